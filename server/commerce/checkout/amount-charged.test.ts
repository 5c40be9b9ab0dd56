import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartResponse } from '../../../schemas/api/cart.schema.ts';
import type { PaymentSessionResponse, PlaceOrderResponse } from '../../../schemas/api/checkout.schema.ts';
import { insertFixtureProducts, skuOf } from '../../test-support/catalogue-fixture.ts';
import { DUBAI_ADDRESS, placeOrder, placeOrderBody } from '../../test-support/checkout-fixture.ts';
import { startCommerce, type CommerceHarness } from '../../test-support/commerce-harness.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';

const VISA = { number: '4111111111111111' };
const DUBAI = DUBAI_ADDRESS;

describe.each(testDatabaseKinds)('the amount charged on the UAE site on $name', (kind) => {
  let harness: CommerceHarness;

  beforeAll(async () => {
    harness = await startCommerce(kind);
    // The UAE's delivery and VAT as the demo seeds them, and its winter sale: 30% off everything.
    await harness.db.query(
      `INSERT INTO shipping_methods (id, country, method, name, currency, price_minor, free_over_minor, min_days,
         max_days, supports_bulky_items, position)
       VALUES ('ae-standard', 'AE', 'standard', 'Standard delivery', 'AED', 2500, 25000, 2, 4, true, 0)`,
    );
    await harness.db.query(
      `INSERT INTO tax_rates (country, region, rate_bp, inclusive) VALUES ('AE', '', 500, true)`,
    );
    await harness.db.query(
      `INSERT INTO discounts (id, site_id, name, discount_type, component, amount, currency, conditions, starts_at,
         ends_at)
       VALUES ('campaign-ae-winter-sale', 'ae', 'Winter Sale', 'PERCENTAGE', 'ITEMS', 30, 'AED', '{}',
         '2026-11-20T00:00:00Z', '2027-01-06T23:59:59Z')`,
    );
    await insertFixtureProducts(harness.db, [
      { productId: 'AED1', sizes: ['m'], prices: { AED: { list: 24000 } } },
      { productId: 'AED2', sizes: ['m'], prices: { AED: { list: 24500 } } },
    ]);
  });
  afterAll(() => harness.close());

  it('MUST HOLD: AED 485 less 30% shows whole dirhams that add up, and charges exactly the total shown', async () => {
    const shopper = harness.shopper({ sitePublicId: 'maison-nord-ae' });
    for (const productId of ['AED1', 'AED2'])
      await shopper.json('POST', '/api/cart', {
        productId,
        sku: skuOf(productId, 'black', 'm'),
        quantity: 1,
      });
    await shopper.json('POST', '/api/cart/address', { address: DUBAI });
    await shopper.json('POST', '/api/shipping', { id: 'ae-standard' });
    const bag = await shopper.json<CartResponse>('POST', '/api/cart/calculate-tax', { address: DUBAI });

    // 30% of 485 is 145.50: rounded once, half up, to 146, so the bag shows 485 − 146 = 339 (not 340, charged 339.50).
    const { summary } = bag;
    expect(summary).toMatchObject({ totalItemCost: 48500, totalDiscount: 14600, deliveryNetCost: 0 });
    expect(summary.totalCost).toBe(summary.totalItemCost - summary.totalDiscount + summary.deliveryNetCost);
    expect(summary.totalCost).toBe(33900);
    // Each line's share and the VAT included are whole dirhams too, and the shares add up to the discount.
    const shares = bag.items.flatMap((item) => item.discounts.map((discount) => discount.amount));
    expect(shares.every((share) => share % 100 === 0)).toBe(true);
    expect(shares.reduce((total, share) => total + share, 0)).toBe(14600);
    expect(summary.totalTax % 100).toBe(0);

    const session = await shopper.json<PaymentSessionResponse>('GET', '/api/checkout/paymentSession');
    const body = await placeOrderBody(session, { card: VISA });
    const placed = await placeOrder(shopper, { ...body, addresses: { shipping: DUBAI, billing: DUBAI } });
    expect(placed.statusCode, placed.body).toBe(200);
    const { utr } = placed.json<PlaceOrderResponse>();
    const [order] = await harness.db.query<{ total_cost_minor: number; total_discount_minor: number }>(
      'SELECT total_cost_minor::int, total_discount_minor::int FROM orders WHERE reference = $1',
      [utr],
    );
    expect(order).toEqual({ total_cost_minor: 33900, total_discount_minor: 14600 });
    const [payment] = await harness.db.query<{ amount_value: number; currency: string }>(
      'SELECT amount_value::int, currency FROM sandbox_payments WHERE merchant_reference = $1',
      [utr],
    );
    expect(payment).toEqual({ amount_value: 33900, currency: 'AED' });
  });
});
