import { lazyComponent } from '../../renderer/index.ts';

// Routes other than content pages are their own chunks.
export const ListingRoutePage = lazyComponent(
  () => import('./listing-route-page.tsx'),
  (module) => module.ListingRoutePage,
);
export const NotFoundPage = lazyComponent(
  () => import('./not-found-page.tsx'),
  (module) => module.NotFoundPage,
);
