import { lazyComponent } from '../../renderer/index.ts';

/**
 * The search box as a chunk of its own, for the header (preloaded with the shell) and the search page alike: every
 * page shows it, but it stays out of the entry bundle, and the server preloads the one chunk by its module path.
 */
export const LazySiteSearchBox = lazyComponent(
  () => import('./index.ts'),
  (module) => module.SiteSearchBox,
);
