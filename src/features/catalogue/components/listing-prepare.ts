import type { CategoryCrumb } from '../../../kernel/navigation/match-route.ts';
import {
  prepareListing,
  brandListing,
  categoryListing,
  searchListing,
  subcategoryLinks,
} from '../../listing/index.ts';
import { navValidityStore } from '../stores/nav-validity-store.ts';
import type { PrepareContext } from '../../../routing/route-types.ts';

/** Where a category page keeps the subcategory check it prepared. */
export const subcategoryCheckKey = (siteId: string, node: CategoryCrumb['node']) =>
  `subcategories ${siteId} ${node.key}`;

/** A category's first page of products and its subcategory check, before the first render. */
export async function prepareCategoryListing(
  crumbs: readonly CategoryCrumb[],
  context: PrepareContext,
  search: string,
): Promise<void> {
  const { stores, siteId } = context;
  const node = (crumbs[crumbs.length - 1] as CategoryCrumb).node;
  const validity = stores.build(navValidityStore(siteId));
  await Promise.all([
    prepareListing(stores, categoryListing(crumbs), search),
    validity.check(subcategoryLinks(node)),
  ]);
  stores.prepared.keep(subcategoryCheckKey(siteId, node), validity);
}

/** A brand's first page of products, before the first render. */
export function prepareBrandListing(
  crumbs: readonly CategoryCrumb[],
  brand: string,
  context: PrepareContext,
  search: string,
): Promise<void> {
  return prepareListing(context.stores, brandListing(crumbs, brand), search);
}

/**
 * The search page's first page of results, before the first render: as a first visit searches, since the server
 * knows nothing the shopper's browser remembers (the page re-searches after hydration when that differs).
 */
export function prepareSearchListing(context: PrepareContext, search: string): Promise<void> {
  return prepareListing(context.stores, searchListing(null), search);
}
