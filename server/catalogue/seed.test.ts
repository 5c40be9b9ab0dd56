import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { productImagesPlugin } from '../plugins/product-images.ts';
import { demoContentDir } from '../test-support/commerce-harness.ts';
import { testDatabaseKinds } from '../test-support/test-databases.ts';
import { insertFixtureOrder } from '../test-support/order-fixture.ts';
import { loadCatalogueContent } from './content-catalogue.ts';
import { ResetRefusedError, resetCatalogue } from './catalogue-reset.ts';
import { CatalogueNotEmptyError, ensureSeeded, seedCatalogue } from './seed.ts';

const PRODUCTS = 150;
const options = (seed: string | number = 'test') => ({
  products: PRODUCTS,
  seed,
  contentDir: demoContentDir,
  referenceDate: new Date('2026-11-25T00:00:00Z'),
});

/** Every catalogue row in a stable order: two seeds are the same catalogue when these are equal. */
async function catalogueRows(db: Database): Promise<string> {
  const tables = [
    'SELECT * FROM products ORDER BY product_id',
    'SELECT * FROM product_colours ORDER BY product_id, colour_slug',
    'SELECT * FROM product_prices ORDER BY product_id, currency',
    'SELECT * FROM skus ORDER BY sku',
    'SELECT * FROM purchase_pairs ORDER BY product_id, other_product_id',
  ];
  return JSON.stringify(await Promise.all(tables.map((sql) => db.query(sql))));
}

