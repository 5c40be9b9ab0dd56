// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { fixturesDir } from '../test-helper.ts';
import { demoContentDir } from '../test-support/commerce-harness.ts';
import { startSearchHarness, type SearchHarness } from '../test-support/search-harness.ts';
import { testDatabaseKinds } from '../test-support/test-databases.ts';
import { readDeploymentSettings } from './deployment-settings.ts';

// A server-rendered listing searches the server's own endpoint in process. Those searches count against the visitor
// the page is rendered for: a flood of page loads from one client uses up that client's budget only, never the
// server's own address that every visitor's page would share. The limits are counted in memory, so one database
// kind is enough here.

const pglite = testDatabaseKinds.find((kind) => kind.name === 'pglite')!;
const SEARCHES_PER_MINUTE = 4;

let harness: SearchHarness;
let app: FastifyInstance | undefined;

beforeAll(async () => {
  harness = await startSearchHarness(pglite, 20);
}, 60_000);
afterEach(async () => {
  await app?.close();
  app = undefined;
});
afterAll(() => harness?.close());

/**
 * A fresh shop (a fresh budget) with server rendering and the search endpoint limited to a few searches a minute. No
 * page is kept between loads, so each load renders and searches: a kept page costs no search and counts against no
 * one (page-cache-shop.test.ts).
 */
async function shop(env: NodeJS.ProcessEnv = {}): Promise<FastifyInstance> {
  app = await buildApp({
    pageCacheBytes: 0,
    contentDir: demoContentDir,
    distDir: join(fixturesDir, 'dist'),
    serverRenderDir: join(fixturesDir, 'dist-ssr'),
    deployment: readDeploymentSettings(env),
    search: { service: harness.service, keys: harness.keys, ratePerMinute: SEARCHES_PER_MINUTE },
  });
  return app;
}

/** A listing page (one search in its render) loaded from `remoteAddress`. */
const listingPage = (shopApp: FastifyInstance, remoteAddress: string, headers: Record<string, string> = {}) =>
  shopApp.inject({ method: 'GET', url: '/uk/en/listing-probe', remoteAddress, headers });

const search = (shopApp: FastifyInstance, remoteAddress: string) =>
  shopApp.inject({
    method: 'POST',
    url: '/1/indexes/uk_products/query',
    remoteAddress,
    headers: { 'x-algolia-application-id': harness.keys.appId, 'x-algolia-api-key': harness.keys.searchKey },
    payload: '{"hitsPerPage":1}',
  });

const PRODUCTS = /<main>Listing [1-9]\d* products<\/main>/;

/**
 * Loads `count` listing pages one after another from the given addresses (cycled), sorted by status. One after another:
 * the rate-limit plugin's in-memory store hands every request of a same-tick burst the same counter object, so a
 * concurrent burst past the limit would be refused whole, which is not what these tests are about.
 */
async function flood(shopApp: FastifyInstance, addresses: string[], count: number) {
  const pages = [];
  for (let index = 0; index < count; index++)
    pages.push(await listingPage(shopApp, addresses[index % addresses.length]!));
  return {
    rendered: pages.filter((page) => page.statusCode === 200),
    refused: pages.filter((page) => page.statusCode === 429),
  };
}

describe('server-rendered pages and the search limit', () => {
  it('a flood of page loads from one address uses up that address only, never the server’s own', async () => {
    const shopApp = await shop();
    const { rendered, refused } = await flood(shopApp, ['203.0.113.1'], SEARCHES_PER_MINUTE + 3);
    expect(rendered).toHaveLength(SEARCHES_PER_MINUTE);
    for (const page of rendered) expect(page.body).toMatch(PRODUCTS);
    expect(refused).toHaveLength(3);
    // Past the limit: 429 with the wait, and the page that renders in the browser, never an empty listing.
    for (const page of refused) {
      expect(Number(page.headers['retry-after'])).toBeGreaterThan(0);
      expect(page.body).toContain('<div id="root"></div>');
      expect(page.body).not.toContain('Listing');
    }
    // Every other visitor's page still lists products, however many load at once, and the server's own address was
    // never counted.
    const others = await Promise.all(
      Array.from({ length: 2 * SEARCHES_PER_MINUTE }, (_, index) =>
        listingPage(shopApp, `198.51.100.${index + 2}`),
      ),
    );
    for (const page of others) {
      expect(page.statusCode).toBe(200);
      expect(page.body).toMatch(PRODUCTS);
    }
    expect((await search(shopApp, '127.0.0.1')).statusCode).toBe(200);
  });

  it('counts the addresses of one IPv6 /64 as one visitor, and another /64 apart', async () => {
    const shopApp = await shop();
    const sameNetwork = ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:abcd::9'];
    const { rendered, refused } = await flood(shopApp, sameNetwork, SEARCHES_PER_MINUTE + 2);
    expect(rendered).toHaveLength(SEARCHES_PER_MINUTE);
    expect(refused).toHaveLength(2);
    expect((await listingPage(shopApp, '2001:db8:1:2::77')).statusCode).toBe(429);
    const neighbour = await listingPage(shopApp, '2001:db8:1:3::1');
    expect(neighbour.statusCode).toBe(200);
    expect(neighbour.body).toMatch(PRODUCTS);
  });

  it('a client cannot name another visitor with forwarding headers the shop does not trust', async () => {
    const shopApp = await shop();
    // Each load claims to be forwarded for someone else: all of them count against the address that sent them.
    const statuses = [];
    for (let index = 0; index <= SEARCHES_PER_MINUTE; index++) {
      const named = `198.51.100.${index + 10}`;
      const page = await listingPage(shopApp, '203.0.113.5', {
        'x-forwarded-for': named,
        forwarded: `for=${named}`,
        'x-real-ip': named,
      });
      statuses.push(page.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(SEARCHES_PER_MINUTE).fill(200), 429]);
    // The addresses it named were never charged.
    expect((await listingPage(shopApp, '198.51.100.10')).body).toMatch(PRODUCTS);
  });

  it('behind a trusted proxy, counts each page against the visitor the proxy names', async () => {
    const shopApp = await shop({ TRUST_PROXY: '10.0.0.1' });
    const viaProxy = (visitor: string) => listingPage(shopApp, '10.0.0.1', { 'x-forwarded-for': visitor });
    for (let i = 0; i < SEARCHES_PER_MINUTE; i++)
      expect((await viaProxy('203.0.113.9')).statusCode).toBe(200);
    expect((await viaProxy('203.0.113.9')).statusCode).toBe(429);
    const other = await viaProxy('198.51.100.3');
    expect(other.statusCode).toBe(200);
    expect(other.body).toMatch(PRODUCTS);
  });
});
