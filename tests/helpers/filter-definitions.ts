/** Filter definitions shaped like GET /api/filters/s/ALL answers, shared by the rules' tests. */
import type { FilterDefinition } from '../../schemas/api/product.schema.ts';

const facet = (name: string, nameInAlgolia: string, tags: string[]): FilterDefinition => ({
  name,
  type: 'list',
  metadata: { nameInAlgolia, filterType: 'facet', webLabel: `WEB.LISTING.FILTER.${name.toUpperCase()}` },
  options: tags.map((tag) => ({ tag, value: tag })),
});

export const brand = facet('brand', 'brand.tag', ['maison-nord', 'atelier-sud', 'دار']);
export const color = facet('color', 'color', ['red', 'navy', 'blue']);
export const size = facet('size', 'size', ['s', 'm', 'l']);
export const onSale = facet('onSale', 'onSale', ['true']);

export const priceRange: FilterDefinition = {
  name: 'priceRange',
  type: 'rangeSelector',
  metadata: {
    nameInAlgolia: 'price.sale.total',
    filterType: 'numeric',
    webLabel: 'WEB.LISTING.FILTER.PRICE',
    currency: 'GBP',
  },
  options: [],
};

/** A numeric filter that is not money, so its bounds go to the index unscaled. */
export const rating: FilterDefinition = {
  name: 'rating',
  type: 'rangeSelector',
  metadata: { nameInAlgolia: 'rating', filterType: 'numeric', webLabel: 'WEB.LISTING.FILTER.RATING' },
  options: [],
};

export const definitions: FilterDefinition[] = [brand, color, size, priceRange, onSale];
