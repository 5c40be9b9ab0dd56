/**
 * Index names, shared by the storefront and our search endpoint so that pointing the shop at real Algolia only
 * needs the same names created there.
 */
export const productIndexName = (siteId: string) => `${siteId}_products`;

/** A sort option's replica: `bestMatch` is the primary index itself. */
export const sortIndexName = (siteId: string, sort: string) =>
  sort === DEFAULT_SORT ? productIndexName(siteId) : `${productIndexName(siteId)}_${sort}`;

export const suggestionsIndexName = (siteId: string) => `${productIndexName(siteId)}_query_suggestions`;

/** The default sort of every listing. */
export const DEFAULT_SORT = 'bestMatch';

/** The sort orders our endpoint builds replicas for: attribute and direction, after which relevance applies. */
export const SORT_REPLICAS: Readonly<Record<string, { attribute: string; order: 'asc' | 'desc' }>> = {
  newest: { attribute: 'createdAt', order: 'desc' },
  bestsellers: { attribute: 'popularity', order: 'desc' },
  priceLowToHigh: { attribute: 'price.sale.total', order: 'asc' },
  priceHighToLow: { attribute: 'price.sale.total', order: 'desc' },
  discount: { attribute: 'discountPercent', order: 'desc' },
};
