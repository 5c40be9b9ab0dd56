import { cp, mkdir, mkdtemp, rm, symlink, truncate, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartResponse } from '../../schemas/api/cart.schema.ts';
import { productIndexName, SORT_REPLICAS, sortIndexName } from '../../shared/search-indexes.ts';
import { seedCatalogue } from '../catalogue/seed.ts';
import { startSearch, type SearchService } from '../search/index.ts';
import { demoContentDir, startCommerce, type CommerceHarness } from '../test-support/commerce-harness.ts';
import { pastSettling } from '../test-support/settled-clock.ts';
import {
  addCountryFolder,
  SWEDEN,
  SWEDISH_PRICE_LIST,
  SWEDISH_SHIPPING_AND_TAX,
} from '../test-support/new-country-fixture.ts';
import { testDatabaseKinds } from '../test-support/test-databases.ts';
import { readSiteCommerceFiles, siteCommerceFilesVersion } from './site-commerce-files.ts';
import { SiteOpening } from './site-opening.ts';

const quiet = { warn: () => undefined, info: () => undefined };
const GOLD = { siteId: 'xa', country: 'XA', currency: 'XAU', sitePublicId: 'maison-nord-xa' };
/** A country of its own for each test of the watcher's reading (folders outside the root, big and unchanged files). */
const country = (siteId: string) => ({
  siteId,
  country: siteId.toUpperCase(),
  currency: 'SEK',
  sitePublicId: `maison-nord-${siteId}`,
});
/** A modification time well in the past: the file's stat is settled, so an unchanged stat means unchanged bytes. */
const LONG_AGO = new Date('2026-01-01T10:00:00Z');

