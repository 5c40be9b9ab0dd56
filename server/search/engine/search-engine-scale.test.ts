import { describe, expect, it } from 'vitest';
import { parseFilters } from '../filters/index.ts';
import type { EngineDocument, EngineQuery } from './engine-types.ts';
import { SearchEngine } from './search-engine.ts';

// Enough records that searches take the paths built for large indexes: value ranges for number filters, facets
// counted record by record or value by value, orders merged after changes.

interface Item {
  id: string;
  colour: string;
  sizes: string[];
  /** One of many values: counted by visiting records rather than value by value. */
  model: string;
  price: number;
  sold: number;
}

const COLOURS = ['black', 'navy', 'ivory', 'camel', 'red', 'green', 'grey'];
const SIZES = ['xs', 's', 'm', 'l', 'xl'];

/** A small deterministic generator (mulberry32). */
function random(seed: number) {
  return (n: number) => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) % n;
  };
}

function itemOf(index: number, pick: (n: number) => number): Item {
  return {
    id: `i${index}`,
    colour: COLOURS[pick(COLOURS.length)]!,
    sizes: SIZES.filter(() => pick(2) === 0),
    model: `m${pick(400)}`,
    price: pick(100) * 100,
    sold: pick(20),
  };
}

const docOf = (item: Item): EngineDocument<Item> => ({
  id: item.id,
  distinctKey: item.id.slice(0, -1),
  record: item,
  facets: { colour: [item.colour], size: item.sizes, model: [item.model] },
  numbers: { price: item.price, sold: item.sold },
  searchable: [`${item.colour} coat`],
});

const query = (overrides: Partial<EngineQuery>): EngineQuery => ({
  query: '',
  filters: [],
  customRanking: [{ attribute: 'sold', order: 'desc' }],
  distinct: false,
  offset: 0,
  length: 30,
  facets: ['colour', 'size'],
  maxValuesPerFacet: 100,
  stats: ['price'],
  ...overrides,
});

const QUERIES = [
  query({}),
  query({ length: 5000 }),
  query({ length: 5000, query: 'coat', sort: [{ attribute: 'price', order: 'asc' }] }),
  query({ distinct: true, sort: [{ attribute: 'price', order: 'asc' }] }),
  query({ filters: parseFilters('price:2000 TO 7000') }),
  query({
    filters: parseFilters('price > 5000 AND colour:black'),
    sort: [{ attribute: 'price', order: 'desc' }],
  }),
  query({ filters: parseFilters('price <= 100 OR price >= 9800') }),
  query({ filters: parseFilters('NOT price:3000 TO 4000 AND size:m') }),
  query({ query: 'navy coat', filters: parseFilters('price < 5000') }),
  query({ filters: parseFilters('colour:red'), offset: 20 }),
  query({ distinct: true, facetingAfterDistinct: true, facets: ['colour', 'size', 'model'] }),
  query({ distinct: true, facetingAfterDistinct: true, filters: parseFilters('size:m'), facets: ['size'] }),
];

const view = (engine: SearchEngine<Item>, q: EngineQuery) => {
  const result = engine.search(q);
  return { ...result, hits: result.hits.map((hit) => hit.id) };
};