describe.each(testDatabaseKinds)('catalogue seeding on $name', (kind) => {
  let db: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await kind.open();
    await seedCatalogue(db, options());
    app = Fastify();
    await app.register(productImagesPlugin, { db });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const count = async (sql: string, params: unknown[] = []) =>
    (await db.query<{ n: number }>(`SELECT (${sql})::int AS n`, params))[0]!.n;

  it('stores the generated catalogue: products, colours, prices and skus', async () => {
    expect(await count('SELECT count(*) FROM products')).toBe(PRODUCTS);
    expect(await count('SELECT count(*) FROM skus')).toBeGreaterThan(PRODUCTS * 3);
    const [dress] = await db.query<Record<string, unknown>>(
      `SELECT * FROM products WHERE category_page_ids @> ARRAY['women-clothing-dresses'] ORDER BY product_id LIMIT 1`,
    );
    expect(dress).toMatchObject({
      category_page_ids: ['women', 'women-clothing', 'women-clothing-dresses'],
      categories: ['clothing', 'dresses'],
      measurement_chart: 'women',
    });
    expect(Array.isArray(dress!.collections)).toBe(true);
    const bad = await count(`SELECT count(*) FROM skus WHERE sku !~ '^[A-Za-z0-9_-]+$'`);
    expect(bad).toBe(0);
  });

  it('covers every leaf category page of every site and prices every product in every site currency', async () => {
    const content = await loadCatalogueContent(demoContentDir);
    for (const leaf of content.leafPages.keys()) {
      expect(
        await count('SELECT count(*) FROM products WHERE category_page_ids @> ARRAY[$1]', [leaf]),
        leaf,
      ).toBeGreaterThan(0);
    }
    for (const site of content.sites) {
      const unpriced = await count(
        'SELECT count(*) FROM products p WHERE NOT EXISTS (SELECT 1 FROM product_prices pp WHERE pp.product_id = p.product_id AND pp.currency = $1)',
        [site.currency],
      );
      expect(unpriced, site.currency).toBe(0);
    }
    expect(
      await count(
        'SELECT count(*) FROM product_prices WHERE sale_minor IS NOT NULL AND NOT (sale_minor > 0 AND sale_minor < list_minor)',
      ),
    ).toBe(0);
    expect(await count('SELECT count(*) FROM product_prices WHERE sale_minor IS NOT NULL')).toBeGreaterThan(
      0,
    );
  });

  it('has the whole availability mix in stock', async () => {
    const mix = await db.query<{ kind: string; n: number }>(
      `SELECT CASE WHEN discontinued THEN 'DISCONTINUED' WHEN fulfilment <> 'STOCK' AND stock = 0 THEN fulfilment
                   WHEN stock = 0 THEN 'OUTOFSTOCK' WHEN stock <= 5 THEN 'LOWSTOCK' ELSE 'AVAILABLE' END AS kind,
              count(*)::int AS n
         FROM skus GROUP BY 1`,
    );
    const kinds = Object.fromEntries(mix.map((row) => [row.kind, row.n]));
    for (const name of ['AVAILABLE', 'LOWSTOCK', 'OUTOFSTOCK', 'PREORDER', 'BACKORDER', 'DISCONTINUED']) {
      expect(kinds[name], name).toBeGreaterThan(0);
    }
    expect(
      await count(
        `SELECT count(*) FROM skus WHERE fulfilment <> 'STOCK' AND (ship_date_start <= '2026-11-25' OR advance_limit = 0)`,
      ),
    ).toBe(0);
  });

  it('seeds delivery and tax for every site country, the campaigns and the demo vouchers', async () => {
    const methods = await db.query<{ country: string; currency: string; n: number }>(
      'SELECT country, currency, count(*)::int AS n FROM shipping_methods GROUP BY country, currency ORDER BY country',
    );
    expect(methods.map((m) => [m.country, m.currency.trim()])).toEqual([
      ['AE', 'AED'],
      ['GB', 'GBP'],
      ['JP', 'JPY'],
      ['US', 'USD'],
    ]);
    expect(methods.every((m) => m.n >= 2)).toBe(true);
    const [standard] = await db.query(
      'SELECT price_minor, free_over_minor, supports_bulky_items FROM shipping_methods WHERE id = $1',
      ['gb-standard'],
    );
    expect(standard).toEqual({ price_minor: 395, free_over_minor: 5000, supports_bulky_items: true });

    const taxes = await db.query(
      'SELECT country, region, rate_bp, inclusive FROM tax_rates WHERE region = $1 ORDER BY country',
      [''],
    );
    expect(taxes).toEqual([
      { country: 'AE', region: '', rate_bp: 500, inclusive: true },
      { country: 'GB', region: '', rate_bp: 2000, inclusive: true },
      { country: 'JP', region: '', rate_bp: 1000, inclusive: true },
      { country: 'US', region: '', rate_bp: 0, inclusive: false },
    ]);
    expect(
      await count(`SELECT count(*) FROM tax_rates WHERE country = 'US' AND region <> ''`),
    ).toBeGreaterThan(5);

    const campaigns = await db.query<Record<string, unknown>>(
      'SELECT id, site_id, name, status, discount_type, amount, currency, tiers, tier_type, conditions, starts_at FROM discounts WHERE code IS NULL ORDER BY id',
    );
    expect(campaigns.map((c) => c.id)).toEqual([
      'campaign-ae-winter-sale',
      'campaign-jp-new-year',
      'campaign-jp-year-end-sale',
      'campaign-uk-autumn-edit',
      'campaign-uk-winter-sale',
      'campaign-us-winter-sale',
    ]);
    expect(campaigns[0]).toMatchObject({
      name: 'Winter Sale',
      status: 'ACTIVE',
      amount: 30,
      discount_type: 'PERCENTAGE',
      tiers: null,
    });
    expect(campaigns[1]).toMatchObject({
      name: '初売り',
      status: 'ACTIVE',
      tier_type: 'ITEM_QUANTITY',
      tiers: [
        { min: 2, discountAmount: 10 },
        { min: 3, discountAmount: 20 },
      ],
      conditions: { itemQuantity: { min: 2 } },
    });
    expect(new Date(campaigns[1]!.starts_at as string).toISOString()).toBe('2026-12-31T15:00:00.000Z');
    expect(campaigns[3]).toMatchObject({
      site_id: 'uk',
      tier_type: 'BASKET_TOTAL',
      conditions: { basketTotal: { min: 10000 } },
    });

    const vouchers = await db.query<Record<string, unknown>>(
      'SELECT code, site_id, discount_type, component, amount, currency, usage_limit, usage_limit_per_customer, ends_at FROM discounts WHERE code IS NOT NULL ORDER BY code',
    );
    expect(vouchers.map((v) => v.code)).toEqual([
      'BIGSPENDER',
      'EXPIRED5',
      'FIRSTORDER',
      'FREESHIP',
      'LIMITED1',
      'SAVE20',
      'WELCOME10',
    ]);
    expect(vouchers[2]).toMatchObject({ usage_limit: null, usage_limit_per_customer: 1, amount: 10 });
    expect(vouchers[3]).toMatchObject({ component: 'SHIPPING', amount: 100 });
    expect(vouchers[4]).toMatchObject({ usage_limit: 1, usage_limit_per_customer: null });
    expect(vouchers[5]).toMatchObject({ site_id: 'uk', discount_type: 'FIXED', amount: 2000 });
    expect(new Date(vouchers[1]!.ends_at as string).getTime()).toBeLessThan(Date.parse('2026-11-25'));
  });

  it('serves product images drawn in the colour, cached for good, and 404s for anything else', async () => {
    const [colour] = await db.query<{
      product_id: string;
      colour_slug: string;
      colour_hex: string[];
      main_image: string;
      name: string;
    }>(
      `SELECT c.product_id, c.colour_slug, c.colour_hex, c.main_image, p.name
         FROM product_colours c JOIN products p USING (product_id) ORDER BY c.product_id LIMIT 1`,
    );
    const front = await app.inject({ url: colour!.main_image });
    expect(front.statusCode).toBe(200);
    expect(front.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(front.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(front.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 600 800"/);
    expect(front.body).toContain(`<title>${colour!.name}`);
    expect(front.body).toContain(colour!.colour_hex[0]!.toLowerCase());

    const again = await app.inject({
      url: colour!.main_image,
      headers: { 'if-none-match': front.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    const back = await app.inject({
      url: `/media/products/${colour!.product_id}/${colour!.colour_slug}-back.svg`,
    });
    expect(back.statusCode).toBe(200);
    expect(back.body).toContain('back view');
    expect(back.headers.etag).not.toBe(front.headers.etag);
    expect((await app.inject({ method: 'HEAD', url: colour!.main_image })).statusCode).toBe(200);

    for (const url of [
      '/media/products/MN999999/black.svg',
      `/media/products/${colour!.product_id}/no-such-colour.svg`,
      `/media/products/${colour!.product_id}/${colour!.colour_slug}.png`,
      `/media/products/${colour!.product_id}/${colour!.colour_slug.toUpperCase()}.svg`,
      `/media/products/${colour!.product_id}/..%2f${colour!.colour_slug}.svg`,
      `/media/products/bad%20id/${colour!.colour_slug}.svg`,
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    }
  });

  it('seeds a purchase history of products bought together, both ways and for the same audience', async () => {
    expect(await count('SELECT count(DISTINCT product_id) FROM purchase_pairs')).toBeGreaterThan(
      PRODUCTS / 2,
    );
    const oneWay = `SELECT count(*) FROM purchase_pairs p WHERE NOT EXISTS (SELECT 1 FROM purchase_pairs q
      WHERE q.product_id = p.other_product_id AND q.other_product_id = p.product_id AND q.together = p.together)`;
    expect(await count(oneWay)).toBe(0);
    const acrossAudiences = `SELECT count(*) FROM purchase_pairs pp
      JOIN products a ON a.product_id = pp.product_id JOIN products b ON b.product_id = pp.other_product_id
      WHERE a.gender <> b.gender AND 'unisex' NOT IN (a.gender, b.gender)`;
    expect(await count(acrossAudiences)).toBe(0);
  });

  it('seeds only an empty catalogue: ensureSeeded does nothing the second time, even when two start at once', async () => {
    expect(await ensureSeeded(db, options())).toBeUndefined();
    await expect(seedCatalogue(db, options())).rejects.toThrow(CatalogueNotEmptyError);
    expect(await count('SELECT count(*) FROM products')).toBe(PRODUCTS);

    await resetCatalogue(db);
    expect(await count('SELECT count(*) FROM products')).toBe(0);
    const reports = await Promise.all([ensureSeeded(db, options()), ensureSeeded(db, options())]);
    expect(reports.filter(Boolean)).toHaveLength(1);
    expect(reports.find(Boolean)).toMatchObject({
      products: PRODUCTS,
      shippingMethods: 11,
      discounts: 13,
      warnings: [],
    });
    expect(await count('SELECT count(*) FROM products')).toBe(PRODUCTS);
  });

  it('gives the same rows for the same seed and other rows for another seed', async () => {
    const first = await catalogueRows(db);
    await resetCatalogue(db);
    await seedCatalogue(db, options());
    expect(await catalogueRows(db)).toBe(first);
    // The purchase history too, whatever the insert batches.
    await resetCatalogue(db);
    await seedCatalogue(db, { ...options(), batchSize: 7 });
    expect(await catalogueRows(db)).toBe(first);
    await resetCatalogue(db);
    await seedCatalogue(db, options('another'));
    expect(await catalogueRows(db)).not.toBe(first);
  });

  it('refuses to reset while a cart and an order point at the catalogue, unless forced', async () => {
    const [sku] = await db.query<{ sku: string; product_id: string }>(
      'SELECT sku, product_id FROM skus LIMIT 1',
    );
    await db.query(
      `INSERT INTO shopping_sessions (id, site_id, language, expires_at) VALUES ('00000000-0000-4000-8000-000000000001', 'uk', 'en', now() + interval '1 day')`,
    );
    const [cart] = await db.query<{ id: number }>(
      `INSERT INTO carts (public_id, session_id, site_id, currency) VALUES ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001', 'uk', 'GBP') RETURNING id`,
    );
    await db.query(
      `INSERT INTO cart_lines (id, cart_id, sku, product_id, quantity) VALUES ('00000000-0000-4000-8000-000000000003', $1, $2, $3, 1)`,
      [cart!.id, sku!.sku, sku!.product_id],
    );
    await insertFixtureOrder(db, {
      reference: 'RESET-0001',
      lookupSecret: 'secret',
      lines: [{ sku: sku!.sku }],
    });
    const refused = resetCatalogue(db);
    await expect(refused).rejects.toThrow(ResetRefusedError);
    await expect(refused).rejects.toThrow(/1 orders.*--force/);
    expect(await count('SELECT count(*) FROM products')).toBe(PRODUCTS);
    expect(await resetCatalogue(db, { force: true })).toEqual({
      carts: 1,
      orders: 1,
      backInStockRequests: 0,
    });
    expect(await count('SELECT count(*) FROM carts')).toBe(0);
    expect(await count('SELECT count(*) FROM orders')).toBe(0);
    expect(await count('SELECT count(*) FROM products')).toBe(0);
  });
});
