// @vitest-environment node
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { addSiteFolder, buildTestServer, type TestServer } from '../test-helper.ts';
import { setSiteGate, TEST_SITE_GATE } from '../test-support/site-gate-fixture.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const sitesIndexOf = (html: string): unknown => {
  const json = /<script id="sites-index" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
};

describe('storefront shell', () => {
  it('answers any page with index.html, the sites index and the build date injected', async () => {
    server = await buildTestServer({ buildDate: '2025-05-01T10:00:00.000Z' });
    const res = await server.app.inject({ url: '/uk/en/women/dresses' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(res.body).toContain('<meta name="build-date" content="2025-05-01T10:00:00.000Z">');
    expect(res.body).not.toContain('<!--sites-index-->');
    expect(sitesIndexOf(res.body)).toEqual([expect.objectContaining({ siteId: 'uk', countryFolder: 'uk' })]);
  });

  it('escapes < in the injected JSON and shows a new site folder on the next load', async () => {
    server = await buildTestServer();
    const us = {
      siteId: 'us',
      name: '</script><b>US',
      country: 'US',
      countryFolder: 'us',
      languages: ['en'],
    };
    await addSiteFolder(server.contentDir, { ...us, defaultLanguage: 'en', currency: 'USD' });
    const res = await server.app.inject({ url: '/us/en' });
    expect(res.body).toContain('\\u003c/script>\\u003cb>US');
    expect(sitesIndexOf(res.body)).toEqual([
      expect.objectContaining({ siteId: 'uk' }),
      expect.objectContaining({ siteId: 'us', name: '</script><b>US' }),
    ]);
  });

  it('uses the mtime of dist/index.html as the build date by default', async () => {
    server = await buildTestServer();
    const res = await server.app.inject({ url: '/uk/en' });
    expect(res.body).toMatch(/<meta name="build-date" content="\d{4}-\d\d-\d\dT[\d:.]+Z">/);
  });

  it('answers the newer-build check (`?checkForUpdate=`) with the same page, never stored', async () => {
    server = await buildTestServer({ buildDate: '2025-05-01T10:00:00.000Z' });
    for (const url of ['/uk/?checkForUpdate=0.123', '/?checkForUpdate=42']) {
      const res = await server.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain('content="2025-05-01T10:00:00.000Z"');
    }
  });

  it('sends security headers with the page', async () => {
    server = await buildTestServer();
    const res = await server.app.inject({ url: '/uk/en' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });

  it('answers 503 with the build command while dist/ is missing', async () => {
    server = await buildTestServer({ withDist: false });
    const res = await server.app.inject({ url: '/uk/en' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toContain('npm run build');
  });
});

describe('site gate', () => {
  const gate = TEST_SITE_GATE;
  const htmlTagOf = (html: string): string | undefined => /<html[^>]*>/.exec(html)?.[0];

  /** Lock uk (or open it again with `siteGate: undefined`) and add an open us site, as an operator edits on disk. */
  async function configure(contentDir: string, siteGate: unknown): Promise<void> {
    await setSiteGate(contentDir, 'uk', siteGate);
    const us = { siteId: 'us', name: 'US', country: 'US', countryFolder: 'us', languages: ['en'] };
    if (!existsSync(join(contentDir, 'us')))
      await addSiteFolder(contentDir, { ...us, defaultLanguage: 'en', currency: 'USD', siteGate: undefined });
  }

  it('marks <html> of a gated site only, with the flag but never the hashes in the sites index', async () => {
    server = await buildTestServer();
    await configure(server.contentDir, gate);
    const uk = await server.app.inject({ url: '/uk/en/women?x=1' });
    expect(htmlTagOf(uk.body)).toBe('<html lang="en" data-site-gate>');
    expect(sitesIndexOf(uk.body)).toEqual([
      expect.objectContaining({ siteId: 'uk', gated: true }),
      expect.not.objectContaining({ gated: expect.anything() }),
    ]);
    expect(uk.body).not.toContain('06e55b63');
    const us = await server.app.inject({ url: '/us/en' });
    expect(us.body).not.toContain('data-site-gate');
    expect(htmlTagOf(us.body)).toBe('<html lang="en">');
  });

  it('renders nothing of a locked page, and renders it again as soon as the operator empties the list', async () => {
    server = await buildTestServer({ serverRender: true });
    await configure(server.contentDir, gate);
    const locked = await server.app.inject({ url: '/uk/en' });
    expect(locked.body).not.toContain('Rendered');
    expect(htmlTagOf(locked.body)).toBe('<html lang="en" data-site-gate>');
    await configure(server.contentDir, { credentials: [] });
    const open = await server.app.inject({ url: '/uk/en' });
    expect(open.body).toContain('<main>Rendered /uk/en</main>');
    expect(open.body).not.toContain('data-site-gate');
    await configure(server.contentDir, undefined);
    expect((await server.app.inject({ url: '/uk/en' })).body).not.toContain('data-site-gate');
  });
});

describe('redirects', () => {
  it('sends / to the default site of metadata-v2.json, keeping the query', async () => {
    server = await buildTestServer();
    const res = await server.app.inject({ url: '/?utm_source=mail' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/uk/en?utm_source=mail');
  });

  it('uses /{language}-{country} for a site without a country folder, and the first site without metadata', async () => {
    server = await buildTestServer();
    await rm(join(server.contentDir, 'metadata-v2.json'));
    const ae = { siteId: 'ae', name: 'UAE', country: 'AE', countryFolder: '', languages: ['ar', 'en'] };
    await addSiteFolder(server.contentDir, { ...ae, defaultLanguage: 'ar', currency: 'AED' });
    const res = await server.app.inject({ url: '/' });
    expect(res.headers.location).toBe('/ar-ae');
  });

  it('drops index.html with a 301, keeping the query, and never to another host', async () => {
    server = await buildTestServer();
    const root = await server.app.inject({ url: '/index.html?x=1' });
    expect(root.statusCode).toBe(301);
    expect(root.headers.location).toBe('/?x=1');
    const nested = await server.app.inject({ url: '/uk/en/index.html?cb=2' });
    expect(nested.headers.location).toBe('/uk/en/?cb=2');
    const sneaky = await server.app.inject({ url: '//evil.example/index.html' });
    expect(sneaky.headers.location).toBe('/evil.example/');
  });
});

describe('built files', () => {
  it('serves hashed assets for a year, and a 404 for a missing one', async () => {
    server = await buildTestServer();
    const res = await server.app.inject({ url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
    const missing = await server.app.inject({ url: '/assets/gone-123.js' });
    expect(missing.statusCode).toBe(404);
  });

  it("sends the build's precompressed copy of an asset as it is", async () => {
    server = await buildTestServer();
    const script = `console.log(${JSON.stringify('precompressed '.repeat(300))});`;
    await writeFile(join(server.distDir, 'assets', 'big-abc123.js'), script);
    // A copy the server could not produce itself, so only sending the file as it is passes.
    const marked = `${script}// from the build`;
    await writeFile(join(server.distDir, 'assets', 'big-abc123.js.br'), brotliCompressSync(marked));
    const res = await server.app.inject({
      url: '/assets/big-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(marked);
  });

  it('serves files of Vite public/ and 404s a missing file instead of the shell', async () => {
    server = await buildTestServer();
    const icon = await server.app.inject({ url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    // Not hashed, so never immutable: a new build's file must reach returning browsers.
    expect(icon.headers['cache-control']).toBe('no-cache');
    expect((await server.app.inject({ url: '/humans.txt' })).statusCode).toBe(404);
  });

  it('compresses the page with brotli or gzip', async () => {
    server = await buildTestServer();
    await writeFile(
      join(server.distDir, 'index.html'),
      `<html><head></head><body>${'<p>x</p>'.repeat(500)}</body></html>`,
    );
    const br = await server.app.inject({ url: '/uk/en', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    const gzip = await server.app.inject({ url: '/uk/en', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });
});

describe('third-party scripts and the page CSP', () => {
  it('allows the origins of the site’s enabled https scripts, read from disk on each page', async () => {
    const test = (server = await buildTestServer());
    const cspOf = async (url: string) =>
      String((await test.app.inject({ url })).headers['content-security-policy']);
    expect(await cspOf('/uk/en')).toContain("script-src 'self';");
    await mkdir(join(test.contentDir, 'uk/data/scripts'), { recursive: true });
    await writeFile(
      join(test.contentDir, 'uk/data/scripts/scripts.json'),
      JSON.stringify({
        scripts: [
          { id: 'reviews', src: 'https://widget.reviews.example/v2/r.js', enabled: true, kind: 'reviews' },
          { id: 'off', src: 'https://off.example/o.js', enabled: false },
          { id: 'local', src: '/content/media/scripts/noop.js', enabled: true },
        ],
      }),
    );
    const csp = await cspOf('/uk/en');
    expect(csp).toContain("script-src 'self' https://widget.reviews.example;");
    expect(csp).not.toContain('off.example');
    expect(await cspOf('/nowhere')).toContain("script-src 'self';");
  });
});
