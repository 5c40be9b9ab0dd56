import type { ProductResponse } from '../../../../schemas/api/product.schema.ts';

/** The audiences with a size guide page of their own. */
export const SIZE_GUIDE_CATEGORIES = ['women', 'men', 'girls', 'boys', 'home'] as const;

export type SizeGuideRouteCategory = (typeof SIZE_GUIDE_CATEGORIES)[number];

/** The page of every size guide, reachable under the plural and the singular address alike. */
export const SIZE_GUIDES_ROUTE = 'support/size-guides';
export const SIZE_GUIDE_ROUTE_ALIAS = 'support/size-guide';

const ROUTE_PREFIX = 'support/size-guide-';

const isRouteCategory = (word: string): word is SizeGuideRouteCategory =>
  (SIZE_GUIDE_CATEGORIES as readonly string[]).includes(word);

// "women's", "kids-girls-dresses" and "Women" all come apart into lower-case words.
const wordsOf = (value: string) => value.toLowerCase().split(/[^a-z0-9]+/);

const firstCategoryIn = (values: readonly string[]) => values.flatMap(wordsOf).find(isRouteCategory);

/**
 * Which audience's size guide page fits the product: its gender when that names one, else its categories, else the
 * pages it is listed under (`kids-girls-dresses` is a girls' product). Undefined for products no page covers
 * (beauty, baby), which link to the page of every guide.
 */
export function sizeGuideCategory(
  product: Pick<ProductResponse, 'gender' | 'categories' | 'categoryPageIds'>,
): SizeGuideRouteCategory | undefined {
  return (
    firstCategoryIn([product.gender]) ??
    firstCategoryIn(product.categories) ??
    firstCategoryIn(product.categoryPageIds)
  );
}

/** The route of one audience's size guide, or of every guide when there is no audience. */
export function sizeGuideRoute(category?: SizeGuideRouteCategory): string {
  return category ? `${ROUTE_PREFIX}${category}` : SIZE_GUIDES_ROUTE;
}

// A guide belongs to an audience's page by its key: `women` and `women-footwear` are the women's. Children's guides
// keyed `kids-...` (footwear for both) show on the girls' page and on the boys'.
const GUIDE_KEY_PREFIXES: Record<SizeGuideRouteCategory, readonly string[]> = {
  women: ['women'],
  men: ['men'],
  girls: ['girls', 'kids'],
  boys: ['boys', 'kids'],
  home: ['home'],
};

/** Which guides of a chart a size guide page shows: its audience's, in the chart's order, or all of them. */
export function guidesForRoute<Guide extends { categoryKey: string }>(
  guides: readonly Guide[],
  category: SizeGuideRouteCategory | undefined,
): Guide[] {
  if (!category) return [...guides];
  const prefixes = GUIDE_KEY_PREFIXES[category];
  return guides.filter(({ categoryKey }) =>
    prefixes.some((prefix) => categoryKey === prefix || categoryKey.startsWith(`${prefix}-`)),
  );
}

/**
 * The size guide page a product links to: its audience's page when the chart has a guide for that audience, else the
 * page of every guide. So a link never leads to a page that would have nothing to show.
 */
export function sizeGuidePageFor(
  chart: { categories: readonly { categoryKey: string }[] },
  product: Pick<ProductResponse, 'gender' | 'categories' | 'categoryPageIds'>,
): string {
  const category = sizeGuideCategory(product);
  return sizeGuideRoute(
    category && guidesForRoute(chart.categories, category).length > 0 ? category : undefined,
  );
}

/** Reads a size guide route (with or without slashes around it): which audience, or none for the page of every guide. */
export function matchSizeGuideRoute(
  path: string,
): { category: SizeGuideRouteCategory | undefined } | undefined {
  const route = path.replace(/^\/+|\/+$/g, '').toLowerCase();
  if (route === SIZE_GUIDES_ROUTE || route === SIZE_GUIDE_ROUTE_ALIAS) return { category: undefined };
  const category = route.startsWith(ROUTE_PREFIX) ? route.slice(ROUTE_PREFIX.length) : undefined;
  return category !== undefined && isRouteCategory(category) ? { category } : undefined;
}
