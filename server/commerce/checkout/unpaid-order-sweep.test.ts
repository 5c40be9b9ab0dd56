import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
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

const START = new Date('2026-11-25T12:00:00Z');
const minutes = (count: number) => new Date(START.getTime() + count * 60_000);
const THREE_DS = { number: '4212345678910006' };

describe.each(testDatabaseKinds)('unpaid orders swept and their payments voided on $name', (kind) => {
  let harness: CommerceHarness;
  const newSku = oneSkuProducts(() => harness.db, 'SWEEP');
  const stockOf = (sku: string) => stockInDb(harness.db, sku);
  const orderOf = async (reference: string) =>
    (
      await harness.db.query<{ status: string; payment_void: string | null; payment: { state: string } }>(
        'SELECT status, payment_void, payment FROM orders WHERE reference = $1',
        [reference],
      )
    )[0]!;
  const eventsOf = async (reference: string) =>
    (
      await harness.db.query<{ status: string; detail: Record<string, string> }>(
        `SELECT e.status, e.detail FROM order_events e JOIN orders o ON o.id = e.order_id WHERE o.reference = $1
         ORDER BY e.id`,
        [reference],
      )
    ).map((event) => event.status);
  const providerStatusOf = async (reference: string) =>
    (
      await harness.db.query<{ status: string }>(
        'SELECT status FROM sandbox_payments WHERE merchant_reference = $1',
        [reference],
      )
    )[0]!.status;
  const sweep = () => harness.app.commerce.placement.sweepAbandoned();
  /** A PayPal order left on the provider's approval page. */
  const paypalOrder = async (line: { productId: string; sku: string }) => {
    const ready = await shopperReadyToPay(harness, line);
    const response = await placeOrder(
      ready.shopper,
      await placeOrderBody(ready.session, { method: 'paypal' }),
    );
    return { ...ready, pending: response.json<PlaceOrderResponse>() };
  };

  beforeAll(async () => {
    harness = await startCommerce(kind);
    await insertReferenceFixture(harness.db);
  });
  afterEach(() => {
    harness.setNow(START);
    harness.context.payments.providerUrl = undefined;
  });
  afterAll(() => harness.close());

  it('MUST HOLD: the approval and 3-D Secure pages expire with the window; after its grace the order is cancelled, its stock given back, its payment voided', async () => {
    const line = await newSku(2);
    const { shopper, pending } = await paypalOrder(line);
    const challenged = await shopperReadyToPay(harness, line);
    const challenge = (
      await placeOrder(challenged.shopper, await placeOrderBody(challenged.session, { card: THREE_DS }))
    ).json<PlaceOrderResponse>();
    expect(await stockOf(line.sku)).toBe(0);

    harness.setNow(minutes(10.1));
    expect((await follow(harness, pending.action!.url)).statusCode).toBe(404);
    expect((await submitForm(harness, pending.action!.url, { decision: 'approve' })).statusCode).toBe(404);
    expect((await follow(harness, challenge.action!.url)).statusCode).toBe(404);
    expect((await submitForm(harness, challenge.action!.url, { code: '1234' })).statusCode).toBe(404);
    // The grace: a return or webhook may still be on its way.
    await sweep();
    expect((await orderOf(pending.utr)).status).toBe('PENDING_PAYMENT');

    harness.setNow(minutes(12.1));
    expect(await sweep()).toBeGreaterThanOrEqual(2);
    for (const reference of [pending.utr, challenge.utr]) {
      const order = await orderOf(reference);
      expect(order).toMatchObject({
        status: 'CANCELLED',
        payment_void: 'DONE',
        payment: { state: 'VOIDED' },
      });
      expect(await eventsOf(reference)).toEqual(['CANCELLED', 'PAYMENT_VOIDED']);
      expect(await providerStatusOf(reference)).toBe('CANCELLED');
    }
    expect(await stockOf(line.sku)).toBe(2);
    expect((await shopper.json<{ items: unknown[] }>('GET', '/api/cart')).items).toHaveLength(1);
  });

  it('MUST HOLD: an authorisation delivered after the sweep leaves the order cancelled, voids the payment again and takes no stock twice', async () => {
    const line = await newSku(1);
    const { pending } = await paypalOrder(line);
    // Approved in time, but its notification is not delivered before the sweep.
    harness.setNow(minutes(5));
    const approved = await submitForm(harness, pending.action!.url, { decision: 'approve' });
    expect(approved.statusCode).toBe(303);
    harness.setNow(minutes(12.1));
    await sweep();
    expect(await orderOf(pending.utr)).toMatchObject({ status: 'CANCELLED', payment_void: 'DONE' });
    expect(await providerStatusOf(pending.utr)).toBe('CANCELLED');
    expect(await stockOf(line.sku)).toBe(1);

    expect(await harness.app.paymentsSandbox.delivery.deliverDue()).toBeGreaterThanOrEqual(1);
    // The shop answered [accepted], so the provider will not send it again.
    const [delivery] = await harness.db.query<{ delivered_at: Date | null }>(
      `SELECT n.delivered_at FROM sandbox_notifications n JOIN sandbox_payments p USING (psp_reference)
       WHERE p.merchant_reference = $1`,
      [pending.utr],
    );
    expect(delivery!.delivered_at).not.toBeNull();
    expect(await orderOf(pending.utr)).toMatchObject({ status: 'CANCELLED', payment_void: 'DONE' });
    expect(await eventsOf(pending.utr)).toEqual([
      'CANCELLED',
      'PAYMENT_VOIDED',
      'LATE_AUTHORISATION',
      'PAYMENT_VOIDED',
    ]);
    expect(await stockOf(line.sku)).toBe(1);
    const mails = await harness.db.query(
      "SELECT 1 FROM outbox WHERE kind = 'order-confirmation' AND body_text LIKE $1",
      [`%${pending.utr}%`],
    );
    expect(mails).toEqual([]);
    // The shopper's return finds the payment voided and lands back on payment.
    const back = await browserReturn(harness, approved.headers.location as string);
    const location = new URL(back.headers.location as string, 'http://localhost');
    expect(location.pathname).toBe('/uk/en/checkout/payment');
    expect(location.searchParams.get('statusCode')).toBe('ADRESULT_REFUSED');
  });

  it('MUST HOLD: a void the provider cannot take is owed and retried; a shopper back with an authorisation for the cancelled order is refused and the payment voided', async () => {
    const line = await newSku(2);
    const returning = await paypalOrder(line);
    const left = await paypalOrder(line);
    harness.setNow(minutes(5));
    const approved = await submitForm(harness, returning.pending.action!.url, { decision: 'approve' });
    harness.setNow(minutes(12.1));
    harness.context.payments.providerUrl = '/no-provider-here/v71';
    await sweep();
    await sweep();
    for (const { pending } of [returning, left])
      expect(await orderOf(pending.utr)).toMatchObject({ status: 'CANCELLED', payment_void: 'DUE' });
    expect(await providerStatusOf(returning.pending.utr)).toBe('AUTHORISED');
    expect(await stockOf(line.sku)).toBe(2);
    harness.context.payments.providerUrl = undefined;

    const back = await browserReturn(harness, approved.headers.location as string);
    expect(new URL(back.headers.location as string, 'http://localhost').searchParams.get('statusCode')).toBe(
      'ADRESULT_REFUSED',
    );
    expect(await orderOf(returning.pending.utr)).toMatchObject({ status: 'CANCELLED', payment_void: 'DONE' });
    expect(await eventsOf(returning.pending.utr)).toEqual([
      'CANCELLED',
      'LATE_AUTHORISATION',
      'PAYMENT_VOIDED',
    ]);
    expect(await providerStatusOf(returning.pending.utr)).toBe('CANCELLED');

    await sweep();
    expect(await orderOf(left.pending.utr)).toMatchObject({
      payment_void: 'DONE',
      payment: { state: 'VOIDED' },
    });
    expect(await providerStatusOf(left.pending.utr)).toBe('CANCELLED');
    expect(await stockOf(line.sku)).toBe(2);
  });
});