describe('SearchEngine at scale', () => {
  it('answers after many changes exactly as an index that saw the same changes without searching between them', () => {
    const pick = random(11);
    const items = Array.from({ length: 4000 }, (_, index) => itemOf(index, pick));
    const searched = new SearchEngine<Item>();
    const replayed = new SearchEngine<Item>();
    const steps: ((engine: SearchEngine<Item>) => void)[] = items.map(
      (item) => (engine) => engine.upsert(docOf(item)),
    );
    for (let round = 0; round < 30; round++)
      for (let k = 0; k < 40; k++) {
        const index = pick(items.length + 200);
        const next = itemOf(index, pick);
        steps.push(
          pick(4) === 0 ? (engine) => engine.remove(next.id) : (engine) => engine.upsert(docOf(next)),
        );
      }
    const between = Math.floor(steps.length / 40);
    steps.forEach((step, index) => {
      step(searched);
      // Searching builds the caches (orders, value ranges, facet lists) that later changes must keep right.
      if (index % between === 0) for (const q of QUERIES) searched.search(q);
    });
    for (const step of steps) step(replayed);
    for (const q of QUERIES) expect(view(searched, q)).toEqual(view(replayed, q));
  });

  it('filters numbers exactly at every bound, over many candidates and few', () => {
    const pick = random(5);
    const items = Array.from({ length: 5000 }, (_, index) => itemOf(index, pick));
    const engine = new SearchEngine<Item>();
    for (const item of items) engine.upsert(docOf(item));
    const ops: [string, (price: number, bound: number) => boolean][] = [
      ['<', (price, bound) => price < bound],
      ['<=', (price, bound) => price <= bound],
      ['=', (price, bound) => price === bound],
      ['!=', (price, bound) => price !== bound],
      ['>=', (price, bound) => price >= bound],
      ['>', (price, bound) => price > bound],
    ];
    for (const bound of [-1, 0, 50, 100, 2500, 4900, 5000, 9900, 10000]) {
      for (const [op, test] of ops) {
        const expected = items.filter((item) => test(item.price, bound)).length;
        expect(engine.search(query({ filters: parseFilters(`price ${op} ${bound}`) })).nbHits).toBe(expected);
        const black = items.filter((item) => item.colour === 'black' && test(item.price, bound)).length;
        const filters = parseFilters(`colour:black AND price ${op} ${bound}`);
        expect(engine.search(query({ filters })).nbHits).toBe(black);
      }
      const upper = bound + 3000;
      const between = items.filter((item) => item.price >= bound && item.price <= upper).length;
      expect(engine.search(query({ filters: parseFilters(`price:${bound} TO ${upper}`) })).nbHits).toBe(
        between,
      );
    }
  });

  it('counts facets the same way for few matches and for many', () => {
    const pick = random(3);
    const items = Array.from({ length: 5000 }, (_, index) => itemOf(index, pick));
    const engine = new SearchEngine<Item>();
    for (const item of items) engine.upsert(docOf(item));
    const tally = (values: string[]) => {
      const counts: Record<string, number> = {};
      for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
      return counts;
    };
    const count = (matching: Item[]) => tally(matching.flatMap((item) => item.sizes));
    const prices = (matching: Item[]) => matching.map((item) => item.price);
    // '' and 'NOT colour:red' match most records: those count the few left out and take them from each total.
    const cases = ['', 'NOT colour:red', 'colour:red', 'colour:red AND price < 1000', 'price:1000 TO 1000'];
    for (const filters of cases) {
      const matching = items.filter(
        (item) =>
          (!filters.includes('colour') ||
            (filters.startsWith('NOT') ? item.colour !== 'red' : item.colour === 'red')) &&
          (!filters.includes('<') || item.price < 1000) &&
          (!filters.includes('TO') || item.price === 1000),
      );
      const result = engine.search(
        query({
          filters: parseFilters(filters),
          facets: ['colour', 'size', 'model'],
          maxValuesPerFacet: 1000,
        }),
      );
      expect(result.nbHits).toBe(matching.length);
      expect(result.facets.size).toEqual(count(matching));
      expect(result.facets.colour).toEqual(tally(matching.map((item) => item.colour)));
      expect(result.facets.model).toEqual(tally(matching.map((item) => item.model)));
      const sum = prices(matching).reduce((total, price) => total + price, 0);
      expect(result.stats.price).toEqual({
        min: Math.min(...prices(matching)),
        max: Math.max(...prices(matching)),
        avg: sum / matching.length,
        sum,
      });
    }
    // Records taken out of the index leave every value's total too.
    const removed = items.splice(0, 700);
    for (const item of removed) engine.remove(docOf(item).id);
    expect(engine.search(query({})).facets.size).toEqual(count(items));
    const notRed = engine.search(query({ filters: parseFilters('NOT colour:red') }));
    expect(notRed.facets.size).toEqual(count(items.filter((item) => item.colour !== 'red')));
  });

  it('counts facets after distinct as the products a filter on each value finds, through changes', () => {
    const pick = random(7);
    // Most products have one record, the first 600 two: every way of counting is taken, including the one
    // that counts the records left out.
    const keyOf = (index: number) => (index < 1200 ? `p${index >> 1}` : `p${index}`);
    // A product line every record of a product shares, as brands are: counted through one record per product.
    const lineOf = (index: number) => `line${Number(keyOf(index).slice(1)) % 40}`;
    const docAt = (index: number, item: Item) => {
      const doc = docOf(item);
      return { ...doc, distinctKey: keyOf(index), facets: { ...doc.facets, line: [lineOf(index)] } };
    };
    const items = new Map<number, Item>();
    const engine = new SearchEngine<Item>();
    const put = (index: number) => {
      const item = itemOf(index, pick);
      items.set(index, item);
      engine.upsert(docAt(index, item));
    };
    for (let index = 0; index < 3000; index++) put(index);
    const check = () => {
      for (const filters of ['', 'NOT colour:red', 'colour:red', 'colour:red AND price < 1000', 'size:m']) {
        const matching = [...items].filter(([, item]) => {
          if (filters === 'size:m') return item.sizes.includes('m');
          const red = item.colour === 'red';
          if (filters.startsWith('NOT')) return !red;
          return filters === '' || (red && (!filters.includes('<') || item.price < 1000));
        });
        const result = engine.search(
          query({
            filters: parseFilters(filters),
            distinct: true,
            facetingAfterDistinct: true,
            facets: ['colour', 'size', 'model', 'line'],
            maxValuesPerFacet: 1000,
          }),
        );
        expect(result.nbHits).toBe(new Set(matching.map(([index]) => keyOf(index))).size);
        const valuesOf = {
          colour: (_: number, item: Item) => [item.colour],
          size: (_: number, item: Item) => item.sizes,
          model: (_: number, item: Item) => [item.model],
          line: (index: number) => [lineOf(index)],
        };
        for (const [facet, values] of Object.entries(valuesOf)) {
          const keysByValue = new Map<string, Set<string>>();
          for (const [index, item] of matching)
            for (const value of values(index, item)) {
              if (!keysByValue.has(value)) keysByValue.set(value, new Set());
              keysByValue.get(value)!.add(keyOf(index));
            }
          const expected = Object.fromEntries([...keysByValue].map(([value, keys]) => [value, keys.size]));
          expect(result.facets[facet], `${facet} where ${filters || 'everything'}`).toEqual(expected);
        }
        // Each count is what ticking that value gives (the six commonest of each facet).
        for (const [facet, counts] of Object.entries(result.facets))
          for (const [value, count] of Object.entries(counts).slice(0, 6)) {
            const refined = [filters, `${facet}:${value}`].filter(Boolean).join(' AND ');
            const hits = engine.search(query({ filters: parseFilters(refined), distinct: true, length: 0 }));
            expect(hits.nbHits, refined).toBe(count);
          }
      }
    };
    check();
    // Records change colour and sizes, leave, and come back; products gain and lose agreement.
    for (let k = 0; k < 400; k++) {
      const index = pick(1400);
      if (pick(3) === 0) {
        items.delete(index);
        engine.remove(`i${index}`);
      } else put(index);
    }
    check();
  });
});
