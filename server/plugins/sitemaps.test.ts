import { readFile, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestServer, copyLanguageFiles, type TestServer } from '../test-helper.ts';
import { setSiteGate, TEST_SITE_GATE } from '../test-support/site-gate-fixture.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Give the fixture site a second language and a hidden category, as a content editor would. */
async function addArabic(contentDir: string): Promise<void> {
  // The Arabic files first (a config naming a language with no files would be refused), then the config.
  await copyLanguageFiles(join(contentDir, 'uk'), 'en', 'ar');
  const configFile = join(contentDir, 'uk', 'config.json');
  const config = JSON.parse(await readFile(configFile, 'utf8'));
  await writeFile(
    configFile,
    JSON.stringify({ ...config, languages: ['en', 'ar'], locales: { en: 'en-GB', ar: 'ar-GB' } }),
  );
}

describe('robots.txt and sitemaps', () => {
  it('robots.txt names the sitemap index at the host asked for and keeps crawlers off the API', async () => {
    server = await buildTestServer();
    const res = await server.app.inject({ url: '/robots.txt', headers: { host: 'shop.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('Sitemap: http://shop.example/sitemap.xml');
    expect(res.body).toContain('Disallow: /api/');
  });

  it('the index lists one sitemap per site language', async () => {
    server = await buildTestServer();
    await addArabic(server.contentDir);
    const res = await server.app.inject({ url: '/sitemap.xml', headers: { host: 'shop.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toContain('<loc>http://shop.example/sitemaps/uk-en-1.xml</loc>');
    expect(res.body).toContain('<loc>http://shop.example/sitemaps/uk-ar-1.xml</loc>');
  });

  it('a site language sitemap lists home, content pages and categories with hreflang alternates', async () => {
    server = await buildTestServer();
    await addArabic(server.contentDir);
    const res = await server.app.inject({ url: '/sitemaps/uk-ar-1.xml', headers: { host: 'shop.example' } });
    expect(res.statusCode).toBe(200);
    for (const path of ['', '/women/summer', '/women', '/women/dresses']) {
      expect(res.body).toContain(`<loc>http://shop.example/uk/ar${path}</loc>`);
    }
    expect(res.body).toContain(
      '<xhtml:link rel="alternate" hreflang="en-GB" href="http://shop.example/uk/en/women/dresses"/>',
    );
    expect(res.body).toContain('hreflang="x-default" href="http://shop.example/uk/en/women/summer"');
  });

  it('dates each content page by when its page file last changed, and nothing it has no date for', async () => {
    server = await buildTestServer();
    const pushed = new Date('2026-03-04T05:06:07.000Z');
    await utimes(join(server.contentDir, 'uk', 'data', 'en', 'pages', 'summer.json'), pushed, pushed);
    const res = await server.app.inject({ url: '/sitemaps/uk-en-1.xml', headers: { host: 'shop.example' } });
    expect(res.body).toContain(
      '<url><loc>http://shop.example/uk/en/women/summer</loc><lastmod>2026-03-04T05:06:07.000Z</lastmod></url>',
    );
    expect(res.body).toMatch(
      /<url><loc>http:\/\/shop.example\/uk\/en<\/loc><lastmod>[^<]+<\/lastmod><\/url>/,
    );
    expect(res.body).toContain('<url><loc>http://shop.example/uk/en/women</loc></url>');
  });

  it('answers 404 for a language or part the site does not have, and leaves gated sites out', async () => {
    server = await buildTestServer();
    expect((await server.app.inject({ url: '/sitemaps/uk-fr-1.xml' })).statusCode).toBe(404);
    expect((await server.app.inject({ url: '/sitemaps/uk-en-2.xml' })).statusCode).toBe(404);
    await setSiteGate(server.contentDir, 'uk', TEST_SITE_GATE);
    expect((await server.app.inject({ url: '/sitemaps/uk-en-1.xml' })).statusCode).toBe(404);
    expect((await server.app.inject({ url: '/sitemap.xml' })).body).not.toContain('uk-en');
  });

  it('carries an ETag, answers 304 to If-None-Match and may be cached by a CDN', async () => {
    server = await buildTestServer();
    const first = await server.app.inject({ url: '/sitemaps/uk-en-1.xml' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"/);
    expect(first.headers['cache-control']).toMatch(/^public, .*stale-while-revalidate=/);
    const again = await server.app.inject({
      url: '/sitemaps/uk-en-1.xml',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});
