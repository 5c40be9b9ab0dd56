// @vitest-environment node
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestServer, type TestServer } from '../test-helper.ts';
import { PRIVATE_PAGE_CACHE_CONTROL, SHARED_PAGE_CACHE_CONTROL } from './page-caching.ts';

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
    const configFile = join(server.contentDir, 'uk', 'config.json');
    const config = JSON.parse(await readFile(configFile, 'utf8'));
    await writeFile(
      configFile,
      JSON.stringify({
        ...config,
        siteGate: { credentials: [{ username: 'aaaaaaaa', password: 'bbbbbbbb' }] },
      }),
    );
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
});
