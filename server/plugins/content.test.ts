// @vitest-environment node
import { cp, mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestServer, rawGet, type TestServer } from '../test-helper.ts';
import { contentCacheControl } from './content.ts';

let server: TestServer;
beforeEach(async () => {
  server = await buildTestServer();
});
afterEach(async () => {
  await server.close();
});

describe('GET /content/*', () => {
  it('serves a content file with its type and a strong ETag', async () => {
    const res = await server.app.inject({ url: '/content/uk/data/navTree.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers.etag).toMatch(/^"[^"]+"$/);
    expect(res.json().levels[0].key).toBe('women');
  });

  it('answers 304 when If-None-Match carries the current ETag', async () => {
    const first = await server.app.inject({ url: '/content/uk/config.json' });
    const etag = String(first.headers.etag);
    const again = await server.app.inject({
      url: '/content/uk/config.json',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
  });

  it('always revalidates a plain URL and keeps a cache-busted one for 5 minutes', async () => {
    const plain = await server.app.inject({ url: '/content/uk/config.json' });
    expect(plain.headers['cache-control']).toBe('no-cache');
    const busted = await server.app.inject({ url: '/content/uk/config.json?cb=1234' });
    expect(busted.headers['cache-control']).toBe('public, max-age=300');
    const media = await server.app.inject({ url: '/content/media/pixel.svg' });
    expect(media.headers['content-type']).toBe('image/svg+xml');
    expect(media.headers['cache-control']).toBe('public, max-age=3600');
    const metadata = await server.app.inject({ url: '/content/metadata-v2.json?cb=5' });
    expect(metadata.headers['cache-control']).toBe('no-cache');
    expect(contentCacheControl('preview/metadata-v2.json', true)).toBe('no-cache');
  });

  it('serves a file edited on disk changed on the next request, with a new ETag', async () => {
    const url = '/content/uk/data/en/badges.json';
    const before = await server.app.inject({ url });
    await writeFile(
      join(server.contentDir, 'uk/data/en/badges.json'),
      '{"badges":[{"id":"sale","label":"Sale"}]}',
    );
    const after = await server.app.inject({ url, headers: { 'if-none-match': String(before.headers.etag) } });
    expect(after.statusCode).toBe(200);
    expect(after.json().badges[0].id).toBe('sale');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('answers a missing file with the JSON error of the content loader', async () => {
    const res = await server.app.inject({ url: '/content/uk/data/en/splash-modal.json' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      status: 404,
      code: 'CONTENT_NOT_FOUND',
      message: 'No content for uk/data/en/splash-modal.json',
      requestId: res.headers['x-request-id'],
    });
  });

  it.each([
    '/content/%2e%2e/content/uk/config.json',
    '/content/uk/%2E%2E/%2e%2e/etc/passwd',
    '/content/../../etc/passwd',
    '/content/..%2f..%2fetc%2fpasswd',
    '/content/%2fetc%2fpasswd',
    '/content//etc/passwd',
    '/content/uk%5c..%5cconfig.json',
    '/content/uk/config.json%00.json',
    '/content/uk/data',
  ])('refuses %s with a 404 over a real socket', async (path) => {
    const res = await rawGet(server.app, path);
    expect(res.status).toBe(404);
    expect(res.body).not.toContain('siteId');
  });

  it('follows symlinks inside the root only, and serves only known file types', async () => {
    const outside = join(server.contentDir, '..', 'secret.json');
    await writeFile(outside, '{"secret":true}');
    await symlink(outside, join(server.contentDir, 'uk/secret.json'));
    expect((await server.app.inject({ url: '/content/uk/secret.json' })).statusCode).toBe(404);
    await symlink(join(server.contentDir, 'uk/config.json'), join(server.contentDir, 'uk/alias.json'));
    expect((await server.app.inject({ url: '/content/uk/alias.json' })).json().siteId).toBe('uk');
    await writeFile(join(server.contentDir, 'uk/notes.md'), '# private');
    expect((await server.app.inject({ url: '/content/uk/notes.md' })).statusCode).toBe(404);
  });

  it('answers a byte range for video players', async () => {
    const res = await server.app.inject({ url: '/content/media/pixel.svg', headers: { range: 'bytes=0-3' } });
    expect(res.statusCode).toBe(206);
    expect(res.body).toBe('<svg');
    expect(res.headers['content-range']).toMatch(/^bytes 0-3\/\d+$/);
  });
});

describe('GET /content/sites.json', () => {
  it('lists the site folders and picks up a new one without a restart', async () => {
    const before = await server.app.inject({ url: '/content/sites.json' });
    expect(before.json()).toEqual([
      {
        siteId: 'uk',
        name: 'United Kingdom',
        country: 'GB',
        countryFolder: 'uk',
        languages: ['en'],
        defaultLanguage: 'en',
        currency: 'GBP',
        locales: { en: 'en-GB' },
      },
    ]);
    expect(before.headers['cache-control']).toBe('no-cache');

    // A whole site folder (one opens only once all of it passes its checks), with its own config.
    await cp(join(server.contentDir, 'uk'), join(server.contentDir, 'jp'), { recursive: true });
    const uk = JSON.parse(await readFile(join(server.contentDir, 'uk/config.json'), 'utf8')) as object;
    const jp = { siteId: 'jp', name: 'Japan', country: 'JP', countryFolder: '', currency: 'JPY' };
    await writeFile(join(server.contentDir, 'jp/config.json'), JSON.stringify({ ...uk, ...jp }));
    await mkdir(join(server.contentDir, 'broken'));
    await writeFile(join(server.contentDir, 'broken/config.json'), '{ not json');

    const after = await server.app.inject({ url: '/content/sites.json' });
    expect(after.json().map((site: { siteId: string }) => site.siteId)).toEqual(['jp', 'uk']);
  });
});
