import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaceOrderBody } from '../../../schemas/api/checkout.schema.ts';
import {
  insertFixtureProducts,
  oneSkuProducts,
  skuOf,
  stockOf as stockInDb,
} from '../../test-support/catalogue-fixture.ts';
import {
  placeOrder,
  placeOrderBody,
  shopperReadyToPay,
  UK_ADDRESS,
} from '../../test-support/checkout-fixture.ts';
import { startCommerce, type CommerceHarness } from '../../test-support/commerce-harness.ts';
import { insertReferenceFixture } from '../../test-support/reference-fixture.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';

const VISA = { number: '4111111111111111' };
const REFUSED = { number: '4000000000000002' };
const NO_FUNDS = { number: '4000000000009995' };

describe.each(testDatabaseKinds)('order placement refusals on $name', (kind) => {
  let harness: CommerceHarness;
  let product = 0;
  /** A product of its own per test, with `stock` units of its one sku. */
  const newSku = oneSkuProducts(() => harness.db, 'REF');
  const stockOf = (sku: string) => stockInDb(harness.db, sku);
  const orderOf = async (reference: string) =>
    (
      await harness.db.query<{ status: string; cart_id: number; payment: Record<string, unknown> }>(
        'SELECT status, cart_id, payment FROM orders WHERE reference = $1',
        [reference],
      )
    )[0]!;

  beforeAll(async () => {
    harness = await startCommerce(kind);
    await insertReferenceFixture(harness.db);
  });
  afterAll(() => harness.close());

  it('refuses a declined card with 402 and the provider reference, gives back stock and bag, then takes another card', async () => {
    const line = await newSku(1);
    const { shopper, session } = await shopperReadyToPay(harness, line);
    const refused = await placeOrder(shopper, await placeOrderBody(session, { card: REFUSED }));
    expect(refused.statusCode, refused.body).toBe(402);
    const error = refused.json();
    expect(error).toMatchObject({ code: 'ADRESULT_REFUSED' });
    const detail = (pointer: string) =>
      (error.details as { pointer: string; message: string }[]).find((entry) => entry.pointer === pointer)
        ?.message;
    expect(detail('/pgTransactionId')).toMatch(/^[A-Z0-9]{16}$/);
    expect(await stockOf(line.sku)).toBe(1);
    expect((await orderOf(detail('/utr')!)).status).toBe('CANCELLED');
    const cart = await shopper.json<{ items: { sku: string }[] }>('GET', '/api/cart');
    expect(cart.items.map((item) => item.sku)).toEqual([line.sku]);

    const poor = await placeOrder(shopper, await placeOrderBody(session, { card: NO_FUNDS }));
    expect(poor.json()).toMatchObject({ status: 402, code: 'PREAUTH_FAILED' });
    const expired = await placeOrder(
      shopper,
      await placeOrderBody(session, { card: { ...VISA, expiryYear: '2025' } }),
    );
    expect(expired.json()).toMatchObject({ status: 402, code: 'PREAUTH_FAILED' });

    const paid = await placeOrder(shopper, await placeOrderBody(session, { card: VISA }));
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await stockOf(line.sku)).toBe(0);
  });

  it('needs a captcha token of this session that has not expired, and an idempotency key', async () => {
    const line = await newSku(5);
    const { shopper, session } = await shopperReadyToPay(harness, line);
    const body = await placeOrderBody(session, { card: VISA });
    const other = await shopperReadyToPay(harness, line);
    for (const token of ['', 'nonsense', other.session.captcha.token]) {
      const response = await placeOrder(shopper, { ...body, captcha: { type: 'invisible', token } });
      expect(response.json()).toMatchObject({ status: 403, code: 'ERROR_CAPTCHA' });
    }
    const noKey = await shopper.call('POST', '/api/checkout/payment', body);
    expect(noKey.json()).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    const longKey = await placeOrder(shopper, body, 'k'.repeat(101));
    expect(longKey.json()).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    harness.setNow(new Date(Date.parse('2026-11-25T12:00:00Z') + 121_000));
    try {
      const stale = await placeOrder(shopper, body);
      expect(stale.json()).toMatchObject({ status: 403, code: 'ERROR_CAPTCHA' });
    } finally {
      harness.setNow(new Date('2026-11-25T12:00:00Z'));
    }
    const fresh = await shopper.json<PlaceOrderBody['captcha']>('GET', '/api/checkout/captcha');
    expect((await placeOrder(shopper, { ...body, captcha: fresh })).statusCode).toBe(200);
    expect(await stockOf(line.sku)).toBe(4);
  });

  it('refuses what cannot be placed, before anything is charged', async () => {
    const line = await newSku(5);
    const { shopper, session } = await shopperReadyToPay(harness, line);
    const body = await placeOrderBody(session, { card: VISA });
    const refusal = async (changed: object) => (await placeOrder(shopper, { ...body, ...changed })).json();
    expect(await refusal({ encryptedSecurityCode: undefined })).toMatchObject({
      status: 400,
      code: 'CARD_MISSING',
    });
    const abroad = { ...UK_ADDRESS, countryCode: 'US', postcode: '10001', region: 'NY', city: 'New York' };
    expect(await refusal({ addresses: { shipping: abroad, billing: UK_ADDRESS } })).toMatchObject({
      status: 422,
      code: 'UNABLE_TO_SHIP_ERROR',
    });
    await harness.db.query('UPDATE skus SET discontinued = true WHERE sku = $1', [line.sku]);
    expect(await refusal({})).toMatchObject({ status: 409, code: 'UNAVAILABLE_ITEMS' });
    await harness.db.query('UPDATE skus SET discontinued = false WHERE sku = $1', [line.sku]);
    expect(await stockOf(line.sku)).toBe(5);
    const orders = await harness.db.query('SELECT 1 FROM order_lines WHERE sku = $1', [line.sku]);
    expect(orders).toEqual([]);
  });

  it('delivers by the option the bag showed and priced when the shopper never chose one', async () => {
    const line = await newSku(5);
    const { shopper, session } = await shopperReadyToPay(harness, line);
    await harness.db.query(
      "UPDATE carts SET shipping_method_id = NULL WHERE session_id = $1 AND status = 'ACTIVE'",
      [(await shopper.session()).split('.')[0]],
    );
    const shown = await shopper.json<{ shipping: { selected: string } }>('GET', '/api/cart');
    expect(shown.shipping.selected).toBeTruthy();
    const placed = await placeOrder(shopper, await placeOrderBody(session, { card: VISA }));
    expect(placed.statusCode).toBe(200);
    const [order] = await harness.db.query<{ shipping_method: { id: string } }>(
      'SELECT shipping_method FROM orders WHERE reference = $1',
      [placed.json<{ utr: string }>().utr],
    );
    expect(order!.shipping_method.id).toBe(shown.shipping.selected);
  });

  it('answers 502 when the provider cannot be reached, with stock and bag given back', async () => {
    const line = await newSku(1);
    const { shopper, session } = await shopperReadyToPay(harness, line);
    const settings = harness.context.payments;
    settings.providerUrl = '/no-provider-here/v71';
    try {
      const response = await placeOrder(shopper, await placeOrderBody(session, { card: VISA }));
      expect(response.json()).toMatchObject({ status: 502, code: 'STATUSCODE_SERVER_ERROR' });
    } finally {
      settings.providerUrl = undefined;
    }
    expect(await stockOf(line.sku)).toBe(1);
    expect((await shopper.json<{ items: unknown[] }>('GET', '/api/cart')).items).toHaveLength(1);
    expect((await placeOrder(shopper, await placeOrderBody(session, { card: VISA }))).statusCode).toBe(200);
  });

  it('sells a preorder beyond stock from its allowance and gives the allowance back on refusal', async () => {
    const productId = `PAY${++product}`;
    await insertFixtureProducts(harness.db, [
      { productId, sizes: ['m'], stock: { 'black-m': 1 }, fulfilment: { 'black-m': 'PREORDER' } },
    ]);
    const sku = skuOf(productId, 'black', 'm');
    const units = async () =>
      (
        await harness.db.query<{ stock: number; advance_limit: number }>(
          'SELECT stock, advance_limit FROM skus WHERE sku = $1',
          [sku],
        )
      )[0];
    const { shopper, session } = await shopperReadyToPay(harness, { productId, sku, quantity: 3 });
    const refused = await placeOrder(shopper, await placeOrderBody(session, { card: REFUSED }));
    expect(refused.statusCode).toBe(402);
    expect(await units()).toEqual({ stock: 1, advance_limit: 20 });
    const paid = await placeOrder(shopper, await placeOrderBody(session, { card: VISA }));
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await units()).toEqual({ stock: 0, advance_limit: 18 });
  });
});
