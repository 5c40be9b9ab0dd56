import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchService } from './search-service.ts';

// The keys are checked with the constant-time comparison (digests of both sides, so neither a key's characters nor
// its length show in the answer time), and both keys are compared whichever matches.

vi.mock('../lib/same-text.ts', async (original) => {
  const actual = await original<{ sameText: typeof sameText }>();
  return { ...actual, sameText: vi.fn(actual.sameText) };
});
// Server test files share their workers' modules: an earlier file may have loaded the real comparison, so the modules
// are loaded afresh for the mock to take their place.
vi.resetModules();
const { sameText } = await import('../lib/same-text.ts');
const { searchPlugin } = await import('../plugins/search.ts');

const keys = { appId: 'APP', searchKey: 'public-search-key', adminKey: 'a-much-longer-secret-admin-key' };
const service = { indexNames: () => ['uk_products'], catalogue: { engine: { size: 0 } } };
let app: FastifyInstance;
/** What the endpoint compared, pair by pair. */
const comparisons = () => vi.mocked(sameText).mock.calls;

beforeAll(async () => {
  app = Fastify();
  await app.register(searchPlugin, { service: service as unknown as SearchService, keys, prefix: '/1' });
  await app.ready();
});
afterAll(() => app?.close());
beforeEach(() => {
  vi.mocked(sameText).mockClear();
});

const listIndexes = (key: string) =>
  app.inject({
    method: 'GET',
    url: '/1/indexes',
    headers: { 'x-algolia-application-id': keys.appId, 'x-algolia-api-key': key },
  });

describe('search endpoint keys', () => {
  it('compares a wrong key of any length with both keys in constant time', async () => {
    for (const wrong of ['x', 'a-much-longer-secret-admin-kez', `${keys.adminKey}!`]) {
      vi.mocked(sameText).mockClear();
      const answer = await listIndexes(wrong);
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({ message: 'Invalid Application-ID or API key', status: 403 });
      expect(comparisons()).toContainEqual([wrong, keys.adminKey]);
      expect(comparisons()).toContainEqual([wrong, keys.searchKey]);
    }
  });

  it('lets the admin key in, and not the search key, to admin routes', async () => {
    expect((await listIndexes(keys.adminKey)).statusCode).toBe(200);
    expect(comparisons()).toContainEqual([keys.adminKey, keys.adminKey]);
    expect((await listIndexes(keys.searchKey)).statusCode).toBe(403);
  });
});
