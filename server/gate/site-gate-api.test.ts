// @vitest-environment node
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_HEADER, SUBFOLDER_HEADER } from '../../schemas/api/conventions.ts';
import { hashGateCredentials } from '../../shared/site-gate.ts';
import { seedCatalogue } from '../catalogue/seed.ts';
import { startSearch } from '../search/index.ts';
import {
  BASIC_AUTHORIZATION,
  demoContentDir,
  SITE_TAG,
  startCommerce,
  type CommerceHarness,
} from '../test-support/commerce-harness.ts';
import { testDatabaseKinds } from '../test-support/test-databases.ts';
import { gateCookieName, GATE_PASS_LIFETIME_MS, signGatePass } from './gate-pass.ts';
import { buildApp } from '../app.ts';
import { fixturesDir } from '../test-helper.ts';

// The commerce API and the search endpoint of a locked site answer only callers holding its pass.

const pglite = testDatabaseKinds.find((kind) => kind.name === 'pglite')!;
let contentDir: string;
let harness: CommerceHarness;

beforeAll(async () => {
  contentDir = await mkdtemp(join(tmpdir(), 'storefront-gate-'));
  await cp(demoContentDir, contentDir, { recursive: true });
  const file = join(contentDir, 'uk/config.json');
  const config = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  const pair = await hashGateCredentials('preview', 'Winter-2026');
  await writeFile(file, JSON.stringify({ ...config, siteGate: { credentials: [pair] } }));
  harness = await startCommerce(pglite, { contentDir });
}, 60_000);
afterAll(async () => {
  await harness?.close();
  await rm(contentDir, { recursive: true, force: true });
});

/** The catalogue the search tests read, seeded by the first of them. */
let seeded: Promise<unknown> | undefined;
const seedOnce = () => (seeded ??= seedCatalogue(harness.db, { contentDir, products: 20, seed: 7 }));

const pass = (siteId: string) =>
  `${gateCookieName(siteId)}=${signGatePass(siteId, Date.now() + GATE_PASS_LIFETIME_MS, harness.context.secrets.gate)}`;

describe('site gate: the commerce API of a locked site', () => {
  /** A new anonymous session of uk, created with `headers` (a pass cookie or none). */
  const createUkSession = (headers: Record<string, string>) =>
    harness.app.inject({
      method: 'POST',
      url: `/api/basic-session?siteTag=${SITE_TAG}`,
      headers: { authorization: BASIC_AUTHORIZATION, ...headers },
      payload: { language: 'en', sitePublicId: 'maison-nord-uk' },
    });

  it('refuses calls naming the site by its folder without a pass, and answers them with one', async () => {
    // A session of the open us site, calling for uk by the subfolder header.
    const shopper = harness.shopper({ sitePublicId: 'maison-nord-us' });
    const locked = await shopper.call('GET', '/api/filters/s/ALL', undefined, { [SUBFOLDER_HEADER]: 'uk' });
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({ status: 403, code: 'UNAUTHORIZED' });
    const open = await shopper.call('GET', '/api/filters/s/ALL', undefined, {
      [SUBFOLDER_HEADER]: 'uk',
      cookie: pass('uk'),
    });
    expect(open.statusCode).toBe(200);
    const otherSite = await shopper.call('GET', '/api/filters/s/ALL', undefined, {
      [SUBFOLDER_HEADER]: 'uk',
      cookie: pass('us'),
    });
    expect(otherSite.statusCode).toBe(403);
    expect((await shopper.call('GET', '/api/cart', undefined, { [SUBFOLDER_HEADER]: 'us' })).statusCode).toBe(
      200,
    );
  });

  it('leaves the health check open while a site is locked, and says when the database stops answering', async () => {
    const healthy = await harness.app.inject({ url: '/healthz' });
    expect(healthy.statusCode).toBe(200);
    expect(healthy.json()).toEqual({ status: 'ok' });
    const query = harness.db.query.bind(harness.db);
    harness.db.query = () => Promise.reject(new Error('connection refused'));
    try {
      const down = await harness.app.inject({ url: '/healthz' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ status: 'unavailable' });
    } finally {
      harness.db.query = query;
    }
  });

  it('refuses a new session of the site without a pass', async () => {
    const refused = await createUkSession({});
    expect(refused.statusCode).toBe(403);
    expect(refused.headers[SESSION_HEADER]).toBeUndefined();
    expect((await createUkSession({ cookie: pass('uk') })).statusCode).toBe(200);
  });

  it('refuses calls carrying a session of the site without a pass', async () => {
    const cookie = pass('uk');
    const created = await createUkSession({ cookie });
    const shopper = harness.shopper({ sitePublicId: 'maison-nord-uk' });
    shopper.sessionId = String(created.headers[SESSION_HEADER]);
    expect((await shopper.call('GET', '/api/cart')).statusCode).toBe(403);
    expect((await shopper.call('GET', '/api/cart', undefined, { cookie })).statusCode).toBe(200);
  });
});

