import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSearchHarness, type SearchHarness } from '../test-support/search-harness.ts';
import { testDatabaseKinds } from '../test-support/test-databases.ts';
import { readSearchParams } from './algolia/search-params.ts';
import { REQUEST_LIMITS } from './request-limits.ts';

// Every list or size a request carries has a cap: a request at the cap is answered, one past it is refused with a
// 400 in Algolia's shape naming the parameter and the cap.

const pglite = testDatabaseKinds.find((kind) => kind.name === 'pglite')!;
const L = REQUEST_LIMITS;

let harness: SearchHarness;

beforeAll(async () => {
  harness = await startSearchHarness(pglite, 20);
}, 60_000);
afterAll(() => harness?.close());

async function call(path: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await harness.app.inject({
    method: 'POST',
    url: path,
    headers: {
      'x-algolia-application-id': harness.keys.appId,
      'x-algolia-api-key': harness.keys.searchKey,
      'content-type': 'application/json',
    },
    payload: JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.json() };
}

const times = <T>(count: number, item: (index: number) => T): T[] =>
  Array.from({ length: count }, (_, i) => item(i));
const orOf = (count: number) => times(count, (i) => `color:c${i}`).join(' OR ');
const andOf = (count: number) => times(count, (i) => `color:c${i}`).join(' AND ');
const paddedFilter = (length: number) => `color:"${'x'.repeat(length - 8)}"`;
const search = (body: Record<string, unknown>) => call('/1/indexes/uk_products/query', body);

/** Each case: the parameter named in the refusal, its cap, and the request at a given size. */
const CASES: [
  string,
  number,
  (size: number) => Promise<{ status: number; body: Record<string, unknown> }>,
][] = [
  [
    'requests',
    L.queriesPerBatch,
    (size) => call('/1/indexes/*/queries', { requests: times(size, () => ({ indexName: 'uk_products' })) }),
  ],
  [
    'requests',
    L.recommendationsPerBatch,
    (size) =>
      call('/1/indexes/*/recommendations', {
        requests: times(size, () => ({ indexName: 'uk_products', model: 'trending-items' })),
      }),
  ],
  [
    'maxRecommendations',
    L.maxRecommendations,
    (size) =>
      call('/1/indexes/*/recommendations', {
        requests: [{ indexName: 'uk_products', model: 'trending-items', maxRecommendations: size }],
      }),
  ],
  ['query', L.queryLength, (size) => search({ query: 'a'.repeat(size) })],
  [
    'facetQuery',
    L.queryLength,
    (size) => call('/1/indexes/uk_products/facets/color/query', { facetQuery: 'b'.repeat(size) }),
  ],
  ['hitsPerPage', L.hitsPerPage, (size) => search({ hitsPerPage: size })],
  ['length', L.hitsPerPage, (size) => search({ offset: 0, length: size })],
  ['maxValuesPerFacet', L.valuesPerFacet, (size) => search({ facets: ['color'], maxValuesPerFacet: size })],
  [
    'maxFacetHits',
    L.facetHits,
    (size) => call('/1/indexes/uk_products/facets/color/query', { facetQuery: '', maxFacetHits: size }),
  ],
  ['filters', L.filtersLength, (size) => search({ filters: paddedFilter(size) })],
  ['filters', L.filterTerms, (size) => search({ filters: orOf(size) })],
  ['filters', L.filterGroups, (size) => search({ filters: andOf(size) })],
  ['facetFilters', L.filterTerms, (size) => search({ facetFilters: [times(size, (i) => `color:c${i}`)] })],
  ['facetFilters', L.filterGroups, (size) => search({ facetFilters: times(size, (i) => `color:c${i}`) })],
  [
    'facetFilters',
    L.scanningFilterTerms,
    (size) => search({ facetFilters: [times(size, (i) => `color:-c${i}`)] }),
  ],
  [
    'numericFilters',
    L.scanningFilterTerms,
    (size) => search({ numericFilters: [times(size, (i) => `price.sale.total=${i}`)] }),
  ],
  [
    'filters',
    L.scanningFilterTerms,
    (size) => search({ filters: times(size, (i) => `price.sale.total > ${i}`).join(' OR ') }),
  ],
  ['tagFilters', L.filterTerms, (size) => search({ tagFilters: [times(size, (i) => `t${i}`)] })],
  ['tagFilters', L.filterGroups, (size) => search({ tagFilters: times(size, (i) => `t${i}`) })],
  ['tagFilters', L.scanningFilterTerms, (size) => search({ tagFilters: [times(size, (i) => `-t${i}`)] })],
  ['facets', L.listItems, (size) => search({ facets: times(size, (i) => `facet${i}`), hitsPerPage: 0 })],
  [
    'optionalFilters',
    L.optionalFilters,
    (size) => search({ optionalFilters: times(size, (i) => `productId:P${i}<score=${i}>`) }),
  ],
  [
    'attributesToRetrieve',
    L.listItems,
    (size) => search({ attributesToRetrieve: times(size, (i) => `a${i}`) }),
  ],
  [
    'attributesToHighlight',
    L.listItems,
    (size) => search({ attributesToHighlight: times(size, (i) => `a${i}`) }),
  ],
  ['ruleContexts', L.listItems, (size) => search({ ruleContexts: times(size, (i) => `c${i}`) })],
  ['analyticsTags', L.listItems, (size) => search({ analyticsTags: times(size, (i) => `t${i}`) })],
  ['highlightPreTag', L.highlightTagLength, (size) => search({ highlightPreTag: '<'.repeat(size) })],
  ['highlightPostTag', L.highlightTagLength, (size) => search({ highlightPostTag: '>'.repeat(size) })],
  // The legacy `params` string goes through the same checks.
  ['facets', L.listItems, (size) => search({ params: `facets=${times(size, (i) => `f${i}`).join(',')}` })],
];

describe('request caps', () => {
  it.each(CASES)('%s: accepted at %i', async (_parameter, cap, send) => {
    const answer = await send(cap);
    expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
  });

  it.each(CASES)('%s: refused past %i with 400 in Algolia’s shape', async (parameter, cap, send) => {
    const answer = await send(cap + 1);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: expect.any(String), status: 400 });
    expect(answer.body.message).toContain(`"${parameter}"`);
    expect(answer.body.message).toContain(String(cap));
  });

  it('counts the four filter parameters together, naming the one that crosses the cap', async () => {
    const half = Math.ceil(L.filterTerms / 2);
    const split = { filters: orOf(half), facetFilters: [times(half + 1, (i) => `color:d${i}`)] };
    const answer = await search(split);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('"facetFilters"');
    const groups = {
      filters: andOf(L.filterGroups / 2),
      tagFilters: times(L.filterGroups / 2 + 1, (i) => `t${i}`),
    };
    expect((await search(groups)).body.message).toContain('"tagFilters"');
    expect((await search({ ...groups, tagFilters: groups.tagFilters.slice(1) })).status).toBe(200);
  });

  it('refuses maxRecommendations that are not whole numbers, and thresholds outside 0 to 100', async () => {
    const recommend = (extra: Record<string, unknown>) =>
      call('/1/indexes/*/recommendations', {
        requests: [{ indexName: 'uk_products', model: 'trending-items', ...extra }],
      });
    for (const extra of [{ maxRecommendations: 2.5 }, { maxRecommendations: '5' }, { threshold: 101 }])
      expect((await recommend(extra)).status).toBe(400);
    expect((await recommend({ maxRecommendations: 5, threshold: 0 })).status).toBe(200);
  });
});

describe('repeated facets', () => {
  it('are counted once: each entry would otherwise cost a full count', () => {
    const facets = times(L.listItems, (i) => ['color', 'size', 'brand.tag'][i % 3]!);
    expect(readSearchParams({ facets }).facets).toEqual(['color', 'size', 'brand.tag']);
  });
});
