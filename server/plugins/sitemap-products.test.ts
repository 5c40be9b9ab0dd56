import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFixtureProducts } from '../test-support/catalogue-fixture.ts';
import { startCommerce, type CommerceHarness } from '../test-support/commerce-harness.ts';
import { testDatabaseKinds } from '../test-support/test-databases.ts';

describe.each(testDatabaseKinds)('products in the sitemaps ($name)', (kind) => {
  let harness: CommerceHarness;
  beforeAll(async () => {
    harness = await startCommerce(kind);
    await insertFixtureProducts(harness.db, [
      { productId: 'SM1', prices: { GBP: { list: 5000 }, AED: { list: 20000 } } },
      { productId: 'SM2', brand: 'Harlow Finch', prices: { AED: { list: 9000 } } },
    ]);
    await insertFixtureProducts(harness.db, [{ productId: 'SM3', prices: { GBP: { list: 100 } } }]);
    await harness.db.query(`UPDATE products SET discontinued = true WHERE product_id = 'SM3'`);
  });
  afterAll(() => harness.close());

  const sitemap = async (file: string) =>
    (await harness.app.inject({ url: `/sitemaps/${file}`, headers: { host: 'shop.example' } })).body;

  it('lists each product and brand a site sells at its canonical address, in every language of the site', async () => {
    const uk = await sitemap('uk-en-1.xml');
    expect(uk).toContain('<loc>http://shop.example/uk/en/product/sm1/SM1</loc>');
    // Not priced in pounds, or no longer sold: not a page of the UK site.
    expect(uk).not.toContain('SM2');
    expect(uk).not.toContain('SM3');
    const ae = await sitemap('ae-ar-1.xml');
    expect(ae).toContain('<loc>http://shop.example/ae/ar/product/sm2/SM2</loc>');
    expect(ae).toContain('<loc>http://shop.example/ae/ar/brands/harlow-finch</loc>');
    expect(uk).toContain('<loc>http://shop.example/uk/en/brands/maison-nord</loc>');
    expect(uk).not.toContain('harlow-finch');
    expect(ae).toMatch(/hreflang="en[^"]*" href="http:\/\/shop\.example\/ae\/en\/product\/sm2\/SM2"/);
  });
});
