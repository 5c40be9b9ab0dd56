import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductRecord } from '../../../schemas/search/product-record.ts';
import { seedCatalogue } from '../../catalogue/seed.ts';
import { OrderFulfilment } from '../../commerce/orders/order-fulfilment.ts';
import {
  placeOrder,
  placeOrderBody,
  shopperReadyToPay,
  type TestBagLine,
} from '../../test-support/checkout-fixture.ts';
import { demoContentDir, startCommerce, type CommerceHarness } from '../../test-support/commerce-harness.ts';
import { listenSearchApp } from '../../test-support/search-harness.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';
import { startSearch, type SearchKeys } from '../index.ts';

// Bought together as a shopper's product page asks for it: through the Algolia Recommend endpoint, over the seeded
// demo shop, learning from orders placed through the real checkout.
const UK = 'uk_products';
const VISA = { number: '4111111111111111' };
const REFUSED = { number: '4000000000000002' };
const TOPS = ['t-shirts', 'blouses', 'shirts', 'jumpers', 'cardigans'];
const OUTFIT_PARTNERS = [
  'jeans',
  'trousers',
  'skirts',
  'suit-trousers',
  'shoes',
  'coats',
  'jackets',
  'blazers',
];

type Hit = ProductRecord & { _score: number };

describe.each(testDatabaseKinds)('bought together on $name', (kind) => {
  let harness: CommerceHarness;
  let close: () => Promise<unknown>;
  let host: string;
  let keys: SearchKeys;

  beforeAll(async () => {
    harness = await startCommerce(kind);
    await seedCatalogue(harness.db, { contentDir: demoContentDir, products: 160, seed: 7 });
    const search = await startSearch(harness.db, harness.context.sites, { syncMs: 0, suggestionsMs: 0 }, {});
    const listening = await listenSearchApp(harness.context, search);
    host = listening.host;
    keys = search.keys;
    close = async () => {
      await listening.app.close();
      await search.service.close();
      await harness.close();
    };
  });
  afterAll(() => close());

  const boughtWith = async (objectID: string): Promise<Hit[]> => {
    const response = await fetch(`http://${host}/1/indexes/*/recommendations`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-algolia-application-id': keys.appId,
        'x-algolia-api-key': keys.searchKey,
      },
      body: JSON.stringify({
        requests: [
          { indexName: UK, model: 'bought-together', objectID, threshold: 0, maxRecommendations: 8 },
        ],
      }),
    });
    expect(response.status).toBe(200);
    const { results } = (await response.json()) as { results: { hits: Hit[] }[] };
    return results[0]!.hits;
  };
  const idsBoughtWith = async (productId: string) =>
    (await boughtWith(productId)).map((hit) => hit.productId);

  /** Products with a sku in stock, none bought with any other yet (so what an order teaches is all there is). */
  const unpairedProducts = async (count: number): Promise<TestBagLine[]> => {
    const rows = await harness.db.query<{ product_id: string; sku: string }>(
      `SELECT s.product_id, min(s.sku) AS sku FROM skus s JOIN products p ON p.product_id = s.product_id
        WHERE s.stock >= 2 AND s.fulfilment = 'STOCK' AND NOT s.discontinued AND NOT p.discontinued
          AND NOT EXISTS (SELECT 1 FROM purchase_pairs pp WHERE pp.product_id = s.product_id)
        GROUP BY s.product_id ORDER BY s.product_id LIMIT $1`,
      [count],
    );
    expect(rows).toHaveLength(count);
    return rows.map((row) => ({ productId: row.product_id, sku: row.sku }));
  };

  const pay = async (lines: TestBagLine[], card: { number: string }) => {
    const { shopper, session } = await shopperReadyToPay(harness, lines);
    return placeOrder(shopper, await placeOrderBody(session, { card }));
  };

  it('answers a demo product with what the seeded history bought with it: an outfit for the same audience', async () => {
    const [top] = await harness.db.query<{ product_id: string; gender: string }>(
      `SELECT product_id, gender FROM products
        WHERE gender = 'women' AND categories && $1::text[] AND NOT discontinued ORDER BY product_id LIMIT 1`,
      [TOPS],
    );
    const hits = await boughtWith(top!.product_id);
    expect(hits.length).toBeGreaterThan(0);
    expect(hits[0]!._score).toBe(100);
    for (const hit of hits) {
      expect(hit.productId).not.toBe(top!.product_id);
      expect(hit.gender).toBe('women');
      expect(hit.categories.some((category) => OUTFIT_PARTNERS.includes(category))).toBe(true);
    }
  });

  it('learns from a paid order at once, and forgets it when the paid order is cancelled', async () => {
    const [a, b] = await unpairedProducts(2);
    expect(await idsBoughtWith(a!.productId)).toEqual([]);
    const paid = await pay([a!, b!], VISA);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await idsBoughtWith(a!.productId)).toEqual([b!.productId]);
    expect(await idsBoughtWith(b!.productId)).toEqual([a!.productId]);

    const fulfilment = new OrderFulfilment({ db: harness.db, now: () => new Date() });
    await fulfilment.advance(paid.json<{ utr: string }>().utr, 'CANCELLED');
    expect(await idsBoughtWith(a!.productId)).toEqual([]);
    expect(await idsBoughtWith(b!.productId)).toEqual([]);
  });

  it('learns nothing from an order whose payment was refused', async () => {
    const [c, d] = await unpairedProducts(2);
    const refused = await pay([c!, d!], REFUSED);
    expect(refused.statusCode, refused.body).toBe(402);
    expect(await idsBoughtWith(c!.productId)).toEqual([]);
    expect(await idsBoughtWith(d!.productId)).toEqual([]);
  });
});
