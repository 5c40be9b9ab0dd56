// @vitest-environment node
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIE } from '../../schemas/api/conventions.ts';
import { productPath } from '../../shared/product-url.ts';
import { demoContentDir } from '../test-support/commerce-harness.ts';
import { addCountryFolder } from '../test-support/new-country-fixture.ts';
import { shopIsBuilt, startBuiltShop, type BuiltShop } from '../test-support/built-shop.ts';

// The page cache in the built shop: an anonymous page is made once and sent again until its content or the catalogue
// changes, and each change shows within a second; a visitor with cookies always gets a page made for them.

let shop: BuiltShop | undefined;
let contentDir = '';
let product = { id: '', path: '' };

beforeAll(async () => {
  if (!shopIsBuilt) return;
  contentDir = await mkdtemp(join(tmpdir(), 'page-cache-shop-'));
  await cp(demoContentDir, contentDir, { recursive: true });
  shop = await startBuiltShop({ contentDir });
  const [row] = await shop.db.query<{ slug: string; product_id: string }>(
    `SELECT p.slug, p.product_id FROM products p
      WHERE NOT p.discontinued
        AND EXISTS (SELECT 1 FROM product_prices pp WHERE pp.product_id = p.product_id AND pp.currency = 'GBP')
      ORDER BY p.product_id LIMIT 1`,
  );
  product = {
    id: row!.product_id,
    path: `/uk/en${productPath({ slug: row!.slug, productId: row!.product_id })}`,
  };
}, 60_000);
afterAll(async () => {
  await shop?.close();
  if (contentDir) await rm(contentDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => shop!.app.inject({ url, headers });

/** Load `url` until its page contains `text`; the milliseconds that took, or -1 when it never did within `withinMs`. */
async function msUntilShown(url: string, text: string, withinMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < withinMs) {
    if ((await get(url)).body.includes(text)) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return -1;
}

/**
 * Load `url` until the page cache answers it, at most 10 s: a page is kept only once the files it read have settled
 * (the copied content is new: 2 s after its writing, and 2 s after this process first saw it).
 */
async function untilKept(url: string): Promise<void> {
  const started = Date.now();
  while ((await get(url)).headers['x-page-cache'] !== 'hit') {
    if (Date.now() - started > 10_000) throw new Error(`${url} was never kept`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.runIf(shopIsBuilt)('the page cache in the built shop', () => {
  it('sends an anonymous page again as it was made, compressed once, and a visitor with cookies a page of their own', async () => {
    await untilKept(product.path);
    const made = await get(product.path);
    const again = await get(product.path);
    expect(again.headers['x-page-cache']).toBe('hit');
    expect(again.body).toBe(made.body);
    expect(again.body).toContain('<div id="root" data-server-rendered>');
    expect(again.headers['content-security-policy']).toBeTruthy();
    expect(again.headers.vary).toBe('cookie, accept-encoding');
    // The kept encoding, made once at quality 9 off the main thread (so within moments of the keeping), not one made
    // per request by the compression plugin (quality 4).
    const keptBrotli = brotliCompressSync(made.body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 9,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
      },
    });
    await vi.waitFor(
      async () => {
        const compressed = await get(product.path, { 'accept-encoding': 'gzip, br' });
        expect(compressed.headers['content-encoding']).toBe('br');
        expect(compressed.headers.etag).toBe(again.headers.etag);
        expect(compressed.rawPayload.equals(keptBrotli)).toBe(true);
      },
      { timeout: 2_000, interval: 50 },
    );
    const revalidated = await get(product.path, { 'if-none-match': String(again.headers.etag) });
    expect(revalidated.statusCode).toBe(304);

    const own = await get(product.path, { cookie: `${SESSION_COOKIE}=someone` });
    expect(own.statusCode).toBe(200);
    expect(own.headers['x-page-cache']).toBeUndefined();
    expect(own.headers['cache-control']).toContain('no-store');
  });

  it('shows a new price within a second, written by any process (the database is the only messenger)', async () => {
    await untilKept(product.path);
    await shop!.db.query(
      `UPDATE product_prices SET list_minor = 98765, sale_minor = NULL WHERE product_id = $1 AND currency = 'GBP'`,
      [product.id],
    );
    const ms = await msUntilShown(product.path, '987.65', 3_000);
    expect(ms).toBeGreaterThanOrEqual(0);
    expect(ms).toBeLessThan(1_000);
  });

  it('shows an operator’s content change within a second', async () => {
    await untilKept('/uk/en');
    const home = join(contentDir, 'uk/data/en/pages/home.json');
    const text = await readFile(home, 'utf8');
    expect(text).toContain('Made for the cold, cut for the city');
    await writeFile(home, text.replace('Made for the cold, cut for the city', 'Warm coats for a cold city'));
    const ms = await msUntilShown('/uk/en', 'Warm coats for a cold city', 3_000);
    expect(ms).toBeGreaterThanOrEqual(0);
    expect(ms).toBeLessThan(1_000);
  });
});

describe.runIf(shopIsBuilt)('the page cache and a failed call', () => {
  it('keeps no page whose render a call refused: a new country’s listing before its search index opens', async () => {
    // No site watcher runs here, so the new site's search index never opens and its listing's search answers 404.
    await addCountryFolder(contentDir);
    await untilKept('/se/en');
    for (let attempt = 0; attempt < 5; attempt++) {
      const listing = await get('/se/en/women');
      expect(listing.statusCode).toBe(200);
      // Neither sent from the cache nor offered to it (a page offered says `miss`).
      expect(listing.headers['x-page-cache']).toBeUndefined();
    }
  });
});
