import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartResponse } from '../../../schemas/api/cart.schema.ts';
import type { PaymentSessionResponse, PlaceOrderResponse } from '../../../schemas/api/checkout.schema.ts';
import { insertFixtureProducts, skuOf } from '../../test-support/catalogue-fixture.ts';
import { placeOrder, placeOrderBody } from '../../test-support/checkout-fixture.ts';
import {
  startCommerce,
  type CommerceHarness,
  type TestShopper,
} from '../../test-support/commerce-harness.ts';
import { insertReferenceFixture } from '../../test-support/reference-fixture.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';

const VISA = { number: '4111111111111111' };
const CALIFORNIA = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  addressLine1: '1 Market St',
  city: 'San Francisco',
  region: 'CA',
  postcode: '94105',
  countryCode: 'US',
  phoneNumber: '+1 415 555 0100',
};
const OREGON = {
  ...CALIFORNIA,
  city: 'Portland',
  region: 'OR',
  postcode: '97201',
  phoneNumber: '+1 503 555 0100',
};

describe.each(testDatabaseKinds)('tax of a placed order on $name', (kind) => {
  let harness: CommerceHarness;
  let product = 0;

  /** A US shopper with one unit of a product of its own in the bag and standard shipping chosen. */
  const usShopper = async () => {
    const productId = `TAX${++product}`;
    await insertFixtureProducts(harness.db, [{ productId, sizes: ['m'], stock: { 'black-m': 5 } }]);
    const sku = skuOf(productId, 'black', 'm');
    const shopper = harness.shopper({ sitePublicId: 'maison-nord-us' });
    await shopper.json('POST', '/api/cart', { productId, sku, quantity: 1 });
    await shopper.json('POST', '/api/shipping', { id: 'us-standard' });
    return { shopper, sku };
  };
  /** What the storefront's delivery step does: save the address on the bag, then work out its tax. */
  const quote = async (shopper: TestShopper, address: typeof CALIFORNIA) => {
    await shopper.json('POST', '/api/cart/address', { address });
    return shopper.json<CartResponse>('POST', '/api/cart/calculate-tax', { address });
  };
  const place = async (shopper: TestShopper, shipping: typeof CALIFORNIA) => {
    const session = await shopper.json<PaymentSessionResponse>('GET', '/api/checkout/paymentSession');
    const body = await placeOrderBody(session, { card: VISA });
    return placeOrder(shopper, { ...body, addresses: { shipping, billing: shipping } });
  };
  const orderTotals = async (reference: string) =>
    (
      await harness.db.query<{ total_tax_minor: number; total_cost_minor: number }>(
        'SELECT total_tax_minor, total_cost_minor FROM orders WHERE reference = $1',
        [reference],
      )
    )[0]!;
  const stockOf = async (sku: string) =>
    (await harness.db.query<{ stock: number }>('SELECT stock FROM skus WHERE sku = $1', [sku]))[0]!.stock;

  beforeAll(async () => {
    harness = await startCommerce(kind);
    await insertReferenceFixture(harness.db);
  });
  afterAll(() => harness.close());

  it('refuses an order shipping to California on an Oregon quote, then places it with California tax once quoted', async () => {
    const { shopper, sku } = await usShopper();
    const oregon = await quote(shopper, OREGON);
    expect(oregon).toMatchObject({ taxCalculated: 'CALCULATED', summary: { totalTax: 0 } });

    const refused = await place(shopper, CALIFORNIA);
    expect(refused.json()).toMatchObject({ status: 422, code: 'TAX_CALCULATION_ERROR' });
    expect(await stockOf(sku)).toBe(5);
    expect((await shopper.json<CartResponse>('GET', '/api/cart')).items).toHaveLength(1);

    // Only the tax quoted for another address: the one stored on the bag still says Oregon.
    await shopper.json('POST', '/api/cart/calculate-tax', { address: CALIFORNIA });
    const stillRefused = await place(shopper, CALIFORNIA);
    expect(stillRefused.json()).toMatchObject({ status: 422, code: 'TAX_CALCULATION_ERROR' });

    const california = await quote(shopper, CALIFORNIA);
    // 7.25% of the item (65.00) and its shipping (8.00).
    expect(california.summary.totalTax).toBe(Math.round(7300 * 0.0725));
    const placed = await place(shopper, CALIFORNIA);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await orderTotals(placed.json<PlaceOrderResponse>().utr)).toEqual({
      total_tax_minor: california.summary.totalTax,
      total_cost_minor: california.summary.totalCost,
    });
    expect(await stockOf(sku)).toBe(4);
  });

  it('places an honest order with the tax quoted for its own address, however the state is spelt', async () => {
    const oregonian = await usShopper();
    await quote(oregonian.shopper, OREGON);
    const untaxed = await place(oregonian.shopper, OREGON);
    expect(untaxed.statusCode, untaxed.body).toBe(200);
    expect(await orderTotals(untaxed.json<PlaceOrderResponse>().utr)).toEqual({
      total_tax_minor: 0,
      total_cost_minor: 7300,
    });

    // "ca" is California: quoted and charged at its rate, never at the country's zero rate.
    const { shopper } = await usShopper();
    const spelt = { ...CALIFORNIA, region: 'ca' };
    const quoted = await quote(shopper, spelt);
    expect(quoted.summary.totalTax).toBe(Math.round(7300 * 0.0725));
    const placed = await place(shopper, { ...spelt, region: ' Ca' });
    expect(placed.statusCode, placed.body).toBe(200);
    expect((await orderTotals(placed.json<PlaceOrderResponse>().utr)).total_tax_minor).toBe(
      quoted.summary.totalTax,
    );
  });
});
