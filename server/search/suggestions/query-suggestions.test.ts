import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSearchHarness, type SearchHarness } from '../../test-support/search-harness.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';
import { readSearchParams } from '../algolia/search-params.ts';
import { DEFAULT_SUGGESTION_LIMITS, QuerySuggestions, type SuggestionLimits } from './query-suggestions.ts';

// Suggestions learn from real searches only: searches that found something, each client counting once per query,
// with a bounded number of learned queries per index.

const pglite = testDatabaseKinds.find((kind) => kind.name === 'pglite')!;

let harness: SearchHarness;
let clock = 0;
let indexCount = 0;

beforeAll(async () => {
  harness = await startSearchHarness(pglite, 20);
}, 60_000);
afterAll(() => harness?.close());

/** Suggestions over the harness's catalogue, learning into an index of their own so tests do not mix. */
function suggestions(limits: Partial<SuggestionLimits> = {}) {
  const index = `test_${++indexCount}_products`;
  const learner = new QuerySuggestions(
    harness.db,
    harness.service.catalogue,
    { ...DEFAULT_SUGGESTION_LIMITS, ...limits },
    () => clock,
  );
  const suggested = async () => {
    await learner.flush();
    await learner.rebuild(`${index}_query_suggestions`, index, 'GBP');
    const params = readSearchParams({ hitsPerPage: 1000 });
    const found = learner.search(`${index}_query_suggestions`, params).hits;
    return new Map(found.map((hit) => [hit.query, hit.popularity]));
  };
  const counts = async () => {
    await learner.flush();
    const rows = await harness.db.query<{ query: string; count: number }>(
      'SELECT query, count FROM search_queries WHERE index_name = $1 ORDER BY query',
      [index],
    );
    return Object.fromEntries(rows.map((row) => [row.query, row.count]));
  };
  return { index, learner, suggested, counts };
}

describe('query suggestions learn from real searches', () => {
  it('never suggests a query that found nothing, however often and by whomever it is searched', async () => {
    const { index, learner, suggested } = suggestions();
    for (let client = 0; client < 50; client++)
      learner.record(index, 'cheap pills here', 0, `10.0.0.${client}`);
    expect((await suggested()).has('cheap pills here')).toBe(false);
  });

  it('counts a query once per client within the window, and again after it', async () => {
    const { index, learner, counts } = suggestions({ windowMs: 1000 });
    for (let i = 0; i < 20; i++) learner.record(index, 'wool coat', 12, '10.0.0.1');
    expect(await counts()).toEqual({ 'wool coat': 1 });
    learner.record(index, 'wool coat', 12, '10.0.0.1');
    expect(await counts()).toEqual({ 'wool coat': 1 });
    clock += 1001;
    learner.record(index, 'wool coat', 12, '10.0.0.1');
    expect(await counts()).toEqual({ 'wool coat': 2 });
  });

  it('counts two clients twice', async () => {
    const { index, learner, counts } = suggestions();
    for (let i = 0; i < 5; i++) {
      learner.record(index, 'linen dress', 3, '10.0.0.1');
      learner.record(index, 'linen dress', 3, '10.0.0.2');
    }
    expect(await counts()).toEqual({ 'linen dress': 2 });
  });

  it('keeps at most the cap of learned queries per index, the most searched ones', async () => {
    const { index, learner, counts } = suggestions({ learned: 3 });
    const searches: [string, number][] = [
      ['a', 1],
      ['b', 4],
      ['c', 2],
      ['d', 5],
      ['e', 3],
    ];
    for (const [query, clients] of searches)
      for (let client = 0; client < clients; client++) learner.record(index, query, 1, `10.0.1.${client}`);
    expect(await counts()).toEqual({ b: 4, d: 5, e: 3 });
    for (let client = 0; client < 9; client++) learner.record(index, 'f', 1, `10.0.2.${client}`);
    expect(await counts()).toEqual({ b: 4, d: 5, f: 9 });
  });

  it('holds at most the cap of new queries between two writes', async () => {
    const { index, learner, counts } = suggestions({ pending: 2 });
    for (const query of ['a', 'b', 'c', 'd']) learner.record(index, query, 1, '10.0.0.1');
    learner.record(index, 'a', 1, '10.0.0.2');
    expect(await counts()).toEqual({ a: 2, b: 1 });
  });

  it('remembers at most the cap of client and query pairs, the oldest forgotten first', async () => {
    const { index, learner, counts } = suggestions({ clients: 2 });
    learner.record(index, 'a', 1, '10.0.0.1');
    learner.record(index, 'b', 1, '10.0.0.1');
    learner.record(index, 'c', 1, '10.0.0.1');
    // The pair (10.0.0.1, a) was forgotten to make room; (10.0.0.1, c) is still remembered.
    learner.record(index, 'a', 1, '10.0.0.1');
    learner.record(index, 'c', 1, '10.0.0.1');
    expect(await counts()).toEqual({ a: 2, b: 1, c: 1 });
  });
});

describe('the endpoint', () => {
  it('counts each client once per query, an IPv6 /64 as one client', async () => {
    const search = (remoteAddress: string) =>
      harness.app.inject({
        method: 'POST',
        url: '/1/indexes/uk_products/query',
        remoteAddress,
        headers: {
          'x-algolia-application-id': harness.keys.appId,
          'x-algolia-api-key': harness.keys.searchKey,
        },
        payload: JSON.stringify({ query: 'jacket', clickAnalytics: true }),
      });
    for (let i = 0; i < 3; i++) expect((await search('198.51.100.1')).statusCode).toBe(200);
    expect((await search('198.51.100.2')).statusCode).toBe(200);
    // A fresh address of an IPv6 subscriber's /64 is still that subscriber: one more client, not three.
    for (const host of [':1', ':2', 'abcd::3'])
      expect((await search(`2001:db8:50:1:${host}`)).statusCode).toBe(200);
    await harness.service.flushSearches();
    const [row] = await harness.db.query<{ count: number }>(
      "SELECT count FROM search_queries WHERE index_name = 'uk_products' AND query = 'jacket'",
    );
    expect(row?.count).toBe(3);
  });
});
