import { lazyComponent } from '../../renderer/index.ts';

// Routes other than content pages are their own chunks.
export const ListingRoutePage = lazyComponent(
  () => import('./screens/listing-screens.tsx'),
  (module) => module.ListingRoutePage,
);
export const NotFoundPage = lazyComponent(
  () => import('./screens/not-found-page.tsx'),
  (module) => module.NotFoundPage,
);
