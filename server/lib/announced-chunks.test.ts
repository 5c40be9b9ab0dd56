// @vitest-environment node
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPath } from '../../shared/product-url.ts';
import { shopIsBuilt, startBuiltShop, type BuiltShop } from '../test-support/built-shop.ts';
import { readBuildManifest, type ManifestChunk } from './build-manifest.ts';

// A server-rendered page names in its HTML every chunk of the modules its render loaded on demand (its route's
// screen, widgets, blocks), so the browser fetches them with the entry instead of one import after another.

let shop: BuiltShop | undefined;
let manifest: Record<string, ManifestChunk> = {};
let product = '';

beforeAll(async () => {
  if (!shopIsBuilt) return;
  shop = await startBuiltShop();
  manifest = await readBuildManifest(join(import.meta.dirname, '../../dist'));
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

  it('names what the app loads as it starts: site behaviours everywhere, a screen’s services, favourites and trays', async () => {
    const behaviours = chunkOf('src/features/site-behaviours/start-site-behaviours.tsx');
    const home = await announced('/uk/en');
    expect(home).toContain(behaviours);
    // A widget the bundler put in a chunk shared with the product page (its campaign messages) is named all the same.
    expect(home).toContain(chunkOf('src/features/campaigns/index.ts'));
    expect(home).not.toContain(chunkOf('src/app/services/discovery.ts'));
    const listing = await announced('/uk/en/women');
    expect(listing).toEqual(expect.arrayContaining([behaviours, chunkOf('src/app/services/discovery.ts')]));
    expect(await announced(product)).toEqual(
      expect.arrayContaining([
        behaviours,
        chunkOf('src/features/trays/index.ts'),
        chunkOf('src/kernel/session/favourites-store.ts'),
      ]),
    );
  });

  it('carries, checked, the files its screen reads once in the browser, so none is fetched or checked again', async () => {
    const carried = async (url: string) => {
      const response = await shop!.app.inject({ url, headers: { cookie: 'visited=1' } });
      const json = /<script id="server-content" type="application\/json">(.*?)<\/script>/s.exec(
        response.body,
      );
      expect(json, `${url} carries its content`).not.toBeNull();
      const files = JSON.parse(json![1]!) as Record<string, string>;
      return JSON.parse(files['#checked']!) as string[];
    };
    const scripts = 'uk/data/scripts/scripts.json';
    expect(await carried('/uk/en')).toEqual(
      expect.arrayContaining([
        scripts,
        'uk/data/en/interestGroups.json',
        'uk/data/campaigns/winter-sale.json',
      ]),
    );
    expect(await carried('/uk/en/women')).toEqual(
      expect.arrayContaining([scripts, 'uk/data/en/badges.json']),
    );
    expect(await carried(product)).toEqual(
      expect.arrayContaining([scripts, 'uk/data/en/pages/product-trays.json']),
    );
  });
});
