import { describe, expect, it } from 'vitest';
import { definitions, priceRange, rating } from '../../../../tests/helpers/filter-definitions.ts';
import type { ListingState } from './listing-state.ts';
import { buildSearchFilters, groupTagFilter, productIdFilter, quoteFilterValue } from './search-filters.ts';

const build = (
  state: Partial<Pick<ListingState, 'filters' | 'numeric'>>,
  routeFilters?: string,
  digits = 2,
) =>
  buildSearchFilters({
    routeFilters,
    state: { filters: {}, numeric: {}, ...state },
    definitions,
    fractionDigits: digits,
  });

const route = 'categoryPageIds:"women" AND collections:"new-in"';

describe('buildSearchFilters', () => {
  it('sends the route filters alone when nothing is selected', () => {
    expect(build({}, route)).toEqual({ filters: route, disjunctive: [] });
    expect(build({})).toEqual({ filters: '', disjunctive: [] });
  });

  it('ANDs an OR group per selected facet, in definition order', () => {
    const result = build({ filters: { size: ['m'], color: ['red', 'navy'] } }, route);
    expect(result.filters).toBe(`${route} AND (color:"red" OR color:"navy") AND (size:"m")`);
  });

  it('groups route filters that contain OR', () => {
    const orRoute = 'categoryPageIds:"women" OR categoryPageIds:"men"';
    expect(build({ filters: { color: ['red'] } }, orRoute).filters).toBe(`(${orRoute}) AND (color:"red")`);
    const quotedOr = 'collections:"black OR white"';
    expect(build({ filters: { color: ['red'] } }, quotedOr).filters).toBe(`${quotedOr} AND (color:"red")`);
  });

  it('uses the index attribute name and strips values to what the index accepts', () => {
    expect(build({ filters: { brand: ['maison-nord', 'd"a\\r', 'دار'] } }).filters).toBe(
      '(brand.tag:"maison-nord" OR brand.tag:"dar" OR brand.tag:"دار")',
    );
    expect(build({ filters: { brand: ['"!"'] } }).filters).toBe('');
  });

  it('sends money ranges in minor units, with >= when there is no maximum', () => {
    expect(build({ numeric: { priceRange: { min: 20, max: 80 } } }).filters).toBe(
      'price.sale.total:2000 TO 8000',
    );
    expect(build({ numeric: { priceRange: { max: 80 } } }).filters).toBe('price.sale.total:0 TO 8000');
    expect(build({ numeric: { priceRange: { min: 20 } } }).filters).toBe('price.sale.total >= 2000');
    expect(build({ numeric: { priceRange: { min: 12900 } } }, undefined, 0).filters).toBe(
      'price.sale.total >= 12900',
    );
  });

  it('leaves out numeric selections that bound nothing or are inverted', () => {
    expect(build({ numeric: { priceRange: { min: 0 } } }).filters).toBe('');
    expect(build({ numeric: { priceRange: { min: 0, max: 0 } } }).filters).toBe('');
    expect(build({ numeric: { priceRange: { min: 90, max: 20 } } }).filters).toBe('');
  });

  it('sends numeric filters that are not money unscaled', () => {
    const result = buildSearchFilters({
      state: { filters: {}, numeric: { rating: { min: 4 } } },
      definitions: [rating, priceRange],
      fractionDigits: 2,
    });
    expect(result.filters).toBe('rating >= 4');
  });

  it('gives each selected facet the filters without its own group', () => {
    const result = build(
      { filters: { color: ['red'], size: ['m', 'l'] }, numeric: { priceRange: { max: 50 } } },
      route,
    );
    expect(result.filters).toBe(
      `${route} AND (color:"red") AND (size:"m" OR size:"l") AND price.sale.total:0 TO 5000`,
    );
    expect(result.disjunctive).toEqual([
      { facet: 'color', filters: `${route} AND (size:"m" OR size:"l") AND price.sale.total:0 TO 5000` },
      { facet: 'size', filters: `${route} AND (color:"red") AND price.sale.total:0 TO 5000` },
    ]);
  });

  it('gives an empty filter string for a lone facet', () => {
    expect(build({ filters: { color: ['red'] } }).disjunctive).toEqual([{ facet: 'color', filters: '' }]);
  });
});

describe('quoteFilterValue', () => {
  it('quotes and escapes inner quotes and backslashes', () => {
    expect(quoteFilterValue('a b')).toBe('"a b"');
    expect(quoteFilterValue('say "hi"')).toBe('"say \\"hi\\""');
    expect(quoteFilterValue('back\\slash')).toBe('"back\\\\slash"');
  });
});

describe('productIdFilter and groupTagFilter', () => {
  it('ORs product ids once each', () => {
    expect(productIdFilter(['MN1', 'MN2', 'MN1'])).toBe('productId:"MN1" OR productId:"MN2"');
    expect(productIdFilter([])).toBe('');
  });

  it('finds a group by its collection tag', () => {
    expect(groupTagFilter('MN100234')).toBe('_tags:"_grp_MN100234"');
  });
});
