// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestServer, type TestServer } from '../test-helper.ts';
import { readBuildManifest } from './build-manifest.ts';
import { contentPreloads } from './content-preloads.ts';
import { readSitesIndex } from './sites-index.ts';

let server: TestServer;
beforeEach(async () => {
  server = await buildTestServer();
});
afterEach(() => server.close());

const links = (html: string, rel: string) =>
  [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]*href="([^"]+)"`, 'g'))].map((match) => match[1]!);

describe('content preloads in the page', () => {
  it('lets a homepage fetch its content, hero picture and chunks while the JavaScript downloads', async () => {
    const response = await server.app.inject({ url: '/uk/en' });
    const cb = /<meta name="content-cb" content="([^"]+)">/.exec(response.body)?.[1];
    expect(cb).toBeTruthy();
    const preloads = links(response.body, 'preload');
    expect(preloads).toContain(`/content/uk/data/navTree.json?cb=${cb}`);
    expect(preloads).toContain(`/content/uk/language/en.json?cb=${cb}`);
    expect(preloads).toContain(`/content/uk/data/en/pages/home.json?cb=${cb}`);
    expect(preloads).toContain('/content/media/pixel.svg');
    expect(preloads).toContain('/assets/block-components-b1.css');
    const modules = links(response.body, 'modulepreload');
    // Validators, the blocks' chunk and the shared chunk it imports; not the entry's own imports (in the built HTML),
    // nor chunks of other pages.
    expect(modules).toEqual(
      expect.arrayContaining([
        '/assets/first-load-v1.js',
        '/assets/block-components-b1.js',
        '/assets/picture-p1.js',
      ]),
    );
    expect(modules).not.toContain('/assets/mobx-m1.js');
    expect(modules).not.toContain('/assets/listing-l1.js');
  });

  it('preloads no validators for a server-rendered page, whose content the server checked', async () => {
    const sites = await readSitesIndex(server.contentDir);
    const manifest = await readBuildManifest(server.distDir);
    const rendered = await contentPreloads(server.contentDir, sites, '/uk/en', 'cb', {
      manifest,
      fetchContent: false,
    });
    expect(links(rendered, 'modulepreload')).toContain('/assets/block-components-b1.js');
    expect(links(rendered, 'modulepreload')).not.toContain('/assets/first-load-v1.js');
    expect(links(rendered, 'preload').some((href) => href.includes('/content/uk/'))).toBe(false);
  });

  it('preloads only the shell files elsewhere, and a fresh cache-bust value on each request', async () => {
    const first = await server.app.inject({ url: '/uk/en/women' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await server.app.inject({ url: '/uk/en/women' });
    expect(links(first.body, 'preload').some((href) => href.includes('/pages/'))).toBe(false);
    expect(links(first.body, 'preload')).toEqual(
      expect.arrayContaining([expect.stringContaining('/content/uk/config.json?cb=')]),
    );
    const cb = (body: string) => /content-cb" content="([^"]+)"/.exec(body)?.[1];
    expect(cb(first.body)).toBeTruthy();
    expect(cb(second.body)).not.toBe(cb(first.body));
  });

  it('adds nothing but the cache-bust value for a path of no site', async () => {
    const response = await server.app.inject({ url: '/nowhere/at/all' });
    expect(links(response.body, 'preload')).toEqual([]);
    expect(response.body).toContain('name="content-cb"');
  });
});
