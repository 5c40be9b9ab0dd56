import { describe, expect, it } from 'vitest';
import { parseFilters } from '../filters/index.ts';
import type { EngineQuery } from './engine-types.ts';
import { SearchEngine } from './search-engine.ts';

interface Item {
  id: string;
  group: string;
  name: string;
  color: string;
  sizes: string[];
  price: number;
  sold: number;
}

const items: Item[] = [
  { id: 'a-red', group: 'a', name: 'Cashmere Jumper', color: 'red', sizes: ['s', 'm'], price: 120, sold: 5 },
  { id: 'a-navy', group: 'a', name: 'Cashmere Jumper', color: 'navy', sizes: ['m'], price: 120, sold: 5 },
  { id: 'b-red', group: 'b', name: 'Linen Dress', color: 'red', sizes: ['l'], price: 80, sold: 9 },
  { id: 'c-black', group: 'c', name: 'Wool Coat', color: 'black', sizes: ['s', 'l'], price: 300, sold: 1 },
];

function engineOf(list: Item[]) {
  const engine = new SearchEngine<Item>();
  for (const item of list)
    engine.upsert({
      id: item.id,
      distinctKey: item.group,
      record: item,
      facets: { color: [item.color], size: item.sizes, _tags: [`_grp_${item.group}`] },
      numbers: { price: item.price, sold: item.sold },
      searchable: [item.name, item.color],
    });
  return engine;
}

const query = (overrides: Partial<EngineQuery>): EngineQuery => ({
  query: '',
  filters: [],
  customRanking: [{ attribute: 'sold', order: 'desc' }],
  distinct: false,
  offset: 0,
  length: 20,
  facets: [],
  maxValuesPerFacet: 100,
  stats: [],
  ...overrides,
});

const ids = (result: { hits: { id: string }[] }) => result.hits.map((hit) => hit.id);