describe.each(testDatabaseKinds)('a country folder pushed while the shop runs, on $name', (kind) => {
  let contentDir: string;
  let harness: CommerceHarness;
  let service: SearchService;
  let opening: SiteOpening;
  const pricesIn = (currency: string) =>
    harness.db.query<{ product_id: string; list_minor: number; sale_minor: number | null }>(
      'SELECT product_id, list_minor, sale_minor FROM product_prices WHERE currency = $1 ORDER BY product_id',
      [currency],
    );
  const search = (siteId: string, sort?: string) =>
    service.search(sort ? sortIndexName(siteId, sort) : productIndexName(siteId), { hitsPerPage: 5 });

  beforeAll(async () => {
    contentDir = await mkdtemp(join(tmpdir(), 'storefront-sites-'));
    await cp(demoContentDir, contentDir, { recursive: true });
    harness = await startCommerce(kind, { contentDir });
    await seedCatalogue(harness.db, { contentDir, products: 40, seed: 3 });
    ({ service } = await startSearch(harness.db, harness.context.sites, { syncMs: 0, suggestionsMs: 0 }, {}));
    opening = new SiteOpening({ db: harness.db, contentDir, search: service, log: quiet });
    await opening.scan();
  });
  afterAll(async () => {
    await service.close();
    await harness.close();
    await rm(contentDir, { recursive: true, force: true });
  });

  it('opens the demo sites at start without changing what the seed wrote', () => {
    expect(opening.sites().map((site) => [site.siteId, site.priced, site.pricesWritten])).toEqual([
      ['ae', true, 0],
      ['jp', true, 0],
      ['uk', true, 0],
      ['us', true, 0],
    ]);
  });

  it('prices a new currency from its price list, with delivery and tax from its file, and builds its indexes', async () => {
    await addCountryFolder(contentDir, {
      priceList: SWEDISH_PRICE_LIST,
      shippingAndTax: SWEDISH_SHIPPING_AND_TAX,
    });
    expect(service.hasIndex(productIndexName('se'))).toBe(false);
    await opening.scan();

    const pounds = new Map((await pricesIn('GBP')).map((row) => [row.product_id, row]));
    const kronor = await pricesIn('SEK');
    expect(kronor).toHaveLength(pounds.size);
    for (const row of kronor) {
      const base = pounds.get(row.product_id)!;
      const units = (base.list_minor / 100) * 13.5;
      const expected = units < 1000 ? Math.round(units / 10) * 10 - 1 : Math.round(units / 100) * 100 - 1;
      expect(row.list_minor).toBe(expected * 100);
      expect(row.sale_minor === null).toBe(base.sale_minor === null);
    }

    const shipping = await harness.db.query<{
      id: string;
      price_minor: number;
      free_over_minor: number | null;
    }>(
      "SELECT id, price_minor, free_over_minor FROM shipping_methods WHERE country = 'SE' ORDER BY position",
    );
    expect(shipping).toEqual([
      { id: 'se-standard', price_minor: 4900, free_over_minor: 79900 },
      { id: 'se-express', price_minor: 12900, free_over_minor: null },
    ]);
    const tax = await harness.db.query(
      "SELECT region, rate_bp, inclusive FROM tax_rates WHERE country = 'SE'",
    );
    expect(tax).toEqual([{ region: '', rate_bp: 2500, inclusive: true }]);

    for (const sort of [undefined, ...Object.keys(SORT_REPLICAS)]) {
      const result = await search('se', sort);
      expect(result.nbHits).toBeGreaterThan(0);
      expect('userData' in result).toBe(false);
    }
    const { hits } = await search('se');
    const first = hits[0] as unknown as { productId: string; price: { list: { total: number } } };
    expect(first.price.list.total).toBe(kronor.find((row) => row.product_id === first.productId)!.list_minor);
  });

  it('changes nothing when scanned again with the same files, and reprices when the price list changes', async () => {
    // A restart opens every site again: nothing is written twice, so search has nothing to re-read.
    const changes = () => harness.db.query('SELECT max(seq)::text AS seq FROM search_changes');
    const before = await changes();
    const restarted = new SiteOpening({ db: harness.db, contentDir, search: service, log: quiet });
    await restarted.scan();
    expect(restarted.sites().map((site) => site.pricesWritten)).toEqual([0, 0, 0, 0, 0]);
    expect(await changes()).toEqual(before);
    await writeFile(
      join(contentDir, 'se/commerce/price-list.json'),
      JSON.stringify({ ...SWEDISH_PRICE_LIST, rate: 20, products: { MN100000: { list: 333 } } }),
    );
    await opening.scan();
    const repriced = await pricesIn('SEK');
    expect(repriced.find((row) => row.product_id === 'MN100000')).toMatchObject({ list_minor: 33300 });
    expect(opening.sites().find((site) => site.siteId === 'se')?.pricesWritten).toBeGreaterThan(0);
  });

  it('opens a currency nobody priced with the demo delivery and tax defaults, its listings saying prices are pending', async () => {
    await addCountryFolder(contentDir, { site: GOLD });
    await opening.scan();
    expect(opening.sites().find((site) => site.siteId === 'xa')).toMatchObject({ priced: false });
    const result = await search('xa');
    expect(result.nbHits).toBe(0);
    expect(result).toMatchObject({ userData: [{ pricesPending: true }] });
    const shipping = await harness.db.query("SELECT method FROM shipping_methods WHERE country = 'XA'");
    expect(shipping.map((row) => row.method)).toEqual(['standard', 'express']);
    const tax = await harness.db.query("SELECT rate_bp, inclusive FROM tax_rates WHERE country = 'XA'");
    expect(tax).toEqual([{ rate_bp: 0, inclusive: false }]);

    // The operator pushes a price list for it: the next scan prices it.
    await mkdir(join(contentDir, 'xa/commerce'));
    await writeFile(
      join(contentDir, 'xa/commerce/price-list.json'),
      JSON.stringify({ currency: 'XAU', base: 'GBP', rate: 0.01, rounding: [{ step: 0.01 }] }),
    );
    await opening.scan();
    expect(opening.sites().find((site) => site.siteId === 'xa')).toMatchObject({ priced: true });
    expect('userData' in (await search('xa'))).toBe(false);
  });

  it('keeps what a country had while its shipping-and-tax file is invalid, and drops what a valid one no longer lists', async () => {
    await writeFile(join(contentDir, 'se/commerce/shipping-and-tax.json'), '{"shippingMethods": []}');
    await opening.scan();
    const opened = opening.sites().find((site) => site.siteId === 'se')!;
    expect(opened.problems.join('\n')).toContain('shipping and tax');
    const shipping = await harness.db.query("SELECT id FROM shipping_methods WHERE country = 'SE'");
    expect(shipping).toHaveLength(2);

    // A valid file is the whole list again: the method it drops goes.
    await writeFile(
      join(contentDir, 'se/commerce/shipping-and-tax.json'),
      JSON.stringify({
        ...SWEDISH_SHIPPING_AND_TAX,
        shippingMethods: SWEDISH_SHIPPING_AND_TAX.shippingMethods.slice(0, 1),
      }),
    );
    await opening.scan();
    const left = await harness.db.query("SELECT id FROM shipping_methods WHERE country = 'SE'");
    expect(left).toEqual([{ id: 'se-standard' }]);
  });

  it('sells on the new site, and closes it when its folder is removed, keeping its carts', async () => {
    // The API reads the content root again after its short cache: the new site is known within two seconds.
    harness.setNow(new Date('2026-11-25T13:00:00Z'));
    const shopper = harness.shopper({ sitePublicId: SWEDEN.sitePublicId });
    const sku = (
      await harness.db.query<{ sku: string }>(
        "SELECT sku FROM skus WHERE product_id = 'MN100000' AND stock > 0 ORDER BY position LIMIT 1",
      )
    )[0]!.sku;
    const cart = await shopper.json<CartResponse>('POST', '/api/cart', {
      productId: 'MN100000',
      sku,
      quantity: 1,
    });
    expect(cart.currency).toBe('SEK');

    const page = () => harness.app.inject({ url: '/se/en/women' });
    expect((await page()).statusCode).toBe(200);

    await rm(join(contentDir, SWEDEN.siteId), { recursive: true });
    await opening.scan();
    expect((await page()).statusCode).toBe(404);
    expect(service.hasIndex(productIndexName('se'))).toBe(false);
    expect(service.hasIndex(sortIndexName('se', Object.keys(SORT_REPLICAS)[0]!))).toBe(false);
    expect(opening.sites().map((site) => site.siteId)).not.toContain('se');
    const carts = await harness.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM carts WHERE public_id = $1',
      [cart.cartPublicId],
    );
    expect(carts[0]!.n).toBe(1);
  });

  /** A watcher of the same content root whose warnings the test reads. */
  const watcher = () => {
    const warnings: string[] = [];
    const log = {
      info: () => undefined,
      warn: (_details: object, message: string) => void warnings.push(message),
    };
    return { warnings, opening: new SiteOpening({ db: harness.db, contentDir, search: service, log }) };
  };

  it('never opens a site folder or a config.json that leads outside the content root, and says so once', async () => {
    const outside = await mkdtemp(join(tmpdir(), 'storefront-outside-'));
    try {
      await addCountryFolder(contentDir, { site: country('xo'), target: join(outside, 'xo') });
      await symlink(join(outside, 'xo'), join(contentDir, 'xo'));
      await addCountryFolder(contentDir, { site: country('xp') });
      await addCountryFolder(contentDir, { site: country('xp'), target: join(outside, 'xp') });
      await rm(join(contentDir, 'xp/config.json'));
      await symlink(join(outside, 'xp/config.json'), join(contentDir, 'xp/config.json'));
      const { warnings, opening: scanner } = watcher();
      for (let scan = 0; scan < 3; scan++) await scanner.scan();
      expect(scanner.sites().map((site) => site.siteId)).toEqual(['ae', 'jp', 'uk', 'us', 'xa']);
      expect(service.hasIndex(productIndexName('xo'))).toBe(false);
      const refusals = warnings.filter((warning) => warning.includes('outside the content root'));
      expect(refusals).toHaveLength(2);
      expect(refusals.join('\n')).toContain('xo/config.json');
      expect(refusals.join('\n')).toContain('xp/config.json');
    } finally {
      await rm(join(contentDir, 'xo'), { force: true });
      await rm(join(contentDir, 'xp'), { recursive: true, force: true });
      await rm(outside, { recursive: true, force: true });
    }
  });

  it('refuses a price list over the cap by its size, without reading it, and opens the site without it', async () => {
    await addCountryFolder(contentDir, { site: country('xq'), shippingAndTax: SWEDISH_SHIPPING_AND_TAX });
    const priceList = join(contentDir, 'xq/commerce/price-list.json');
    // A sparse gigabyte: reading it would take seconds and a gigabyte of memory every scan.
    await writeFile(priceList, '');
    await truncate(priceList, 1024 ** 3);
    // Its other file is settled, so only a refused price list could make the watcher open the site again.
    await utimes(join(contentDir, 'xq/commerce/shipping-and-tax.json'), LONG_AGO, LONG_AGO);
    const started = performance.now();
    const version = await siteCommerceFilesVersion(contentDir, 'xq');
    const files = await readSiteCommerceFiles(contentDir, 'xq');
    expect(performance.now() - started).toBeLessThan(250);
    expect(version).toContain('CONTENT_FILE_MAX_BYTES');
    expect(files.priceList).toMatchObject({ state: 'invalid', problems: [expect.stringContaining('cap')] });

    const { warnings, opening: scanner } = watcher();
    const clock = pastSettling();
    try {
      for (let scan = 0; scan < 3; scan++) await scanner.scan();
    } finally {
      clock.restore();
    }
    const opened = scanner.sites().find((site) => site.siteId === 'xq');
    expect(opened?.problems.join('\n')).toContain('CONTENT_FILE_MAX_BYTES');
    // Said once, when the site opened: the scans after it looked at the file's size only.
    expect(warnings.filter((warning) => warning.includes('CONTENT_FILE_MAX_BYTES'))).toHaveLength(1);
    await rm(join(contentDir, 'xq'), { recursive: true });
  });

  it('does not read commerce files again while their stat is unchanged', async () => {
    const priceOf = async () =>
      (await pricesIn('SEK')).find((row) => row.product_id === 'MN100000')?.list_minor;
    await addCountryFolder(contentDir, {
      site: country('xr'),
      priceList: { ...SWEDISH_PRICE_LIST, rate: 10 },
    });
    const priceList = join(contentDir, 'xr/commerce/price-list.json');
    await utimes(priceList, LONG_AGO, LONG_AGO);
    const { opening: scanner } = watcher();
    await scanner.scan();
    const first = await priceOf();
    // Its stat seen unchanged past the settling window: from then on trusted.
    const clock = pastSettling();
    try {
      await scanner.scan();
      // New bytes of the same length under the same stat: the watcher does not read them.
      await writeFile(priceList, JSON.stringify({ ...SWEDISH_PRICE_LIST, rate: 20 }, null, 2));
      await utimes(priceList, LONG_AGO, LONG_AGO);
      await scanner.scan();
      expect(await priceOf()).toBe(first);
      // The stat moved: read, and repriced.
      await utimes(priceList, LONG_AGO, new Date(LONG_AGO.getTime() + 1000));
      await scanner.scan();
      expect(await priceOf()).toBeGreaterThan(first!);
    } finally {
      clock.restore();
    }
    await rm(join(contentDir, 'xr'), { recursive: true });
  });
});
