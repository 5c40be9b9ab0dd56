import type { ProductReference } from '../../kernel/types/product.ts';
import type { RouteStores } from '../../routing/route-types.ts';

/** A product page's match: which product (the path's id, or its slug when the path has no id). */
export interface ProductMatch {
  reference: ProductReference;
}

/** Where the catalogue keeps a product for this site and language. */
export const catalogueScope = (context: { stores: Pick<RouteStores, 'site'> }) =>
  `${context.stores.site.location?.site.siteId ?? ''}:${context.stores.site.language}`;