describe('site gate: a page the server renders from the API of a locked site', () => {
  it("carries the visitor's pass to the server's own API calls, and only that cookie", async () => {
    const app = await buildApp({
      contentDir,
      distDir: join(fixturesDir, 'dist'),
      serverRenderDir: join(fixturesDir, 'dist-ssr'),
      commerce: harness.context,
    });
    try {
      const page = await app.inject({
        url: '/uk/en/api-probe',
        headers: { cookie: `shopping_session=not-a-session; ${pass('uk')}` },
      });
      expect(page.body).toContain('<main>API 200</main>');
    } finally {
      await app.close();
    }
  });
});

describe('site gate: the search indices of a locked site', () => {
  it("refuses a search of the site's indices in Algolia's error shape, and answers one with a pass", async () => {
    await seedOnce();
    const search = await startSearch(
      harness.db,
      harness.context.sites,
      { syncMs: 0, suggestionsMs: 0 },
      {
        SEARCH_ADMIN_KEY: 'admin-test-key',
      },
    );
    const app = await buildApp({
      contentDir,
      distDir: join(fixturesDir, 'dist'),
      commerce: harness.context,
      search,
    });
    try {
      const headers = {
        'x-algolia-application-id': search.keys.appId,
        'x-algolia-api-key': search.keys.searchKey,
        'content-type': 'application/json',
      };
      const query = (url: string, payload: object, cookie?: string) =>
        app.inject({ method: 'POST', url, headers: { ...headers, ...(cookie ? { cookie } : {}) }, payload });
      const single = await query('/1/indexes/uk_products/query', { query: '' });
      expect(single.statusCode).toBe(403);
      expect(single.json()).toEqual({ message: expect.any(String), status: 403 });
      const multi = await query('/1/indexes/*/queries', {
        requests: [{ indexName: 'us_products' }, { indexName: 'uk_products_query_suggestions' }],
      });
      expect(multi.statusCode).toBe(403);
      expect((await query('/1/indexes/us_products/query', { query: '' })).statusCode).toBe(200);
      expect((await query('/1/indexes/uk_products/query', { query: '' }, pass('uk'))).statusCode).toBe(200);
      // The operator's rule editing (admin key) is not a shopper's read.
      const rule = await app.inject({
        url: '/1/indexes/uk_products/rules/no-such-rule',
        headers: { ...headers, 'x-algolia-api-key': 'admin-test-key' },
      });
      expect(rule.statusCode).not.toBe(403);
    } finally {
      await app.close();
      await search.service.close();
    }
  }, 60_000);
});

describe('site gate: a listing the server renders from the search of a locked site', () => {
  it("searches in process with the visitor's pass and the client's key, on search paths only", async () => {
    await seedOnce();
    const search = await startSearch(harness.db, harness.context.sites, { syncMs: 0, suggestionsMs: 0 }, {});
    const app = await buildApp({
      contentDir,
      distDir: join(fixturesDir, 'dist'),
      serverRenderDir: join(fixturesDir, 'dist-ssr'),
      commerce: harness.context,
      search,
    });
    try {
      const page = await app.inject({ url: '/uk/en/search-probe', headers: { cookie: pass('uk') } });
      // The public key with the pass is answered; a wrong key is refused as from any client; /api is not search.
      expect(page.body).toContain('<main>Search 200 403 404</main>');
    } finally {
      await app.close();
      await search.service.close();
    }
  }, 60_000);
});
