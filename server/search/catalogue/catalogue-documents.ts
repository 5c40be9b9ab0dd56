import type { EngineDocument } from '../engine/engine-types.ts';
import type { CatalogueRecord } from './product-records.ts';

/** Attributes whose values depend on the site's currency; the engine keeps one copy per currency. */
const CURRENCY_ATTRIBUTES = new Set([
  'price.sale.total',
  'price.list.total',
  'priceRange.saleMin',
  'priceRange.listMin',
  'discountPercent',
  'onSale',
  'sale',
]);

/** Name of an attribute inside the engine for a site's currency. */
export const engineAttribute = (attribute: string, currency: string) =>
  CURRENCY_ATTRIBUTES.has(attribute) ? `${attribute}@${currency}` : attribute;

/** Records a site may show: those priced in its currency. */
export const soldIn = (currency: string) => `sold@${currency}`;

/** Facets an index answers counts for (Algolia's attributesForFaceting), besides filter-only ones. */
export const FACET_ATTRIBUTES = [
  'brand.tag',
  'brand.name',
  'gender',
  'categories',
  'categoryPageIds',
  'collections',
  'color',
  'size',
  'sizeType',
  'promotions',
  'onSale',
  'sale',
] as const;

/** Numeric attributes for filters, sorting and facets_stats. */
export const NUMERIC_ATTRIBUTES = [
  'price.sale.total',
  'price.list.total',
  'priceRange.saleMin',
  'priceRange.listMin',
  'discountPercent',
  'availability',
  'popularity',
  'createdAt',
] as const;

/** How the engine indexes one record: facet values, numbers and the searchable texts in ranking order. */
export function toEngineDocument(record: CatalogueRecord): EngineDocument<CatalogueRecord> {
  const { base } = record;
  const facets: Record<string, string[]> = {
    'brand.tag': [base.brand.tag],
    'brand.name': [base.brand.name],
    gender: [base.gender],
    categories: base.categories,
    categoryPageIds: base.categoryPageIds,
    collections: base.collections,
    color: [base.color],
    size: base.size,
    sizeType: base.sizeType,
    promotions: base.promotions,
    productId: [base.productId],
    objectID: [base.objectID],
    slug: [base.slug],
    _tags: base._tags,
  };
  const numbers: Record<string, number> = {
    availability: base.availability,
    popularity: base.popularity,
    createdAt: base.createdAt,
  };
  for (const [currency, price] of Object.entries(record.prices)) {
    facets[soldIn(currency)] = ['true'];
    facets[engineAttribute('onSale', currency)] = [String(price.onSale)];
    facets[engineAttribute('sale', currency)] = [price.sale];
    numbers[engineAttribute('price.sale.total', currency)] = price.price.sale.total;
    numbers[engineAttribute('price.list.total', currency)] = price.price.list.total;
    numbers[engineAttribute('priceRange.saleMin', currency)] = price.priceRange.saleMin;
    numbers[engineAttribute('priceRange.listMin', currency)] = price.priceRange.listMin;
    numbers[engineAttribute('discountPercent', currency)] = price.discountPercent;
  }
  return {
    id: base.objectID,
    distinctKey: base.productId,
    record,
    facets,
    numbers,
    searchable: [
      base.name,
      base.brand.name,
      `${base.colorName} ${base.gender}`,
      base.categories.join(' '),
      base.collections.join(' '),
    ],
  };
}
