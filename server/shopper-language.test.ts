import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartResponse } from '../schemas/api/cart.schema.ts';
import type { PaymentSessionResponse, PlaceOrderResponse } from '../schemas/api/checkout.schema.ts';
import type { OrderDetails } from '../schemas/api/orders.schema.ts';
import type { FilterDefinition, ProductResponse } from '../schemas/api/product.schema.ts';
import type { ProductRecord } from '../schemas/search/product-record.ts';
import { seedCatalogue } from './catalogue/seed.ts';
import { CONSUMER, DUBAI_ADDRESS, placeOrder, placeOrderBody } from './test-support/checkout-fixture.ts';
import { demoContentDir, startCommerce, type CommerceHarness } from './test-support/commerce-harness.ts';
import { startSearchHarness, type SearchHarness } from './test-support/search-harness.ts';
import { testDatabaseKinds } from './test-support/test-databases.ts';

const ARABIC = /[\u0600-\u06ff]/;
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;
const UAE = 'maison-nord-ae';
const JAPAN = 'maison-nord-jp';
/** The words `sizes.ts` names sizes and fit ranges with, which no other language should show. */
const ENGLISH_SIZE_WORDS = /^(One size|Regular|Petite|Tall|Short|Long)$|years|months/;

/** The first product of the seeded catalogue whose first sku is in stock, as the product API answers it. */
async function productInStock(harness: CommerceHarness): Promise<ProductResponse> {
  const shopper = harness.shopper({ sitePublicId: UAE, language: 'en' });
  for (let index = 0; index < 40; index++) {
    const product = await shopper.json<ProductResponse>('GET', `/api/product/s/MN${100000 + index}?lang=en`);
    if (product.skus[0]?.availability === 'AVAILABLE') return product;
  }
  throw new Error('no product in stock');
}

