import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

const gzipOf = async (distDir: string, path: string) =>
  gzipSync(await readFile(join(distDir, path)), { level: 9 }).length;

/**
 * The JavaScript a page's HTML asks for before anything runs: its module script and every modulepreload link (the
 * entry's static import graph, what Vite calls the initial chunk and Next.js "First Load JS"), gzip bytes.
 */
export async function entryJs(html: string, distDir: string) {
  const paths = [
    ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g),
  ].map((match) => match[1]!);
  // Server-rendered pages start those modules from a small classic script (public/boot.js): it counts too.
  if (existsSync(join(distDir, 'boot.js'))) paths.push('/boot.js');
  const files = await Promise.all(paths.map(async (path) => ({ path, gzip: await gzipOf(distDir, path) })));
  return { gzipBytes: files.reduce((sum, file) => sum + file.gzip, 0), files };
}

/**
 * Gzip bytes of every built JavaScript file a page fetches until the network is idle: entry plus its lazy chunks;
 * `requests` counts every request the page made by then (documents, scripts, content, pictures, API calls).
 * `storage` is local storage the page starts with (a shopping session, for the checkout's pages).
 */
export async function allLoadedJs(
  browser: Browser,
  url: string,
  distDir: string,
  storage: Record<string, string> = {},
) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
  }, storage);
  const page = await context.newPage();
  const scripts = new Set<string>();
  let requests = 0;
  page.on('request', (request) => {
    requests += 1;
    // Our bundle only: the site's third-party scripts (scripts.json) are content, not build output.
    const path = new URL(request.url()).pathname;
    if (request.resourceType() === 'script' && path.startsWith('/assets/')) scripts.add(path);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const html = await (await page.request.get(url)).text();
  await context.close();
  const files = await Promise.all(
    [...scripts].map(async (path) => ({ path, gzip: await gzipOf(distDir, path) })),
  );
  // Chunks the page fetched that its HTML did not name: each was found by running code, one wave after another.
  const named = new Set(announcedModules(html));
  const unannounced = [...scripts].filter((path) => !named.has(path));
  return { gzipBytes: files.reduce((sum, file) => sum + file.gzip, 0), files, html, requests, unannounced };
}

/** The module files a page's HTML names: its module script, modulepreload links and the metas boot.js starts. */
export function announcedModules(html: string): string[] {
  return [
    ...html.matchAll(
      /(?:<script[^>]+src|<link[^>]+rel="modulepreload"[^>]+href|<meta name="app-module"[^>]*content)="([^"]+\.js)"/g,
    ),
  ].map((match) => match[1]!);
}
