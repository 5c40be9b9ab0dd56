import { lazyComponent } from '../../renderer/index.ts';

// Routes other than content pages are their own chunks.
export const CategoryPage = lazyComponent(
  () => import('./category-page.tsx'),
  (module) => module.CategoryPage,
);
export const NotFoundPage = lazyComponent(
  () => import('./not-found-page.tsx'),
  (module) => module.NotFoundPage,
);
