import { matchCategory, type CategoryCrumb } from '../../kernel/navigation/match-route.ts';
import { defineRoute } from './define-route.tsx';
import { loadListingPrepare } from '../../features/catalogue/index.ts';
import { lazyComponent } from '../../renderer/index.ts';

/** A category listing, loaded with the listing chunk. */
export const CategoryScreen = lazyComponent(
  () => import('./listing-screens.tsx'),
  (module) => module.CategoryScreen,
);

/** A category path matched level by level against the navigation tree (`/women/clothing`). */
export const categoryRoute = defineRoute<CategoryCrumb[]>({
  id: 'category',
  match: ({ shell, rest }) => (shell.navTree ? matchCategory(shell.navTree, rest) : undefined),
  Screen: CategoryScreen,
  // The first page of products renders with the page; its code is the listing chunk's.
  async prepare(crumbs, context) {
    if (context.search === undefined) return;
    const { prepareCategoryListing } = await loadListingPrepare();
    await prepareCategoryListing(crumbs, context, context.search);
  },
  head(crumbs, { rest }) {
    const node = crumbs[crumbs.length - 1]!.node;
    return { path: rest, title: node.seo?.title ?? node.label, description: node.seo?.description };
  },
});
