import Fastify, { type FastifyInstance } from 'fastify';
import { register } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthPlugin } from '../plugins/health.ts';
import { searchPlugin } from '../plugins/search.ts';
import { startSearchHarness, type SearchHarness } from '../test-support/search-harness.ts';
import { testDatabaseKinds } from '../test-support/test-databases.ts';
import { DEFAULT_SEARCH_RATE_PER_MINUTE, searchRatePerMinute } from './start-search.ts';

// `/1/*` is limited per client address: past the limit a client gets 429 in Algolia's shape with retry-after, while
// another address goes on being answered.

const pglite = testDatabaseKinds.find((kind) => kind.name === 'pglite')!;

let harness: SearchHarness;
let app: FastifyInstance;

beforeAll(async () => {
  harness = await startSearchHarness(pglite, 20);
  app = Fastify();
  await app.register(searchPlugin, {
    service: harness.service,
    keys: harness.keys,
    ratePerMinute: 3,
    prefix: '/1',
  });
  // A route beside the search plugin: the limit is the plugin's alone.
  app.get('/elsewhere', () => ({ ok: true }));
  await app.ready();
}, 60_000);
afterAll(async () => {
  await app?.close();
  await harness?.close();
});

const search = (remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/1/indexes/uk_products/query',
    remoteAddress,
    headers: {
      'x-algolia-application-id': harness.keys.appId,
      'x-algolia-api-key': harness.keys.searchKey,
      'content-type': 'application/json',
    },
    payload: '{"hitsPerPage":1}',
  });

describe('search rate limit', () => {
  it('answers 429 in Algolia’s shape with retry-after past the limit, and keeps answering other addresses', async () => {
    for (let i = 0; i < 3; i++) expect((await search('203.0.113.1')).statusCode).toBe(200);
    const limited = await search('203.0.113.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: expect.stringContaining('Too many requests'), status: 429 });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['access-control-allow-origin']).toBe('*');
    expect((await search('203.0.113.2')).statusCode).toBe(200);
    const elsewhere = await app.inject({ method: 'GET', url: '/elsewhere', remoteAddress: '203.0.113.1' });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('counts every address of one IPv6 /64 as one client, and another /64 apart', async () => {
    for (const host of [':1', ':2', 'abcd::3'])
      expect((await search(`2001:db8:40:1:${host}`)).statusCode).toBe(200);
    expect((await search('2001:db8:40:1::4')).statusCode).toBe(429);
    expect((await search('2001:db8:40:2::1')).statusCode).toBe(200);
  });
});

describe('SEARCH_RATE_PER_MINUTE', () => {
  it('defaults to a shopper-friendly limit, reads a number, and 0 or off turn it off', () => {
    expect(searchRatePerMinute({})).toBe(DEFAULT_SEARCH_RATE_PER_MINUTE);
    expect(searchRatePerMinute({ SEARCH_RATE_PER_MINUTE: '120' })).toBe(120);
    expect(searchRatePerMinute({ SEARCH_RATE_PER_MINUTE: '0' })).toBe(0);
    expect(searchRatePerMinute({ SEARCH_RATE_PER_MINUTE: 'off' })).toBe(0);
    expect(() => searchRatePerMinute({ SEARCH_RATE_PER_MINUTE: 'lots' })).toThrow(/SEARCH_RATE_PER_MINUTE/);
  });
});

describe('search metrics', () => {
  it('times each search a client asks for (not the warm-up), and is ready once its indexes are built', async () => {
    const count = async () => {
      const line = (await register.metrics())
        .split('\n')
        .find((entry) => entry.startsWith('storefront_search_duration_seconds_count{kind="products"} '));
      return Number(line?.split(' ')[1] ?? 0);
    };
    const before = await count();
    expect((await search('198.51.100.9')).statusCode).toBe(200);
    expect(await count()).toBe(before + 1);
    expect(harness.service.isReady()).toBe(true);
  });
});

describe('search readiness', () => {
  it('keeps /readyz at 503 naming search once the search service is closed', async () => {
    const health = Fastify();
    await health.register(healthPlugin, { search: harness.service });
    try {
      expect((await health.inject({ url: '/readyz' })).statusCode).toBe(200);
      await harness.service.close();
      const closed = await health.inject({ url: '/readyz' });
      expect([closed.statusCode, closed.json()]).toEqual([
        503,
        { status: 'unavailable', failing: ['search'] },
      ]);
    } finally {
      await health.close();
    }
  });
});