describe('SearchEngine', () => {
  it('filters by AND of OR groups with negation and numbers, and counts facets over the matches', () => {
    const engine = engineOf(items);
    const result = engine.search(
      query({
        filters: parseFilters('(color:Red OR color:navy) AND NOT size:l AND price < 200'),
        facets: ['color', 'size'],
        stats: ['price'],
      }),
    );
    expect(ids(result).sort()).toEqual(['a-navy', 'a-red']);
    expect(result.facets).toEqual({ color: { navy: 1, red: 1 }, size: { m: 2, s: 1 } });
    expect(result.stats.price).toEqual({ min: 120, max: 120, avg: 120, sum: 240 });
  });

  it('orders by the custom ranking, or by a sort first, and folds colours with distinct', () => {
    const engine = engineOf(items);
    expect(ids(engine.search(query({})))[0]).toBe('b-red');
    const byPrice = engine.search(query({ sort: [{ attribute: 'price', order: 'asc' }] }));
    expect(ids(byPrice)).toEqual(['b-red', 'a-red', 'a-navy', 'c-black']);
    const distinct = engine.search(query({ distinct: true }));
    expect(distinct.nbHits).toBe(3);
    expect(ids(distinct)).toEqual(['b-red', 'a-red', 'c-black']);
    expect(ids(engine.search(query({ distinct: true, offset: 1, length: 1 })))).toEqual(['a-red']);
  });

  it('counts facets after distinct once per product for each value its matching records hold', () => {
    const engine = engineOf(items);
    const afterDistinct = (filters = '') =>
      engine.search(
        query({
          filters: parseFilters(filters),
          distinct: true,
          facetingAfterDistinct: true,
          facets: ['color', 'size', '_tags'],
        }),
      ).facets;
    // Jumper a holds size m in both colours: one product, counted once; before distinct it counts twice.
    expect(afterDistinct()).toEqual({
      color: { red: 2, black: 1, navy: 1 },
      size: { l: 2, s: 2, m: 1 },
      _tags: { _grp_a: 1, _grp_b: 1, _grp_c: 1 },
    });
    expect(engine.search(query({ distinct: true, facets: ['size'] })).facets.size).toEqual({
      m: 2,
      l: 2,
      s: 2,
    });
    // Only the records a filter keeps count: the navy jumper's size m is not among red products.
    expect(afterDistinct('color:red').size).toEqual({ l: 1, m: 1, s: 1 });
    // Records that change keep the counts right: the navy jumper gains size l, then the red one goes.
    engine.upsert({
      id: 'a-navy',
      distinctKey: 'a',
      record: items[1]!,
      facets: { color: ['navy'], size: ['l', 'm'], _tags: ['_grp_a'] },
      numbers: { price: 120, sold: 5 },
      searchable: ['Cashmere Jumper', 'navy'],
    });
    expect(afterDistinct().size).toEqual({ l: 3, m: 1, s: 2 });
    engine.remove('a-red');
    expect(afterDistinct()).toEqual({
      color: { black: 1, navy: 1, red: 1 },
      size: { l: 3, m: 1, s: 1 },
      _tags: { _grp_a: 1, _grp_b: 1, _grp_c: 1 },
    });
  });

  it('matches words with typos by length and the last word as a prefix, fewer typos first', () => {
    const engine = engineOf(items);
    expect(ids(engine.search(query({ query: 'cashmre' }))).sort()).toEqual(['a-navy', 'a-red']);
    expect(ids(engine.search(query({ query: 'lin' })))).toEqual(['b-red']);
    // Three letters allow no typo.
    expect(engine.search(query({ query: 'wol ' })).nbHits).toBe(0);
    expect(ids(engine.search(query({ query: 'wool coat' })))).toEqual(['c-black']);
    const words = engine.search(query({ query: 'dres' })).matchedWords;
    expect(words).toEqual([{ word: 'dres', tokens: ['dress'], prefix: true }]);
  });

  it('changes a record in place: new price, lost size, removal', () => {
    const engine = engineOf(items);
    engine.upsert({
      id: 'b-red',
      distinctKey: 'b',
      record: { ...items[2]!, price: 500 },
      facets: { color: ['red'], size: [] },
      numbers: { price: 500, sold: 9 },
      searchable: ['Linen Dress', 'red'],
    });
    expect(engine.search(query({ filters: parseFilters('size:l') })).nbHits).toBe(1);
    expect(ids(engine.search(query({ filters: parseFilters('price > 400') })))).toEqual(['b-red']);
    engine.remove('c-black');
    expect(engine.search(query({})).nbHits).toBe(3);
    expect(engine.search(query({ query: 'coat' })).nbHits).toBe(0);
  });

  it('promotes and hides records as rules ask, and matches tags exactly', () => {
    const engine = engineOf(items);
    const result = engine.search(query({ promote: ['c-black'], hide: ['b-red'] }));
    expect(ids(result)).toEqual(['c-black', 'a-red', 'a-navy']);
    expect(engine.search(query({ filters: parseFilters('_tags:"_grp_a"') })).nbHits).toBe(2);
    expect(engine.search(query({ filters: parseFilters('_tags:"_GRP_A"') })).nbHits).toBe(0);
  });

  it('lifts records optional filters match, best score first, without changing what matches', () => {
    const engine = engineOf(items);
    const boost = (attribute: string, value: string, score: number) => ({ attribute, value, score });
    const featured = engine.search(
      query({ boost: [[boost('color', 'black', 2)], [boost('color', 'navy', 1)]] }),
    );
    expect(ids(featured)).toEqual(['c-black', 'a-navy', 'b-red', 'a-red']);
    expect(featured.nbHits).toBe(4);
    const filtered = engine.search(
      query({ filters: parseFilters('color:red'), boost: [[boost('color', 'black', 5)]] }),
    );
    expect(ids(filtered)).toEqual(['b-red', 'a-red']);
    // An OR group counts its best match, or all of them when asked to sum.
    const group = [[boost('color', 'black', 1), boost('size', 's', 1)]];
    expect(ids(engine.search(query({ boost: group })))).toEqual(['a-red', 'c-black', 'b-red', 'a-navy']);
    expect(ids(engine.search(query({ boost: group, sumOrFiltersScores: true })))).toEqual([
      'c-black',
      'a-red',
      'b-red',
      'a-navy',
    ]);
    // A sort replica's order and text relevance come first, as in Algolia's ranking.
    const sort = [{ attribute: 'price', order: 'asc' as const }];
    expect(ids(engine.search(query({ sort, boost: [[boost('color', 'black', 5)]] })))).toEqual(
      ids(engine.search(query({ sort }))),
    );
    expect(ids(engine.search(query({ query: 'jumper', boost: [[boost('color', 'navy', 5)]] })))).toEqual([
      'a-red',
      'a-navy',
    ]);
    // Promoted records stay ahead of boosted ones.
    expect(ids(engine.search(query({ promote: ['b-red'], boost: [[boost('color', 'black', 1)]] })))).toEqual([
      'b-red',
      'c-black',
      'a-red',
      'a-navy',
    ]);
  });

  it('grows past its first capacity without losing sets', () => {
    const many = Array.from({ length: 3000 }, (_, index) => ({
      ...items[index % 4]!,
      id: `x${index}`,
      group: `g${index}`,
    }));
    const engine = engineOf(many);
    const result = engine.search(query({ filters: parseFilters('color:red'), facets: ['color'] }));
    expect(result.nbHits).toBe(1500);
    expect(result.facets.color).toEqual({ red: 1500 });
  });
});
