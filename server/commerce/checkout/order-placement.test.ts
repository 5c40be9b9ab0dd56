import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaceOrderResponse } from '../../../schemas/api/checkout.schema.ts';
import { oneSkuProducts, stockOf as stockInDb } from '../../test-support/catalogue-fixture.ts';
import {
  browserReturn,
  follow,
  placeOrder,
  placeOrderBody,
  shopperReadyToPay,
  submitForm,
} from '../../test-support/checkout-fixture.ts';
import { startCommerce, type CommerceHarness } from '../../test-support/commerce-harness.ts';
import { insertReferenceFixture } from '../../test-support/reference-fixture.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';

const VISA = { number: '4111111111111111' };
const THREE_DS = { number: '4212345678910006' };

describe.each(testDatabaseKinds)('order placement on $name', (kind) => {
  let harness: CommerceHarness;
  /** A product of its own per test, with `stock` units of its one sku. */
  const newSku = oneSkuProducts(() => harness.db, 'PAY');
  const stockOf = (sku: string) => stockInDb(harness.db, sku);
  const orderOf = async (reference: string) =>
    (
      await harness.db.query<{ status: string; cart_id: number; payment: Record<string, unknown> }>(
        'SELECT status, cart_id, payment FROM orders WHERE reference = $1',
        [reference],
      )
    )[0]!;
  const cartStatus = async (cartId: number) =>
    (await harness.db.query<{ status: string }>('SELECT status FROM carts WHERE id = $1', [cartId]))[0]!
      .status;

  beforeAll(async () => {
    harness = await startCommerce(kind);
    await insertReferenceFixture(harness.db);
  });
  afterAll(() => harness.close());

  it('places an order paid by an authorised card: stock taken, cart ordered, confirmation mailed, guest lookup works', async () => {
    const line = await newSku(3);
    const { shopper, session } = await shopperReadyToPay(harness, { ...line, quantity: 2 });
    expect(session.methods.map((method) => method.id)).toEqual(
      expect.arrayContaining(['creditcard', 'paypal']),
    );
    const response = await placeOrder(shopper, await placeOrderBody(session, { card: VISA }));
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<PlaceOrderResponse>();
    expect(answer).toMatchObject({
      status: 'PLACED',
      paymentMethod: 'creditcard',
      complete: { Authorization: 'AUTHORISED', Account: 'guest', utt: 'lookup', utr: answer.utr },
      additionalData: { resultCode: 'Authorised' },
    });
    expect(answer.utr).toMatch(/^UK[A-Z2-7]{10}$/);
    expect(await stockOf(line.sku)).toBe(1);
    const order = await orderOf(answer.utr);
    expect(order.status).toBe('PLACED');
    expect(order.payment).toMatchObject({
      state: 'AUTHORISED',
      pspReference: answer.additionalData!.pspReference,
    });
    expect(await cartStatus(order.cart_id)).toBe('ORDERED');

    const [mail] = await harness.db.query<{ recipient: string; body_text: string }>(
      "SELECT recipient, body_text FROM outbox WHERE kind = 'order-confirmation' AND body_text LIKE $1",
      [`%${answer.utr}%`],
    );
    const hash = answer.complete!.uat;
    expect(mail!.recipient).toBe('ada@example.com');
    expect(mail!.body_text).toContain('£100.00');
    expect(mail!.body_text).toContain(
      `/uk/en/orders/order-status?orderReference=${answer.utr}&hash=${encodeURIComponent(hash)}`,
    );
    const found = await harness
      .shopper()
      .json('POST', '/api/order/s/query', { orderReference: answer.utr, email: 'ada@example.com', hash });
    expect(found).toMatchObject({
      reference: answer.utr,
      status: 'PLACED',
      // Standard delivery is free from £50.
      totals: { totalItemCount: 2, totalCost: 2 * 5000, deliveryCost: 0 },
      payment: { method: 'creditcard', brand: 'visa', last4: '1111' },
      shippingAddress: { city: 'London' },
    });
    // Empty address fields are left out of the order.
    expect((found as { shippingAddress: object }).shippingAddress).not.toHaveProperty('addressLine2');
  });

  it('completes a 3-D Secure challenge through the provider page and the return, and refuses a wrong code', async () => {
    const line = await newSku(2);
    const { shopper, session } = await shopperReadyToPay(harness, line);
    const pending = await placeOrder(shopper, await placeOrderBody(session, { card: THREE_DS }));
    const answer = pending.json<PlaceOrderResponse>();
    expect(answer).toMatchObject({ status: 'PENDING_PAYMENT', action: { type: 'threeDS2' } });
    expect(await stockOf(line.sku)).toBe(1);
    const page = await follow(harness, answer.action!.url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('lang="en"');
    expect(page.body).toContain('<label for="code">');
    const back = await submitForm(harness, answer.action!.url, { code: '1234' });
    expect(back.statusCode).toBe(303);
    // Back to the storefront's return page for the order's site and language, which finishes the payment.
    const returnPage = new URL(back.headers.location as string, 'http://localhost');
    expect(returnPage.pathname).toBe('/uk/en/checkout/return');
    expect(returnPage.searchParams.get('utr')).toBe(answer.utr);
    const complete = await browserReturn(harness, back.headers.location as string);
    expect(complete.statusCode).toBe(303);
    const location = new URL(complete.headers.location as string, 'http://localhost');
    expect(location.pathname).toBe('/uk/en/complete');
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      Authorization: 'AUTHORISED',
      Account: 'guest',
      utt: 'lookup',
      utr: answer.utr,
      paymentMethod: 'creditcard',
    });
    expect((await orderOf(answer.utr)).status).toBe('PLACED');
    // A reload of the return lands in the same place without a second charge.
    expect((await browserReturn(harness, back.headers.location as string)).headers.location).toBe(
      complete.headers.location,
    );
    // Someone who knows the reference but not the redirectResult learns nothing (the answer holds the lookup hash).
    const forged = await browserReturn(
      harness,
      (back.headers.location as string).replace(/redirectResult=[^&]+/, 'redirectResult=ABCDEFGHJKLMNPQR.x'),
    );
    expect(forged.statusCode).toBe(404);
    expect(forged.headers.location).toBeUndefined();
    // The used page does not accept a second submission.
    expect((await submitForm(harness, answer.action!.url, { code: '1234' })).statusCode).toBe(404);

    const second = await shopperReadyToPay(harness, line);
    const challenged = (
      await placeOrder(second.shopper, await placeOrderBody(second.session, { card: THREE_DS }))
    ).json<PlaceOrderResponse>();
    const wrong = await submitForm(harness, challenged.action!.url, { code: '9999' });
    const refused = await browserReturn(harness, wrong.headers.location as string);
    const refusedAt = new URL(refused.headers.location as string, 'http://localhost');
    expect(refusedAt.pathname).toBe('/uk/en/checkout/payment');
    expect(Object.fromEntries(refusedAt.searchParams)).toMatchObject({
      statusCode: 'ADRESULT_REFUSED',
      paymentMethod: 'creditcard',
      utr: challenged.utr,
    });
    expect(refusedAt.searchParams.get('pgTransactionId')).toMatch(/^[A-Z0-9]{16}$/);
    expect((await orderOf(challenged.utr)).status).toBe('CANCELLED');
    // One unit went to the first order; the refused one's unit is back.
    expect(await stockOf(line.sku)).toBe(1);
  });

  it('approves and cancels a redirect method on the approval page', async () => {
    const line = await newSku(2);
    const approve = await shopperReadyToPay(harness, line);
    const pending = (
      await placeOrder(approve.shopper, await placeOrderBody(approve.session, { method: 'paypal' }))
    ).json<PlaceOrderResponse>();
    expect(pending).toMatchObject({ status: 'PENDING_PAYMENT', action: { type: 'redirect' } });
    const page = await follow(harness, pending.action!.url);
    expect(page.body).toContain('Approve payment');
    expect(page.body).toContain('Cancel');
    expect(page.body).toContain('50.00 GBP');
    const approved = await submitForm(harness, pending.action!.url, { decision: 'approve' });
    const redirectResult = new URL(approved.headers.location as string).searchParams.get('redirectResult')!;
    // The JSON variant, from the owner's session; another session cannot finalise it.
    const stranger = harness.shopper();
    const refused = await stranger.call('PUT', `/api/checkout/payment/${pending.utr}`, { redirectResult });
    expect(refused.json()).toMatchObject({ status: 404, code: 'ORDER_NOT_FOUND' });
    const done = await approve.shopper.json<PlaceOrderResponse>(
      'PUT',
      `/api/checkout/payment/${pending.utr}`,
      {
        redirectResult,
      },
    );
    expect(done).toMatchObject({
      status: 'PLACED',
      paymentMethod: 'paypal',
      complete: { Authorization: 'AUTHORISED' },
    });

    const cancel = await shopperReadyToPay(harness, line);
    const second = (
      await placeOrder(cancel.shopper, await placeOrderBody(cancel.session, { method: 'paypal' }))
    ).json<PlaceOrderResponse>();
    const cancelled = await submitForm(harness, second.action!.url, { decision: 'cancel' });
    // The storefront's return page asks in the shopper's own session: cancelled, with what the payment step needs.
    const cancelledResult = new URL(cancelled.headers.location as string).searchParams.get('redirectResult')!;
    const own = await cancel.shopper.call('PUT', `/api/checkout/payment/${second.utr}`, {
      redirectResult: cancelledResult,
    });
    expect(own.json()).toMatchObject({
      status: 402,
      code: 'PAYMENT_CANCELLED',
      details: expect.arrayContaining([{ pointer: '/paymentMethod', message: 'paypal' }]),
    });
    // A browser without that session is sent on to the browser return, which lands back on payment.
    const back = await browserReturn(harness, cancelled.headers.location as string);
    // Cancelled, not declined: the shopper is told so, and the bag is kept.
    expect(new URL(back.headers.location as string, 'http://localhost').searchParams.get('statusCode')).toBe(
      'PAYMENT_CANCELLED',
    );
    expect(await stockOf(line.sku)).toBe(1);
    const cart = await cancel.shopper.json<{ items: unknown[] }>('GET', '/api/cart');
    expect(cart.items).toHaveLength(1);
  });

  it('MUST HOLD: 50 shoppers at once for 5 units: exactly 5 orders, 45 STOCK_QUANTITY_EXCEEDED, stock 0', async () => {
    const line = await newSku(5);
    const ready = await Promise.all(Array.from({ length: 50 }, () => shopperReadyToPay(harness, line)));
    const bodies = await Promise.all(ready.map(({ session }) => placeOrderBody(session, { card: VISA })));
    const responses = await Promise.all(
      ready.map(({ shopper }, index) => placeOrder(shopper, bodies[index]!)),
    );
    const codes = responses.map((response) =>
      response.statusCode === 200 ? 'PLACED' : response.json().code,
    );
    expect(codes.filter((code) => code === 'PLACED')).toHaveLength(5);
    expect(codes.filter((code) => code === 'STOCK_QUANTITY_EXCEEDED')).toHaveLength(45);
    expect(await stockOf(line.sku)).toBe(0);
    const [orders] = await harness.db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE l.sku = $1 AND o.status = 'PLACED'",
      [line.sku],
    );
    expect(orders!.count).toBe(5);
  }, 60_000);

  it('MUST HOLD: one idempotency key sent 5 times (in parallel, then again) makes one order and one payment', async () => {
    const line = await newSku(5);
    const { shopper, session } = await shopperReadyToPay(harness, line);
    const body = await placeOrderBody(session, { card: VISA });
    const key = 'same-key-123';
    const parallel = await Promise.all(Array.from({ length: 5 }, () => placeOrder(shopper, body, key)));
    const sequential = [];
    for (let attempt = 0; attempt < 5; attempt++) sequential.push(await placeOrder(shopper, body, key));
    const placed = [...parallel, ...sequential].filter((response) => response.statusCode === 200);
    // Calls that overlap the first may be told it is still under way; every answer names the same order.
    for (const response of [...parallel, ...sequential])
      expect([200, 409], response.body).toContain(response.statusCode);
    for (const response of sequential) expect(response.statusCode).toBe(200);
    const references = new Set(placed.map((response) => response.json<PlaceOrderResponse>().utr));
    expect(references.size).toBe(1);
    const [utr] = [...references];
    const [{ orders }] = (await harness.db.query<{ orders: number }>(
      "SELECT count(*)::int AS orders FROM orders WHERE idempotency_key LIKE '%:same-key-123'",
    )) as [{ orders: number }];
    expect(orders).toBe(1);
    const [{ payments }] = (await harness.db.query<{ payments: number }>(
      'SELECT count(*)::int AS payments FROM sandbox_payments WHERE merchant_reference = $1',
      [utr],
    )) as [{ payments: number }];
    expect(payments).toBe(1);
    expect(await stockOf(line.sku)).toBe(4);
    for (const response of parallel.filter((candidate) => candidate.statusCode === 409))
      expect(response.json()).toMatchObject({ code: 'PENDING' });
  });
});
