import { describe, expect, it } from 'vitest';
import type { FilterExpression } from '../filters/index.ts';
import type { EngineQuery } from './engine-types.ts';
import { SearchEngine } from './search-engine.ts';

// Negated and numeric filters each need a set of records: however many a search carries, the engine holds a few
// sets at a time and keeps no more between searches.

const COLOURS = ['red', 'navy', 'black', 'ivory', 'camel'];

function engineOf(count: number) {
  const engine = new SearchEngine<{ id: string }>();
  for (let i = 0; i < count; i++)
    engine.upsert({
      id: `p${i}`,
      distinctKey: `p${i}`,
      record: { id: `p${i}` },
      facets: { color: [COLOURS[i % COLOURS.length]!] },
      numbers: { price: i },
      searchable: [`product ${i}`],
    });
  return engine;
}

const query = (filters: FilterExpression): EngineQuery => ({
  query: '',
  filters,
  customRanking: [],
  distinct: false,
  offset: 0,
  length: 1000,
  facets: [],
  maxValuesPerFacet: 10,
  stats: [],
});

const not = (value: string) => ({ kind: 'facet' as const, attribute: 'color', value, negated: true });

describe('SearchEngine scratch sets', () => {
  it('answers many negated filters with a few sets, and keeps only those between searches', () => {
    const engine = engineOf(200);
    // 100 groups of `NOT color:x` for every colour OR `price < 0`: a record has one colour, so it passes every group.
    const group = [
      ...COLOURS.map(not),
      { kind: 'numeric' as const, attribute: 'price', operator: '<' as const, value: 0, negated: false },
    ];
    const result = engine.search(query(Array.from({ length: 100 }, () => group)));
    expect(result.nbHits).toBe(200);
    expect(engine.spareSetCount).toBeLessThanOrEqual(4);
  });

  it('keeps the meaning of negations inside an OR', () => {
    const engine = engineOf(10);
    const result = engine.search(query([[not('red'), { ...not('navy'), negated: false }], [not('black')]]));
    // (not red OR navy) AND not black: navy, ivory, camel.
    expect(result.hits.map((hit) => hit.id).sort()).toEqual(['p1', 'p3', 'p4', 'p6', 'p8', 'p9']);
  });
});
