import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaceOrderResponse } from '../../../schemas/api/checkout.schema.ts';
import { oneSkuProducts } from '../../test-support/catalogue-fixture.ts';
import {
  browserReturn,
  placeOrder,
  placeOrderBody,
  shopperReadyToPay,
  submitForm,
} from '../../test-support/checkout-fixture.ts';
import { SITE_TAG, startCommerce, type CommerceHarness } from '../../test-support/commerce-harness.ts';
import { insertReferenceFixture } from '../../test-support/reference-fixture.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';

const FORGED = 'ABCDEFGHJKLMNPQR.forged';

describe.each(testDatabaseKinds)('the payment return URL on $name', (kind) => {
  let harness: CommerceHarness;
  const newSku = oneSkuProducts(() => harness.db, 'RET');
  /** The return URL as a browser with no session calls it. */
  const probe = (reference: string, redirectResult: string) =>
    harness.app.inject({
      method: 'GET',
      url: `/api/checkout/payment/return/${reference}?siteTag=${SITE_TAG}&redirectResult=${encodeURIComponent(redirectResult)}`,
    });
  /**
   * What a caller can tell apart: status, body, where it is sent and what kind of answer it is. Every answer names its
   * own fresh request id, which says nothing about the order, so it is masked.
   */
  const seen = (response: LightMyRequestResponse) => ({
    status: response.statusCode,
    body: response.body.replace(/"requestId":"[^"]*"/, '"requestId":"(each its own)"'),
    location: response.headers.location,
    type: response.headers['content-type'],
  });
  const paypalOrder = async (line: { productId: string; sku: string }) => {
    const { shopper, session } = await shopperReadyToPay(harness, line);
    return (
      await placeOrder(shopper, await placeOrderBody(session, { method: 'paypal' }))
    ).json<PlaceOrderResponse>();
  };
  const redirectResultOf = (location: string) =>
    new URL(location, 'http://localhost').searchParams.get('redirectResult')!;

  beforeAll(async () => {
    harness = await startCommerce(kind);
    await insertReferenceFixture(harness.db);
  });
  afterAll(() => harness.close());

  it('MUST HOLD: without the order’s redirectResult every probe answers as an unknown order does', async () => {
    const line = await newSku();
    const waiting = await paypalOrder(line);
    const paid = await paypalOrder(line);
    const paidReturn = (await submitForm(harness, paid.action!.url, { decision: 'approve' })).headers
      .location as string;
    const other = await paypalOrder(line);
    const otherReturn = (await submitForm(harness, other.action!.url, { decision: 'cancel' })).headers
      .location as string;
    const unknown = seen(await probe('UKAAAAAAAAAA', FORGED));
    expect(unknown).toMatchObject({ status: 404, location: undefined });
    expect(JSON.parse(unknown.body)).toMatchObject({ code: 'ORDER_NOT_FOUND' });

    // An order waiting for payment, with a forged redirectResult.
    expect(seen(await probe(waiting.utr, FORGED))).toEqual(unknown);
    // Another order's genuine redirectResult, replayed against this one.
    expect(seen(await probe(waiting.utr, redirectResultOf(otherReturn)))).toEqual(unknown);
    expect(seen(await probe(waiting.utr, redirectResultOf(paidReturn)))).toEqual(unknown);
    // Replayed again (now used), and against an unknown reference.
    expect(seen(await probe(waiting.utr, redirectResultOf(paidReturn)))).toEqual(unknown);
    expect(seen(await probe('UKAAAAAAAAAA', redirectResultOf(paidReturn)))).toEqual(unknown);
    // Settled orders, paid and cancelled, with a forged one.
    expect(seen(await probe(paid.utr, FORGED))).toEqual(unknown);
    expect(seen(await probe(other.utr, FORGED))).toEqual(unknown);

    // The replays told nobody anything and spoiled nothing: each shopper's own return lands where it should.
    const complete = await browserReturn(harness, paidReturn);
    expect(new URL(complete.headers.location as string, 'http://localhost').pathname).toBe('/uk/en/complete');
    const cancelled = await browserReturn(harness, otherReturn);
    const back = new URL(cancelled.headers.location as string, 'http://localhost');
    expect(back.pathname).toBe('/uk/en/checkout/payment');
    expect(back.searchParams.get('statusCode')).toBe('PAYMENT_CANCELLED');
    // And the shopper still waiting on the provider's page learns nothing was done to the order.
    const [order] = await harness.db.query<{ status: string }>(
      'SELECT status FROM orders WHERE reference = $1',
      [waiting.utr],
    );
    expect(order!.status).toBe('PENDING_PAYMENT');
  });

  it('while the provider cannot be asked, sends every return the same page, which tries again by itself', async () => {
    const line = await newSku();
    const paid = await paypalOrder(line);
    const paidReturn = (await submitForm(harness, paid.action!.url, { decision: 'approve' })).headers
      .location as string;
    // The provider's own storage gone: it answers 500 to everything, as a provider in trouble does.
    await harness.db.exec('ALTER TABLE sandbox_payments RENAME TO sandbox_payments_away');
    try {
      const own = await browserReturn(harness, paidReturn, { 'accept-language': 'ar-AE,ar;q=0.9,en;q=0.5' });
      expect(own.statusCode).toBe(502);
      expect(own.headers['retry-after']).toBe('5');
      expect(own.body).toContain('<html lang="ar" dir="rtl">');
      expect(own.body).toContain('<meta http-equiv="refresh" content="5">');
      expect(own.body).not.toContain(paid.utr);
      // What a stranger's probe gets at that moment depends on the redirectResult alone, never on the order named.
      const genuine = redirectResultOf(paidReturn);
      expect(seen(await probe('UKAAAAAAAAAA', genuine))).toEqual(
        seen(await browserReturn(harness, paidReturn)),
      );
      expect(seen(await probe(paid.utr, FORGED))).toEqual(seen(await probe('UKAAAAAAAAAA', FORGED)));
    } finally {
      await harness.db.exec('ALTER TABLE sandbox_payments_away RENAME TO sandbox_payments');
    }
    // Once the provider answers, the same return lands on the order.
    const complete = await browserReturn(harness, paidReturn);
    expect(new URL(complete.headers.location as string, 'http://localhost').pathname).toBe('/uk/en/complete');
  });
});
