import { describe, expect, it } from 'vitest';
import { definitions } from '../../../../tests/helpers/filter-definitions.ts';
import { emptyListingState, type ListingState } from './listing-state.ts';
import { listingSearch, parseListingParams } from './listing-url.ts';

const parse = (search: string) => parseListingParams(new URLSearchParams(search), definitions, 'bestMatch');
const state = (overrides: Partial<ListingState>): ListingState => ({ ...emptyListingState(), ...overrides });

describe('parseListingParams', () => {
  it('reads every listing parameter', () => {
    expect(
      parse(
        '?sortBy=newest&page=3&query=red+dress&featuredProductIds=MN1,MN2&featuredCollections=new-in' +
          '&color=red,navy&priceRange=20,80',
      ),
    ).toEqual({
      query: 'red dress',
      sortBy: 'newest',
      page: 3,
      filters: { color: ['red', 'navy'] },
      numeric: { priceRange: { min: 20, max: 80 } },
      featuredProductIds: ['MN1', 'MN2'],
      featuredCollections: ['new-in'],
    });
  });

  it('gives the defaults for an empty query string', () => {
    expect(parse('')).toEqual(emptyListingState('bestMatch'));
    expect(parseListingParams(new URLSearchParams(''), definitions, 'newest').sortBy).toBe('newest');
  });

  it('ignores unknown parameters and filters the site does not define', () => {
    const parsed = parse('?utm_source=mail&material=wool&color=red');
    expect(parsed.filters).toEqual({ color: ['red'] });
    expect(parsed.numeric).toEqual({});
  });

  it.each(['0', '-2', 'abc', '2.5', '', '1e3', '99999999999999999999'])('turns page %j into 1', (page) => {
    expect(parse(`?page=${page}`).page).toBe(1);
  });

  it('de-duplicates tags and drops empty ones', () => {
    expect(parse('?color=red,,red,navy,%20').filters).toEqual({ color: ['red', 'navy'] });
    expect(parse('?color=,').filters).toEqual({});
  });

  it('reads numeric bounds with either side empty', () => {
    expect(parse('?priceRange=,80').numeric).toEqual({ priceRange: { max: 80 } });
    expect(parse('?priceRange=20,').numeric).toEqual({ priceRange: { min: 20 } });
    expect(parse('?priceRange=19.5,80').numeric).toEqual({ priceRange: { min: 19.5, max: 80 } });
  });

  it('drops numeric filters without a non-zero bound, with bad numbers, or with min above max', () => {
    for (const value of [',', '0,0', '0,', 'abc,def', '90,20', '1,2,3']) {
      expect(parse(`?priceRange=${value}`).numeric, value).toEqual({});
    }
    expect(parse('?priceRange=-5,40').numeric).toEqual({ priceRange: { max: 40 } });
  });

  it('falls back to the default sort for an empty sortBy', () => {
    expect(parse('?sortBy=').sortBy).toBe('bestMatch');
  });
});

describe('listingSearch', () => {
  it('omits the defaults', () => {
    expect(listingSearch(emptyListingState(), 'bestMatch')).toBe('');
    expect(listingSearch(state({ filters: { color: [] }, numeric: { priceRange: {} } }), 'bestMatch')).toBe(
      '',
    );
  });

  it('writes parameters in a stable order with filters sorted by name', () => {
    const a = state({
      page: 2,
      sortBy: 'newest',
      query: 'red dress',
      filters: { size: ['m'], color: ['red', 'navy'] },
      numeric: { priceRange: { max: 80 } },
    });
    const b = { ...a, filters: { color: ['red', 'navy'], size: ['m'] } };
    const expected = '?sortBy=newest&page=2&query=red+dress&color=red,navy&priceRange=,80&size=m';
    expect(listingSearch(a, 'bestMatch')).toBe(expected);
    expect(listingSearch(b, 'bestMatch')).toBe(expected);
  });

  it('keeps a tag containing a comma as one tag', () => {
    const withComma = state({ filters: { brand: ['Smith, Jones & Co', '100%'] } });
    const search = listingSearch(withComma, 'bestMatch');
    expect(search).toBe('?brand=Smith%252C+Jones+%26+Co,100%2525');
    expect(parse(search).filters).toEqual(withComma.filters);
  });
});

describe('round trip', () => {
  const states: [string, ListingState][] = [
    ['empty', emptyListingState()],
    ['query only', state({ query: 'red dress' })],
    [
      'everything',
      state({
        query: 'linen  shirt',
        sortBy: 'priceLowToHigh',
        page: 4,
        filters: { color: ['navy', 'red'], size: ['l', 's'], onSale: ['true'] },
        numeric: { priceRange: { min: 20, max: 80 } },
        featuredProductIds: ['MN100234', 'MN100999'],
        featuredCollections: ['new-in', 'summer edit'],
      }),
    ],
    [
      'Arabic text and spaces',
      state({
        query: 'فستان أحمر',
        filters: { brand: ['دار', 'maison nord'] },
        featuredCollections: ['مجموعة الصيف'],
      }),
    ],
    ['only a maximum', state({ numeric: { priceRange: { max: 80 } } })],
    ['only a minimum with decimals', state({ numeric: { priceRange: { min: 12.5 } } })],
    ['explicit zero minimum', state({ numeric: { priceRange: { min: 0, max: 45 } } })],
    ['reserved characters', state({ query: 'a&b=c?d#e+f/g %h', filters: { brand: ['x&y', 'p+q'] } })],
  ];

  it.each(states)('parse(serialize(s)) equals s: %s', (_name, original) => {
    const search = listingSearch(original, 'bestMatch');
    expect(parse(search)).toEqual(original);
    expect(listingSearch(parse(search), 'bestMatch')).toBe(search);
  });

  it('survives a trip through URL and URLSearchParams', () => {
    const original = state({ query: 'فستان', filters: { color: ['red', 'navy'] }, page: 2 });
    const url = new URL(`https://shop.example/uk/en/women${listingSearch(original, 'bestMatch')}`);
    expect(parseListingParams(url.searchParams, definitions, 'bestMatch')).toEqual(original);
  });
});
