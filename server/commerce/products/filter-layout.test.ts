import { describe, expect, it } from 'vitest';
import type { FilterDefinition } from '../../../schemas/api/product.schema.ts';
import { applyFilterLayouts } from './filter-layout.ts';

const facet = (
  name: string,
  nameInAlgolia: string,
  extra: Partial<FilterDefinition> = {},
): FilterDefinition => ({
  name,
  type: 'list',
  metadata: { nameInAlgolia, filterType: 'facet', webLabel: `WEB.LISTING.FILTER.${name.toUpperCase()}` },
  options: [{ tag: 'a', value: 'A' }],
  ...extra,
});
const price: FilterDefinition = {
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
const catalogue = [
  facet('brand', 'brand.tag'),
  facet('categories', 'categories'),
  facet('color', 'color'),
  price,
];

describe('applyFilterLayouts', () => {
  it('puts configured filters first in the configured order with their layout, the rest after', () => {
    const shaped = applyFilterLayouts(catalogue, [
      {
        name: 'color',
        layout: { type: 'grid', buttonType: 'swatch', swatchType: 'image', swatchSize: 32, columns: 5 },
      },
      { name: 'category', nameInAlgolia: 'categories', layout: { type: 'categoryColumns', open: true } },
      { name: 'material', nameInAlgolia: 'material', layout: { type: 'list' } },
    ]);
    expect(shaped.map((definition) => definition.name)).toEqual([
      'color',
      'categories',
      'brand',
      'priceRange',
    ]);
    expect(shaped[0]).toMatchObject({
      type: 'grid',
      buttonType: 'swatch',
      swatchType: 'image',
      swatchSize: 32,
      columns: 5,
    });
    expect(shaped[0]!.options).toEqual([{ tag: 'a', value: 'A' }]);
    expect(shaped[1]).toMatchObject({ type: 'categoryColumns', open: true });
    expect(shaped[2]).toEqual(catalogue[0]);
  });

  it('keeps a money range a range, and never turns a list of options into one', () => {
    const shaped = applyFilterLayouts(catalogue, [
      { name: 'price', nameInAlgolia: 'price.sale.total', layout: { type: 'list', columns: 2 } },
      { name: 'brand', layout: { type: 'rangeSelector', limit: 4 } },
    ]);
    expect(shaped[0]).toEqual(price);
    expect(shaped[1]).toMatchObject({ name: 'brand', type: 'list', limit: 4 });
  });
});
