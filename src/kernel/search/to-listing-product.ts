import type { ProductRecord } from '../../../schemas/search/product-record.ts';
import type { ListingProduct } from '../types/search-types.ts';

/** A search hit as the wire carries it: the record plus Algolia's extras. */
export type ProductHit = ProductRecord & {
  _highlightResult?: { name?: { value?: string; matchLevel?: string } };
};

/** Turn a search hit into the listing's product card (services reshape wire data before stores see it). */
export function toListingProduct(
  hit: ProductHit,
  position: number,
  search?: { queryID: string; indexName: string },
): ListingProduct {
  const highlighted = hit._highlightResult?.name;
  return {
    objectID: hit.objectID,
    productId: hit.productId,
    name: hit.name,
    ...(highlighted?.value && highlighted.matchLevel !== 'none'
      ? { highlightedName: highlighted.value }
      : {}),
    brand: hit.brand,
    url: hit.url,
    mainImage: hit.mainImage,
    secondaryImage: hit.secondaryImage,
    color: hit.color,
    colorName: hit.colorName,
    swatches: (hit.colors ?? []).map(({ slug, name, hex, url, mainImage }) => ({
      slug,
      name,
      hex,
      url,
      mainImage,
    })),
    price: { list: hit.price.list.total, sale: hit.price.sale.total },
    onSale: hit.onSale,
    discountPercent: hit.discountPercent,
    availability: hit.availability,
    promotions: hit.promotions ?? [],
    categories: hit.categories ?? [],
    collections: hit.collections ?? [],
    ...(search ? { queryID: search.queryID, indexName: search.indexName } : {}),
    position,
  };
}
