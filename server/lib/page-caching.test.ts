// @vitest-environment node
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestServer, type TestServer } from '../test-helper.ts';
import { SESSION_COOKIE } from '../../schemas/api/conventions.ts';
import {
  pageEtag,
  PERSONAL_CACHE_CONTROL,
  PRIVATE_PAGE_CACHE_CONTROL,
  SHARED_PAGE_CACHE_CONTROL,
} from './page-caching.ts';
import { setSiteGate, TEST_SITE_GATE } from '../test-support/site-gate-fixture.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('page ETags and caching', () => {
  for (const serverRender of [false, true]) {
    it(`gives an unchanged page the same ETag on every load and answers 304 (server render: ${serverRender})`, async () => {
      server = await buildTestServer({ serverRender });
      const first = await server.app.inject({ url: '/uk/en' });
      expect(first.statusCode).toBe(200);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);
      await new Promise((resolve) => setTimeout(resolve, 5));
      const second = await server.app.inject({ url: '/uk/en' });
      expect(second.headers.etag).toBe(etag);
      const revalidated = await server.app.inject({ url: '/uk/en', headers: { 'if-none-match': etag } });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.body).toBe('');
    });
  }

  it('tags two renders differing only in how long their searches took alike, so any server answers 304', () => {
    // A search answer as a page carries it: a JSON string inside the page's JSON script.
    const answer = (ms: number) => JSON.stringify({ hits: [], processingTimeMS: ms, index: 'uk_products' });
    const page = (ms: number) => `<script>${JSON.stringify({ search: answer(ms) })}</script><p>cb-1</p>`;
    expect(pageEtag(page(6), 'cb-1')).toBe(pageEtag(page(8), 'cb-1'));
    expect(pageEtag(page(6), 'cb-1')).not.toBe(
      pageEtag(page(6).replace('uk_products', 'us_products'), 'cb-1'),
    );
  });

  it('changes the ETag when the page changes', async () => {
    server = await buildTestServer();
    const before = String((await server.app.inject({ url: '/uk/en' })).headers.etag);
    const index = join(server.distDir, 'index.html');
    await writeFile(index, (await readFile(index, 'utf8')).replace('</body>', '<p>new build</p></body>'));
    const after = await server.app.inject({ url: '/uk/en', headers: { 'if-none-match': before } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
  });

  it('lets a CDN keep an anonymous page briefly, and keeps a page shaped by cookies private', async () => {
    server = await buildTestServer();
    const anonymous = await server.app.inject({ url: '/uk/en' });
    expect(anonymous.headers['cache-control']).toBe(SHARED_PAGE_CACHE_CONTROL);
    expect(SHARED_PAGE_CACHE_CONTROL).toContain('stale-while-revalidate=');
    expect(String(anonymous.headers.vary)).toMatch(/cookie/i);
    const withCookie = await server.app.inject({ url: '/uk/en', headers: { cookie: 'splash-seen=x' } });
    expect(withCookie.headers['cache-control']).toBe(PRIVATE_PAGE_CACHE_CONTROL);
  });

  it('never lets a shared cache keep a gated site, an error page or the update check', async () => {
    server = await buildTestServer();
    await setSiteGate(server.contentDir, 'uk', TEST_SITE_GATE);
    expect((await server.app.inject({ url: '/uk/en' })).headers['cache-control']).toBe(
      PRIVATE_PAGE_CACHE_CONTROL,
    );
    const missing = await server.app.inject({ url: '/nowhere/en' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-cache');
    expect(missing.headers.etag).toBeUndefined();
    const update = await server.app.inject({ url: '/uk/en?checkForUpdate=1' });
    expect(update.headers['cache-control']).toBe('no-store');
  });

  it("never keeps or validates a shopper's own page, and tells search engines to leave it out", async () => {
    server = await buildTestServer();
    const listing = await server.app.inject({ url: '/uk/en' });
    expect(listing.headers['x-robots-tag']).toBeUndefined();
    for (const path of ['/account', '/checkout/basket', '/orders/order-status', '/my-favorites']) {
      const page = await server.app.inject({ url: `/uk/en${path}` });
      expect(page.headers['cache-control'], path).toBe(PERSONAL_CACHE_CONTROL);
      expect(page.headers.etag, path).toBeUndefined();
      expect(page.headers['x-robots-tag'], path).toBe('noindex');
    }
    // Search results are the same for everyone: cached as any listing, but not indexed.
    const search = await server.app.inject({ url: '/uk/en/search?q=coat' });
    expect(search.headers['cache-control']).toBe(SHARED_PAGE_CACHE_CONTROL);
    expect(search.headers['x-robots-tag']).toBe('noindex');
  });

  it('keeps a page for a visitor in a shopping session out of every cache, with no 304 for any tag', async () => {
    server = await buildTestServer();
    const anonymousTag = String((await server.app.inject({ url: '/uk/en' })).headers.etag);
    const inSession = await server.app.inject({
      url: '/uk/en',
      headers: { cookie: `${SESSION_COOKIE}=abc.def`, 'if-none-match': anonymousTag },
    });
    expect(inSession.statusCode).toBe(200);
    expect(inSession.headers['cache-control']).toBe(PERSONAL_CACHE_CONTROL);
    expect(inSession.headers.etag).toBeUndefined();
    expect(String(inSession.headers.vary)).toMatch(/cookie/i);
  });
});
