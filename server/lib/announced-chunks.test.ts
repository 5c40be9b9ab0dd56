// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPath } from '../../shared/product-url.ts';
import { shopIsBuilt, startBuiltShop, type BuiltShop } from '../test-support/built-shop.ts';
import type { ManifestChunk } from './build-manifest.ts';

// A server-rendered page names in its HTML every chunk of the modules its render loaded on demand (its route's
// screen, widgets, blocks), so the browser fetches them with the entry instead of one import after another.

let shop: BuiltShop | undefined;
let manifest: Record<string, ManifestChunk> = {};
let product = '';

beforeAll(async () => {
  if (!shopIsBuilt) return;
  shop = await startBuiltShop();
  manifest = JSON.parse(
    await readFile(join(import.meta.dirname, '../../dist/.vite/manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const [row] = await shop.db.query<{ slug: string; product_id: string }>(
    'SELECT slug, product_id FROM products WHERE NOT discontinued ORDER BY product_id LIMIT 1',
  );
  product = `/uk/en${productPath({ slug: row!.slug, productId: row!.product_id })}`;
}, 60_000);
afterAll(async () => {
  await shop?.close();
});

/** The module files a page hands to boot.js, rendered afresh for a visitor with a cookie (no kept page). */
async function announced(url: string): Promise<string[]> {
  const response = await shop!.app.inject({ url, headers: { cookie: 'visited=1' } });
  expect(response.statusCode).toBe(200);
  return [...response.body.matchAll(/<meta name="app-module"[^>]*content="\/([^"]+)"/g)].map(
    (match) => match[1]!,
  );
}

const chunkOf = (key: string) => {
  expect(manifest[key], `${key} is in the manifest`).toBeDefined();
  return manifest[key]!.file;
};

describe.runIf(shopIsBuilt)('the chunks a server-rendered page announces', () => {
  it('names its screen on every render, not only the first of the process', async () => {
    const screen = chunkOf('src/features/product/screens/product-page.tsx');
    const first = await announced(product);
    expect(first).toContain(screen);
    // The screen's module is loaded by now: the second render must still count it.
    expect(await announced(product)).toEqual(first);
  });

  it('names a listing’s screen and the blocks of a homepage', async () => {
    expect(await announced('/uk/en/women')).toContain(chunkOf('src/app/routes/listing-screens.tsx'));
    expect(await announced('/uk/en')).toContain(chunkOf('src/blocks/block-components.ts'));
  });

  it('leaves out what only the server uses (a product’s structured data)', async () => {
    expect(await announced(product)).not.toContain(
      chunkOf('src/features/product/components/product-head.ts'),
    );
  });
});
