import { describe, expect, it } from 'vitest';
import { definitions } from '../../../../tests/helpers/filter-definitions.ts';
import { visibleFilters, type FilterVisibility } from './visible-filters.ts';

const base: FilterVisibility = {
  facets: {
    'brand.tag': { 'maison-nord': 4 },
    color: { red: 3, navy: 1 },
    size: { xl: 2 },
    onSale: { true: 0 },
  },
  facetsStats: { 'price.sale.total': { min: 1500, max: 9900 } },
  selection: { filters: {}, numeric: {} },
  showBrand: true,
  isBrandPage: false,
};
const names = (context: Partial<FilterVisibility>) =>
  visibleFilters(definitions, { ...base, ...context }).map((definition) => definition.name);

describe('visibleFilters', () => {
  it('shows facet filters with counted options and a numeric filter with a spread', () => {
    expect(names({})).toEqual(['brand', 'color', 'priceRange']);
  });

  it('hides facet filters whose options have no counts unless something is selected in them', () => {
    expect(names({ selection: { filters: { size: ['m'] }, numeric: {} } })).toContain('size');
    expect(names({ facets: {} })).toEqual(['priceRange']);
  });

  it('hides a numeric filter with fewer than two distinct values', () => {
    expect(names({ facetsStats: { 'price.sale.total': { min: 4500, max: 4500 } } })).not.toContain(
      'priceRange',
    );
    expect(names({ facetsStats: undefined })).not.toContain('priceRange');
    expect(names({ facetsStats: {} })).not.toContain('priceRange');
  });

  it('keeps a used numeric filter so it can be undone', () => {
    const selection = { filters: {}, numeric: { priceRange: { min: 0, max: 45 } } };
    expect(names({ facetsStats: { 'price.sale.total': { min: 4500, max: 4500 } }, selection })).toContain(
      'priceRange',
    );
    const empty = { filters: {}, numeric: { priceRange: { min: 0 } } };
    expect(names({ facetsStats: {}, selection: empty })).not.toContain('priceRange');
  });

  it('hides the brand filter when brands are not displayed or on a brand page', () => {
    expect(names({ showBrand: false })).not.toContain('brand');
    expect(names({ isBrandPage: true })).not.toContain('brand');
    expect(
      names({ isBrandPage: true, selection: { filters: { brand: ['maison-nord'] }, numeric: {} } }),
    ).not.toContain('brand');
  });
});
