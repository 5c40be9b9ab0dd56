import type { CategoryCrumb } from '../../../kernel/navigation/match-route.ts';
import { BRAND_TAG_ATTRIBUTE, quoteFilterValue, type NavLinkFilters } from '../rules/index.ts';
import { type ListingDefinition } from '../view/listing-context.ts';

// What each listing page searches, read by its screen and by its route's preparation alike, so the server and the
// hydrating browser render the listing the screen would search.

/** A category's listing: its node's filters and leading products, its top level's and its own rule contexts. */
export function categoryListing(crumbs: readonly CategoryCrumb[]): ListingDefinition {
  const current = crumbs[crumbs.length - 1] as CategoryCrumb;
  const top = crumbs[0] as CategoryCrumb;
  return {
    kind: 'category',
    ...(current.node.filters ? { routeFilters: current.node.filters } : {}),
    ...(current.node.prioritizedProductIds
      ? { prioritizedProductIds: current.node.prioritizedProductIds }
      : {}),
    ruleContexts: [top.key, current.key],
  };
}

/** The subcategory links a category checks for products (each with its own filters). */
export function subcategoryLinks(node: CategoryCrumb['node']): NavLinkFilters[] {
  return (node.children ?? []).flatMap((child) =>
    child.filters && !child.hide ? [{ key: child.key, filters: child.filters }] : [],
  );
}

/** A brand's listing, within the top level when the path has one. */
export function brandListing(crumbs: readonly CategoryCrumb[], brand: string): ListingDefinition {
  const top = crumbs[0];
  const filters = [
    top?.node.filters && `(${top.node.filters})`,
    `${BRAND_TAG_ATTRIBUTE}:${quoteFilterValue(brand)}`,
  ]
    .filter(Boolean)
    .join(' AND ');
  return {
    kind: 'brand',
    routeFilters: filters,
    ruleContexts: [...(top ? [top.key] : []), `brand-${brand}`],
  };
}

/** The search page's listing: the shopper's last top level (remembered in their browser) as its rule context. */
export function searchListing(navContext: string | null): ListingDefinition {
  return { kind: 'search', ruleContexts: navContext ? [navContext] : [] };
}
