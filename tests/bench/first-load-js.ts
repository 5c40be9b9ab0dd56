import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

/** Gzip bytes of every JavaScript file a page fetches until the network is idle (what a first visit pays). */
export async function firstLoadJs(browser: Browser, url: string, distDir: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await context.close();
  let gzipBytes = 0;
  const files: { path: string; gzip: number }[] = [];
  for (const path of scripts) {
    const bytes = await readFile(join(distDir, path));
    const gzip = gzipSync(bytes, { level: 9 }).length;
    gzipBytes += gzip;
    files.push({ path, gzip });
  }
  return { gzipBytes, files };
}
