import { describe, expect, it } from 'vitest';
import { emptyListingState, type ListingState } from './listing-state.ts';
import { clearAll, numericDiffers, pendingDiffers, toggleTag, withChange } from './pending-filters.ts';

const state = (overrides: Partial<ListingState>): ListingState => ({ ...emptyListingState(), ...overrides });

describe('toggleTag', () => {
  it('adds a tag, then removes it, dropping the emptied filter', () => {
    const one = toggleTag({}, 'color', 'red');
    expect(one).toEqual({ color: ['red'] });
    const two = toggleTag(one, 'color', 'navy');
    expect(two).toEqual({ color: ['red', 'navy'] });
    expect(toggleTag(two, 'color', 'red')).toEqual({ color: ['navy'] });
    expect(toggleTag(one, 'color', 'red')).toEqual({});
    expect(one).toEqual({ color: ['red'] });
  });

  it('leaves other filters alone', () => {
    expect(toggleTag({ size: ['m'] }, 'color', 'red')).toEqual({ size: ['m'], color: ['red'] });
  });
});

describe('clearAll', () => {
  it('drops filters, numeric bounds and page, keeping query, sort and featured products', () => {
    const before = state({
      query: 'coat',
      sortBy: 'newest',
      page: 3,
      filters: { color: ['red'] },
      numeric: { priceRange: { max: 80 } },
      featuredProductIds: ['MN1'],
    });
    expect(clearAll(before)).toEqual(state({ query: 'coat', sortBy: 'newest', featuredProductIds: ['MN1'] }));
  });
});

describe('pendingDiffers', () => {
  it('is false for the same sets in another order or with repeats', () => {
    expect(pendingDiffers({ color: ['red', 'navy'] }, { color: ['navy', 'red', 'red'] })).toBe(false);
    expect(pendingDiffers({ color: [] }, {})).toBe(false);
    expect(pendingDiffers({}, {})).toBe(false);
  });

  it('is true when any filter differs', () => {
    expect(pendingDiffers({ color: ['red'] }, { color: ['red', 'navy'] })).toBe(true);
    expect(pendingDiffers({ color: ['red'] }, { color: ['red'], size: ['m'] })).toBe(true);
    expect(pendingDiffers({ color: ['red'] }, {})).toBe(true);
  });
});

describe('numericDiffers', () => {
  it('treats zero and absent bounds as equal', () => {
    expect(numericDiffers({ priceRange: { min: 0, max: 80 } }, { priceRange: { max: 80 } })).toBe(false);
    expect(numericDiffers({ priceRange: {} }, {})).toBe(false);
    expect(numericDiffers({ priceRange: { min: 20 } }, { priceRange: { min: 20, max: 0 } })).toBe(false);
  });

  it('sees a changed bound', () => {
    expect(numericDiffers({ priceRange: { min: 20 } }, { priceRange: { min: 30 } })).toBe(true);
    expect(numericDiffers({ priceRange: { max: 80 } }, {})).toBe(true);
  });
});

describe('withChange', () => {
  const onPage3 = state({ page: 3, filters: { color: ['red'] }, sortBy: 'newest' });

  it('drops the page on a filter, numeric, sort or query change', () => {
    expect(withChange(onPage3, { filters: { color: ['navy'] } })).toMatchObject({
      page: 1,
      filters: { color: ['navy'] },
    });
    expect(withChange(onPage3, { numeric: { priceRange: { max: 50 } } }).page).toBe(1);
    expect(withChange(onPage3, { sortBy: 'priceLowToHigh' })).toMatchObject({
      page: 1,
      sortBy: 'priceLowToHigh',
    });
    expect(withChange(onPage3, { query: 'coat' }).page).toBe(1);
    expect(withChange(onPage3, { sortBy: 'bestMatch', page: 5 }).page).toBe(1);
  });

  it('keeps the page when nothing affecting results changed', () => {
    expect(withChange(onPage3, { sortBy: 'newest' }).page).toBe(3);
    expect(withChange(onPage3, { filters: { color: ['red'] } }).page).toBe(3);
    expect(withChange(onPage3, { sortBy: undefined }).page).toBe(3);
    expect(withChange(onPage3, { page: 4 }).page).toBe(4);
  });
});
