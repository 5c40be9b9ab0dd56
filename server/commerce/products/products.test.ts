import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FilterDefinition, ProductResponse } from '../../../schemas/api/product.schema.ts';
import { insertFixtureProducts } from '../../test-support/catalogue-fixture.ts';
import {
  BASIC_AUTHORIZATION,
  SITE_TAG,
  startCommerce,
  type CommerceHarness,
  type TestShopper,
} from '../../test-support/commerce-harness.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';
import { FILTER_CACHE_MS } from './product-service.ts';

const seconds = (iso: string) => Date.parse(iso) / 1000;

describe.each(testDatabaseKinds)('products and filters on $name', (kind) => {
  let harness: CommerceHarness;
  let uk: TestShopper;
  let us: TestShopper;

  beforeAll(async () => {
    harness = await startCommerce(kind);
    await insertFixtureProducts(harness.db, [
      {
        productId: 'MNT1',
        name: 'Wrap dress',
        brand: 'Atelier Sud',
        colours: ['black', 'ivory'],
        sizes: ['s', 'm', 'l'],
        stock: { 'black-s': 3, 'black-m': 0, 'ivory-l': 0 },
        fulfilment: { 'ivory-l': 'PREORDER' },
        prices: { GBP: { list: 5000, sale: 3500 }, USD: { list: 6500 } },
        categories: ['clothing', 'dresses', 'wrap-dress'],
      },
      { productId: 'MNGRP1', brand: 'Maison Nord', colours: ['navy'], sizes: ['xl', 'xs', '10', '8'] },
      { productId: 'MNGRP2', brand: 'Maison Nord', colours: ['camel'] },
      { productId: 'MNGRP3', brand: 'Maison Nord', colours: ['red'] },
      { productId: 'MNGONE', brand: 'Gone Label' },
      { productId: 'MNUKONLY', brand: 'Island Knits', prices: { GBP: { list: 4200 } } },
      { productId: 'MNUSONLY', brand: 'Coast Label', prices: { USD: { list: 9900 } } },
      { productId: 'MNTYPE', colours: ['stripe'], sizes: ['s', 'm'], stock: { 'stripe-m': 2 } },
    ]);
    await harness.db.query("UPDATE products SET group_id = 'G1' WHERE product_id LIKE 'MNGRP%'");
    await harness.db.query(
      "UPDATE products SET discontinued = true WHERE product_id IN ('MNGRP3', 'MNGONE')",
    );
    // Both ranges come in the same sizes (the same slugs), as the demo catalogue's jeans do: each is a sku of its own.
    await harness.db.query("UPDATE skus SET size_type = 'Regular' WHERE product_id = 'MNTYPE'");
    await harness.db.query(
      `INSERT INTO skus (sku, product_id, colour_slug, size_slug, size_name, size_type, position, stock, fulfilment,
         advance_limit, ship_date_start, ship_date_end)
       VALUES ('MNTYPE-stripe-PET-s', 'MNTYPE', 'stripe', 's', 'S', 'Petite', 2, 0, 'STOCK', 0, NULL, NULL),
              ('MNTYPE-stripe-PET-m', 'MNTYPE', 'stripe', 'm', 'M', 'Petite', 3, 0, 'PREORDER', 20,
               '2027-02-01T00:00:00Z', '2027-02-10T00:00:00Z')`,
    );
    await harness.db.query(
      `UPDATE products SET option_levels = '{color,sizeType,size}', collections = '[{"tag":"final-sale","rank":1}]'
        WHERE product_id = 'MNTYPE'`,
    );
    await harness.db.query(
      "UPDATE product_colours SET colour_name = 'Stripe', colour_hex = '{#ffffff,#1f2a44}' WHERE product_id = 'MNTYPE'",
    );
    uk = harness.shopper();
    us = harness.shopper({ sitePublicId: 'maison-nord-us' });
  });
  afterAll(() => harness.close());

  const product = (shopper: TestShopper, id: string) =>
    shopper.json<ProductResponse>('GET', `/api/product/s/${id}?lang=en`);

  it('finds a product by its slug for an address without the id, and answers its address with the id', async () => {
    const bySlug = (slug: string) => uk.call('GET', `/api/product/s/${slug}?lang=en&by=slug`);
    expect((await bySlug('mnt1')).json()).toMatchObject({ productId: 'MNT1', url: '/product/mnt1/MNT1' });
    // Discontinued products are not found by slug either, and a slug is no id.
    expect((await bySlug('mngone')).statusCode).toBe(404);
    expect((await uk.call('GET', '/api/product/s/mnt1?lang=en')).statusCode).toBe(404);
  });

  it('answers the product in the shape the product page reads, with prices in the session site currency', async () => {
    const dress = await product(uk, 'MNT1');
    expect(dress).toMatchObject({
      id: 'MNT1',
      productId: 'MNT1',
      name: 'Wrap dress',
      brand: { name: 'Atelier Sud', tag: 'atelier-sud' },
      gender: 'women',
      categories: ['clothing', 'dresses', 'wrap-dress'],
      categoryPageIds: ['women'],
      optionLevels: ['color', 'size'],
      currency: 'GBP',
      price: { list: { total: 5000 }, sale: { total: 3500 } },
      priceRange: { listMin: 5000, listMax: 5000, saleMin: 3500, saleMax: 3500 },
      onSale: true,
      sale: 'ONSALE',
      availability: 'AVAILABLE',
      slug: 'mnt1',
      url: '/product/mnt1/MNT1',
      mainImage: '/media/products/MNT1/black.svg',
      groupProducts: [],
    });
    expect(dress.price.finalSale).toBeUndefined();
    expect(dress.options.color.map((colour) => [colour.slug, colour.availability, colour.productId])).toEqual(
      [
        ['black', 'AVAILABLE', 'MNT1'],
        ['ivory', 'AVAILABLE', 'MNT1'],
      ],
    );
    expect(dress.options.color[0]!.color).toMatchObject({ hex: ['#222222'], name: 'black' });
    expect(dress.options.color[0]!.color.swatch).toMatch(/^data:image\/svg\+xml,.*%23222222/);
    expect(dress.options.size.map((size) => [size.slug, size.labelSize, size.type])).toEqual([
      ['s', 'S', 'size'],
      ['m', 'M', 'size'],
      ['l', 'L', 'size'],
    ]);
    expect(dress.options.sizeType).toBeUndefined();

    const american = await product(us, 'MNT1');
    expect(american).toMatchObject({
      currency: 'USD',
      price: { list: { total: 6500 }, sale: { total: 6500 } },
      onSale: false,
      sale: 'NOSALE',
    });
    expect(american.skus.every((sku) => sku.price.sale.total === 6500)).toBe(true);
  });

  it('gives each sku its availability: stockQty only when low, preorder ship dates in seconds', async () => {
    const { skus, shippingDateRange } = await product(uk, 'MNT1');
    const bySku = Object.fromEntries(skus.map((sku) => [sku.sku, sku]));
    expect(bySku['MNT1-black-s']).toEqual({
      sku: 'MNT1-black-s',
      availability: 'LOWSTOCK',
      stockQty: 3,
      price: { list: { total: 5000 }, sale: { total: 3500 } },
      options: { color: 'black', size: 's' },
    });
    expect(bySku['MNT1-black-m']).toMatchObject({ availability: 'OUTOFSTOCK' });
    expect(bySku['MNT1-black-m']!.stockQty).toBeUndefined();
    expect(bySku['MNT1-black-l']!.stockQty).toBeUndefined();
    expect(bySku['MNT1-ivory-l']).toMatchObject({
      availability: 'PREORDER',
      shipDateStart: seconds('2027-02-01T00:00:00Z'),
      shipDateEnd: seconds('2027-02-10T00:00:00Z'),
    });
    expect(bySku['MNT1-ivory-m']!.shipDateStart).toBeUndefined();
    expect(shippingDateRange).toEqual({
      minRange: seconds('2027-02-01T00:00:00Z'),
      maxRange: seconds('2027-02-10T00:00:00Z'),
    });
    expect(skus).toHaveLength(6);
  });

  it('lists the size-type level and the final-sale flag', async () => {
    const typed = await product(uk, 'MNTYPE');
    expect(typed.optionLevels).toEqual(['color', 'sizeType', 'size']);
    expect(typed.options.sizeType).toEqual([
      { slug: 'Regular', name: 'Regular', type: 'sizeType', availability: 'AVAILABLE' },
      { slug: 'Petite', name: 'Petite', type: 'sizeType', availability: 'PREORDER' },
    ]);
    expect(typed.price.finalSale).toBe('true');
  });

  it('offers every size of every size range, each with its own sku, stock and price', async () => {
    const typed = await product(uk, 'MNTYPE');
    expect(
      typed.options.size.map((size) => [size.sizeType, size.slug, size.labelSize, size.availability]),
    ).toEqual([
      ['Regular', 's', 'S', 'AVAILABLE'],
      ['Regular', 'm', 'M', 'LOWSTOCK'],
      ['Petite', 's', 'S', 'OUTOFSTOCK'],
      ['Petite', 'm', 'M', 'PREORDER'],
    ]);
    const price = { list: { total: 5000 }, sale: { total: 5000 }, finalSale: 'true' };
    expect(typed.skus).toEqual([
      {
        sku: 'MNTYPE-stripe-s',
        availability: 'AVAILABLE',
        price,
        options: { color: 'stripe', size: 's', sizeType: 'Regular' },
      },
      {
        sku: 'MNTYPE-stripe-m',
        availability: 'LOWSTOCK',
        stockQty: 2,
        price,
        options: { color: 'stripe', size: 'm', sizeType: 'Regular' },
      },
      {
        sku: 'MNTYPE-stripe-PET-s',
        availability: 'OUTOFSTOCK',
        price,
        options: { color: 'stripe', size: 's', sizeType: 'Petite' },
      },
      {
        sku: 'MNTYPE-stripe-PET-m',
        availability: 'PREORDER',
        shipDateStart: seconds('2027-02-01T00:00:00Z'),
        shipDateEnd: seconds('2027-02-10T00:00:00Z'),
        price,
        options: { color: 'stripe', size: 'm', sizeType: 'Petite' },
      },
    ]);
  });

  it('lists the other colours of a group as separate products, leaving out discontinued ones', async () => {
    const navy = await product(uk, 'MNGRP1');
    expect(navy.groupProducts).toEqual([
      expect.objectContaining({
        productId: 'MNGRP2',
        productSlug: 'mngrp2',
        slug: 'camel',
        name: 'Product MNGRP2',
        availability: 'AVAILABLE',
        url: '/product/mngrp2/MNGRP2?color=camel',
        mainImage: '/media/products/MNGRP2/camel.svg',
      }),
    ]);
  });

  it('reads the product in one query', async () => {
    await uk.session();
    const spy = vi.spyOn(harness.db, 'query');
    try {
      await product(uk, 'MNGRP1');
      const catalogueQueries = spy.mock.calls.filter(([sql]) => /\bskus\b|\bproducts\b/.test(sql));
      expect(catalogueQueries).toHaveLength(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('works without a session, for the site of the subfolder header', async () => {
    const call = (headers: Record<string, string>) =>
      harness.app.inject({
        method: 'GET',
        url: `/api/product/s/MNGRP1?lang=en&siteTag=${SITE_TAG}`,
        headers: { authorization: BASIC_AUTHORIZATION, ...headers },
      });
    expect((await call({ 'x-subfolder': 'us' })).json()).toMatchObject({
      currency: 'USD',
      price: { list: { total: 6500 } },
    });
    // The site without a country folder (jp) is the one an absent header names.
    expect((await call({})).json()).toMatchObject({ currency: 'JPY', price: { list: { total: 9000 } } });
  });

  it('answers 404 PRODUCT_NOT_FOUND with result NOT_FOUND for unknown, discontinued and unpriced products', async () => {
    const expectNotFound = async (shopper: TestShopper, id: string) => {
      const response = await shopper.call('GET', `/api/product/s/${id}?lang=en`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 404, code: 'PRODUCT_NOT_FOUND', result: 'NOT_FOUND' });
    };
    await expectNotFound(uk, 'MNNOPE');
    await expectNotFound(uk, 'MNGONE');
    await expectNotFound(us, 'MNUKONLY');
    await expectNotFound(uk, 'MNUSONLY');
    await expectNotFound(uk, 'mnt1');
    expect((await product(uk, 'MNUKONLY')).price.list.total).toBe(4200);
  });

  it('answers malicious product ids with 400 or 404, never 5xx', async () => {
    for (const id of [
      '..%2Fx',
      '../x',
      encodeURIComponent("' OR 1=1 --"),
      'A'.repeat(5000),
      '%00',
      'MNT1%3B',
    ]) {
      const response = await uk.call('GET', `/api/product/s/${id}?lang=en`);
      expect([400, 404], `${id.slice(0, 20)}: ${response.body.slice(0, 200)}`).toContain(response.statusCode);
      expect(response.headers['content-type']).toMatch(/json/);
    }
    const badLang = await uk.call('GET', '/api/product/s/MNT1?lang=english');
    expect(badLang.json()).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    expect((await harness.db.query('SELECT count(*)::int AS n FROM products'))[0]).toEqual({ n: 8 });
  });

  describe('filters', () => {
    const filters = async (shopper: TestShopper) => {
      const { hits } = await shopper.json<{ hits: FilterDefinition[] }>('GET', '/api/filters/s/ALL?lang=en');
      return Object.fromEntries(hits.map((hit) => [hit.name, hit]));
    };

    it('lists brand, categories, colour, size, price range and on-sale for what the site sells', async () => {
      const byName = await filters(uk);
      expect(Object.keys(byName)).toEqual(['brand', 'categories', 'color', 'size', 'priceRange', 'onSale']);
      expect(byName.brand).toMatchObject({
        type: 'list',
        buttonType: 'tickableOption',
        metadata: { nameInAlgolia: 'brand.tag', filterType: 'facet', webLabel: 'WEB.LISTING.FILTER.BRAND' },
        options: [
          { tag: 'atelier-sud', value: 'Atelier Sud' },
          { tag: 'island-knits', value: 'Island Knits' },
          { tag: 'maison-nord', value: 'Maison Nord' },
        ],
      });
      expect(byName.categories!.type).toBe('categoryColumns');
      expect(byName.categories!.options).toEqual([
        { tag: 'clothing', value: 'Clothing', category: 'clothing' },
        { tag: 'dresses', value: 'Dresses', category: 'clothing' },
        { tag: 'wrap-dress', value: 'Wrap dress', category: 'clothing', subCategory: 'dresses' },
      ]);
      expect(byName.color).toMatchObject({ type: 'grid', buttonType: 'swatch', swatchType: 'rgb' });
      const colours = byName.color!.options;
      expect(colours.map((option) => option.tag)).toEqual(['black', 'camel', 'ivory', 'navy', 'stripe']);
      expect(colours[0]).toEqual({ tag: 'black', value: 'black', rgb: '#222222' });
      expect(colours[4]).toMatchObject({ rgb: '#ffffff', swatchURL: expect.stringMatching(/^data:image/) });
      expect(byName.size).toMatchObject({ type: 'grid', buttonType: 'selectableBox' });
      expect(byName.size!.options.map((option) => option.tag)).toEqual([
        'xs',
        's',
        'm',
        'l',
        'xl',
        '8',
        '10',
      ]);
      expect(byName.priceRange).toEqual({
        name: 'priceRange',
        type: 'rangeSelector',
        metadata: {
          nameInAlgolia: 'price.sale.total',
          filterType: 'numeric',
          webLabel: 'WEB.LISTING.FILTER.PRICE',
          currency: 'GBP',
        },
        options: [],
      });
      expect(byName.onSale!.options).toEqual([{ tag: 'true', value: 'WEB.LISTING.FILTER.ON_SALE_ONLY' }]);
    });

    it('lays the filters out in the order and layout the site configures', async () => {
      const byName = await filters(us);
      expect(Object.keys(byName)).toEqual(['categories', 'brand', 'color', 'size', 'priceRange', 'onSale']);
      expect(byName.brand).toMatchObject({ type: 'columns', limit: 12 });
      expect(byName.brand!.columns).toBeUndefined();
      expect(byName.color).toMatchObject({ type: 'grid', swatchSize: 32, columns: 5, showSwatch: true });
      expect(byName.categories).toMatchObject({ type: 'categoryColumns', open: true, subcategorize: true });
      expect(byName.priceRange!.metadata.webLabel).toBe('WEB.LISTING.FILTER.PRICE');
    });

    it('answers per site: another currency, other brands, no sale', async () => {
      const byName = await filters(us);
      expect(byName.priceRange!.metadata.currency).toBe('USD');
      const brands = byName.brand!.options.map((option) => option.tag);
      expect(brands).toContain('coast-label');
      expect(brands).not.toContain('island-knits');
      expect(brands).not.toContain('gone-label');
      expect(byName.onSale!.options).toEqual([]);
    });

    it('keeps the list for a minute', async () => {
      await filters(uk);
      await insertFixtureProducts(harness.db, [{ productId: 'MNLATE', brand: 'Late Arrival' }]);
      const brandTags = async () => (await filters(uk)).brand!.options.map((option) => option.tag);
      expect(await brandTags()).not.toContain('late-arrival');
      harness.setNow(new Date(harness.context.now().getTime() + FILTER_CACHE_MS + 1000));
      expect(await brandTags()).toContain('late-arrival');
    });
  });
});