describe.each(testDatabaseKinds)('answers in the shopper’s language on $name', (kind) => {
  let harness: CommerceHarness;
  let product: ProductResponse;
  beforeAll(async () => {
    harness = await startCommerce(kind);
    await seedCatalogue(harness.db, { contentDir: demoContentDir, products: 40, seed: 7 });
    product = await productInStock(harness);
  });
  afterAll(() => harness.close());

  /** A bag on the UAE site with one line of `product`, in the session's language. */
  async function bagIn(language: string): Promise<CartResponse> {
    const shopper = harness.shopper({ sitePublicId: UAE, language });
    const sku = product.skus[0]!;
    return shopper.json<CartResponse>('POST', '/api/cart', {
      productId: product.productId,
      sku: sku.sku,
      quantity: 1,
    });
  }

  it('names the campaign, the delivery methods and the line in Arabic for an Arabic session', async () => {
    const arabic = await bagIn('ar');
    expect(arabic.promotions?.map((promotion) => promotion.name)).toEqual(['تخفيضات الشتاء']);
    expect(arabic.shipping.options.map((option) => option.name)).toEqual([
      'التوصيل العادي',
      'التوصيل السريع',
    ]);
    expect(arabic.shipping.options[0]!.tooltip).toMatch(ARABIC);
    expect(arabic.items[0]!.name).toMatch(ARABIC);
    expect(arabic.items[0]!.options.colorName).toMatch(ARABIC);

    const english = await bagIn('en');
    expect(english.promotions?.map((promotion) => promotion.name)).toEqual(['Winter Sale']);
    expect(english.shipping.options.map((option) => option.name)).toEqual([
      'Standard delivery',
      'Express delivery',
    ]);
    expect(english.items[0]!.name).toBe(product.name);
    // The words change, never the money.
    expect(arabic.summary).toEqual(english.summary);
  });

  it('answers a product’s name, description and colours in the language asked for, English otherwise', async () => {
    const shopper = harness.shopper({ sitePublicId: UAE, language: 'en' });
    const path = `/api/product/s/${product.productId}`;
    const arabic = await shopper.json<ProductResponse>('GET', `${path}?lang=ar`);
    expect(arabic.name).toMatch(ARABIC);
    expect(arabic.description).toMatch(ARABIC);
    expect(arabic.options.color.every((option) => ARABIC.test(option.color.name))).toBe(true);
    expect(arabic.options.color.map((option) => option.slug)).toEqual(
      product.options.color.map((option) => option.slug),
    );
    const english = await shopper.json<ProductResponse>('GET', `${path}?lang=en`);
    expect(english.description).not.toMatch(ARABIC);
    expect(english.options.color[0]!.color.name).not.toMatch(ARABIC);
  });

  it('names sizes and fit ranges in Arabic or Japanese for a session in that language, English otherwise', async () => {
    const [ranged] = await harness.db.query<{ product_id: string }>(
      `SELECT product_id FROM skus WHERE size_type IS NOT NULL ORDER BY product_id LIMIT 1`,
    );
    const [worded] = await harness.db.query<{ product_id: string; sku: string; size_name: string }>(
      `SELECT product_id, sku, size_name FROM skus
        WHERE size_name ~ '(One size|years|months)$' AND stock > 0 AND NOT discontinued ORDER BY sku LIMIT 1`,
    );
    const productIn = (id: string, language: string, site = UAE) =>
      harness
        .shopper({ sitePublicId: site, language })
        .json<ProductResponse>('GET', `/api/product/s/${id}?lang=${language}`);
    const names = (answer: ProductResponse) => [
      ...(answer.options.sizeType ?? []).map((option) => option.name),
      ...answer.options.size.flatMap((option) => [option.name, option.labelSize]),
    ];
    const keys = (answer: ProductResponse) => ({
      skus: answer.skus,
      sizes: answer.options.size.map(({ slug, sizeType }) => ({ slug, sizeType })),
      ranges: answer.options.sizeType?.map((option) => option.slug),
    });
    for (const id of [ranged!.product_id, worded!.product_id]) {
      const english = await productIn(id, 'en');
      const arabic = await productIn(id, 'ar');
      const japanese = await productIn(id, 'ja', JAPAN);
      expect(names(english).some((name) => ENGLISH_SIZE_WORDS.test(name))).toBe(true);
      expect(names(english).some((name) => ARABIC.test(name) || JAPANESE.test(name))).toBe(false);
      expect(names(arabic).some((name) => ENGLISH_SIZE_WORDS.test(name))).toBe(false);
      expect(names(japanese).some((name) => ENGLISH_SIZE_WORDS.test(name))).toBe(false);
      // Only the words change: skus, slugs and the range values skus are keyed by stay as they are.
      expect(keys(arabic)).toEqual(keys(english));
      expect(keys(japanese).sizes).toEqual(keys(english).sizes);
    }
    const ranges = (await productIn(ranged!.product_id, 'ar')).options.sizeType!;
    expect(ranges.every((option) => ARABIC.test(option.name))).toBe(true);
    const japaneseRanges = (await productIn(ranged!.product_id, 'ja', JAPAN)).options.sizeType!;
    expect(japaneseRanges.every((option) => JAPANESE.test(option.name))).toBe(true);

    const line = async (language: string, site = UAE) =>
      (
        await harness.shopper({ sitePublicId: site, language }).json<CartResponse>('POST', '/api/cart', {
          productId: worded!.product_id,
          sku: worded!.sku,
          quantity: 1,
        })
      ).items[0]!;
    const [arabicLine, japaneseLine, englishLine] = [
      await line('ar'),
      await line('ja', JAPAN),
      await line('en'),
    ];
    expect(englishLine.options.sizeName).toBe(worded!.size_name);
    expect(arabicLine.options.sizeName).toMatch(ARABIC);
    expect(japaneseLine.options.sizeName).toMatch(JAPANESE);
    expect([arabicLine.sku, arabicLine.options.size]).toEqual([englishLine.sku, englishLine.options.size]);
  });

  it('keeps an order’s names in every language, reads them in the caller’s, mails in the shopper’s', async () => {
    const [worded] = await harness.db.query<{ product_id: string; sku: string }>(
      `SELECT product_id, sku FROM skus WHERE size_name ~ '(One size|years|months)$' AND stock > 0
          AND NOT discontinued ORDER BY sku LIMIT 1`,
    );
    /** Place an order of the worded sku in a `language` session: what its bag showed, and how to read it back. */
    const placeIn = async (language: string) => {
      const shopper = harness.shopper({ sitePublicId: UAE, language });
      const bag = await shopper.json<CartResponse>('POST', '/api/cart', {
        productId: worded!.product_id,
        sku: worded!.sku,
        quantity: 1,
      });
      await shopper.json('POST', '/api/cart/address', { address: DUBAI_ADDRESS });
      await shopper.json('POST', '/api/shipping', { id: 'ae-standard' });
      const session = await shopper.json<PaymentSessionResponse>('GET', '/api/checkout/paymentSession');
      const body = await placeOrderBody(session, { card: { number: '4111111111111111' } });
      const addresses = { shipping: DUBAI_ADDRESS, billing: DUBAI_ADDRESS };
      const placed = await placeOrder(shopper, { ...body, addresses });
      expect(placed.statusCode, placed.body).toBe(200);
      const { utr, complete } = placed.json<PlaceOrderResponse>();
      const query = { orderReference: utr, email: CONSUMER.email, hash: complete!.uat };
      return {
        bag,
        utr,
        complete: () => shopper.json<OrderDetails>('GET', `/api/order/complete/${utr}?uat=${complete!.uat}`),
        lookupIn: (reader: string) =>
          harness
            .shopper({ sitePublicId: UAE, language: reader })
            .json<OrderDetails>('POST', '/api/order/s/query', query),
      };
    };
    const words = (order: OrderDetails) => ({
      name: order.items[0]!.name,
      colorName: order.items[0]!.options.colorName,
      sizeName: order.items[0]!.options.sizeName,
      delivery: order.shippingMethod.name,
    });
    const bagWords = (bag: CartResponse) => ({
      name: bag.items[0]!.name,
      colorName: bag.items[0]!.options.colorName,
      sizeName: bag.items[0]!.options.sizeName,
      delivery: bag.shipping.options.find((option) => option.id === 'ae-standard')!.name,
    });

    /** The confirmation e-mail the order queued. */
    const mailOf = async (reference: string) =>
      (
        await harness.db.query<{ subject: string; body_text: string }>(
          "SELECT subject, body_text FROM outbox WHERE kind = 'order-confirmation' AND body_text LIKE $1",
          [`%${reference}%`],
        )
      )[0]!;

    const arabic = await placeIn('ar');
    const arabicWords = bagWords(arabic.bag);
    expect(Object.values(arabicWords).every((word) => ARABIC.test(word!))).toBe(true);
    expect(words(await arabic.complete())).toEqual(arabicWords);
    expect(words(await arabic.lookupIn('ar'))).toEqual(arabicWords);
    const english = await placeIn('en');
    const englishWords = bagWords(english.bag);
    expect(words(await english.complete())).toEqual(englishWords);
    expect(Object.values(englishWords).some((word) => ARABIC.test(word!))).toBe(false);
    // The confirmation is written in the language the order was placed in.
    const [arabicMail, englishMail] = [await mailOf(arabic.utr), await mailOf(english.utr)];
    expect(arabicMail.subject).toMatch(ARABIC);
    expect(arabicMail.body_text).toMatch(ARABIC);
    expect(`${englishMail.subject} ${englishMail.body_text}`).not.toMatch(ARABIC);
    // An order reads in the language of whoever reads it, from the names it kept when it was placed.
    expect(words(await arabic.lookupIn('en'))).toEqual(englishWords);
    expect(words(await english.lookupIn('ar'))).toEqual(arabicWords);
    await harness.db.query(`UPDATE orders SET account_id = 'acct-layla' WHERE reference = $1`, [arabic.utr]);
    const account = harness.shopper({
      sitePublicId: UAE,
      language: 'ar',
      bearer: await harness.bearerFor({ accountId: 'acct-layla', email: CONSUMER.email }),
    });
    // Editing the catalogue later changes no order.
    await harness.db.query(
      `UPDATE products SET name = 'Renamed', translations = '{"name": {"ar": "اسم جديد"}}' WHERE product_id = $1`,
      [worded!.product_id],
    );
    expect(words(await account.json<OrderDetails>('GET', `/api/order/${arabic.utr}`))).toEqual(arabicWords);
  });

  it('labels colour, category and size filters in Arabic, keeping their values', async () => {
    const shopper = harness.shopper({ sitePublicId: UAE, language: 'ar' });
    const filters = async (language: string) =>
      (await shopper.json<{ hits: FilterDefinition[] }>('GET', `/api/filters/s/ALL?lang=${language}`)).hits;
    const [arabic, english] = [await filters('ar'), await filters('en')];
    const named = (hits: FilterDefinition[], name: string) => hits.find((hit) => hit.name === name)!.options;
    expect(named(arabic, 'color').every((option) => ARABIC.test(option.value))).toBe(true);
    expect(
      named(arabic, 'color')
        .map((option) => option.tag)
        .sort(),
    ).toEqual(
      named(english, 'color')
        .map((option) => option.tag)
        .sort(),
    );
    expect(named(english, 'color').some((option) => ARABIC.test(option.value))).toBe(false);
    expect(named(arabic, 'categories').every((option) => ARABIC.test(option.value))).toBe(true);
    // Size labels come from the same words as the product page's and the bag's.
    const sizes = (hits: FilterDefinition[]) => named(hits, 'size').map((option) => option.value);
    expect(sizes(arabic).some((label) => ENGLISH_SIZE_WORDS.test(label))).toBe(false);
    expect(sizes(english).some((label) => ENGLISH_SIZE_WORDS.test(label))).toBe(true);
  });
});

describe.each(testDatabaseKinds)('search answers in the query’s language on $name', (kind) => {
  let harness: SearchHarness;
  beforeAll(async () => {
    harness = await startSearchHarness(kind, 20);
  });
  afterAll(() => harness?.close());

  const search = async (queryLanguages?: 'ar'[]) =>
    (
      await harness.client().searchSingleIndex<ProductRecord>({
        indexName: 'ae_products',
        searchParams: { hitsPerPage: 5, ...(queryLanguages ? { queryLanguages } : {}) },
      })
    ).hits;

  it('names products, their colour and their swatches in Arabic for an Arabic query, English otherwise', async () => {
    const arabic = await search(['ar']);
    const english = await search();
    expect(arabic.length).toBeGreaterThan(0);
    for (const hit of arabic) {
      expect(hit.name).toMatch(ARABIC);
      expect(hit.colorName).toMatch(ARABIC);
      expect(hit.colors.every((swatch) => ARABIC.test(swatch.name))).toBe(true);
    }
    expect(arabic.map((hit) => hit.color)).toEqual(english.map((hit) => hit.color));
    expect(english.some((hit) => ARABIC.test(hit.name) || ARABIC.test(hit.colorName))).toBe(false);
  });
});
