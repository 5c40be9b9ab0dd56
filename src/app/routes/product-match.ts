import type { RouteStores } from './route-types.ts';

/** A product page's match: which product (the path's id) and the slug it was reached by. */
export interface ProductMatch {
  productId: string;
  slug: string;
}

/** Where the catalogue keeps a product for this site and language. */
export const catalogueScope = (context: { stores: Pick<RouteStores, 'site'> }) =>
  `${context.stores.site.location?.site.siteId ?? ''}:${context.stores.site.language}`;
