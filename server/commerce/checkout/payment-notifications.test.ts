import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaceOrderResponse } from '../../../schemas/api/checkout.schema.ts';
import { notificationSignature } from '../../lib/notification-signature.ts';
import type { NotificationBody, NotificationRequestItem } from '../../lib/payment-protocol.ts';
import { oneSkuProducts, stockOf as stockInDb } from '../../test-support/catalogue-fixture.ts';
import {
  browserReturn,
  placeOrder,
  placeOrderBody,
  shopperReadyToPay,
  submitForm,
} from '../../test-support/checkout-fixture.ts';
import { startCommerce, type CommerceHarness } from '../../test-support/commerce-harness.ts';
import { insertReferenceFixture } from '../../test-support/reference-fixture.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';

describe.each(testDatabaseKinds)('payment notifications and the sweeper on $name', (kind) => {
  let harness: CommerceHarness;
  const newSku = oneSkuProducts(() => harness.db, 'NOTE');
  const stockOf = (sku: string) => stockInDb(harness.db, sku);
  const statusOf = async (reference: string) =>
    (
      await harness.db.query<{ status: string }>('SELECT status FROM orders WHERE reference = $1', [
        reference,
      ])
    )[0]!.status;
  const mailsFor = async (reference: string) =>
    (
      await harness.db.query(
        "SELECT id FROM outbox WHERE kind = 'order-confirmation' AND body_text LIKE $1",
        [`%${reference}%`],
      )
    ).length;
  const notify = (body: unknown) =>
    harness.app.inject({ method: 'POST', url: '/api/payments/notifications', payload: body as object });
  /** A PayPal order left on the provider's page: the shopper approves there, but never comes back. */
  const approvedButNotReturned = async (sku: { productId: string; sku: string }) => {
    const { shopper, session } = await shopperReadyToPay(harness, sku);
    const pending = (
      await placeOrder(shopper, await placeOrderBody(session, { method: 'paypal' }))
    ).json<PlaceOrderResponse>();
    const back = await submitForm(harness, pending.action!.url, { decision: 'approve' });
    return { pending, returnUrl: back.headers.location as string };
  };
  const storedNotification = async (reference: string) => {
    const [row] = await harness.db.query<{ payload: NotificationBody }>(
      `SELECT n.payload FROM sandbox_notifications n JOIN sandbox_payments p USING (psp_reference)
       WHERE p.merchant_reference = $1`,
      [reference],
    );
    return row!.payload;
  };

  /** The item re-signed with the shared key after `changes`: a notification the provider really could have sent. */
  const resigned = (item: NotificationRequestItem, changes: Partial<NotificationRequestItem>) => {
    const changed = { ...item, ...changes };
    const hmacSignature = notificationSignature(changed, harness.context.payments.hmacKeyHex);
    return {
      live: 'false',
      notificationItems: [{ NotificationRequestItem: { ...changed, additionalData: { hmacSignature } } }],
    };
  };

  beforeAll(async () => {
    harness = await startCommerce(kind);
    await insertReferenceFixture(harness.db);
  });
  afterAll(() => harness.close());

  it('refuses a notification with a bad signature and changes nothing', async () => {
    const line = await newSku(3);
    const { pending } = await approvedButNotReturned(line);
    const body = await storedNotification(pending.utr);
    const item = body.notificationItems[0]!.NotificationRequestItem;
    for (const forged of [
      { ...item, additionalData: { hmacSignature: 'AAAA' } },
      { ...item, amount: { ...item.amount, value: 1 } },
      { ...item, success: 'false' },
    ]) {
      const response = await notify({ ...body, notificationItems: [{ NotificationRequestItem: forged }] });
      expect(response.statusCode).toBe(401);
    }
    expect(await statusOf(pending.utr)).toBe('PENDING_PAYMENT');
    expect(await stockOf(line.sku)).toBe(2);
  });

  it('MUST HOLD: a signed notification for another amount, currency or payment is accepted but settles nothing', async () => {
    const line = await newSku(3);
    const { pending } = await approvedButNotReturned(line);
    const item = (await storedNotification(pending.utr)).notificationItems[0]!.NotificationRequestItem;
    for (const changes of [
      { amount: { ...item.amount, value: item.amount.value - 1 } },
      { amount: { ...item.amount, currency: 'EUR' } },
      { pspReference: 'ZZZZZZZZZZZZZZZZ' },
      { merchantAccountCode: 'SomeoneElseECOM' },
    ]) {
      const response = await notify(resigned(item, changes));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.body).toBe('[accepted]');
      expect(await statusOf(pending.utr)).toBe('PENDING_PAYMENT');
    }
    // A refusal for another payment cancels nothing either.
    await notify(resigned(item, { pspReference: 'ZZZZZZZZZZZZZZZZ', success: 'false', reason: 'Refused' }));
    expect(await statusOf(pending.utr)).toBe('PENDING_PAYMENT');
    expect(await stockOf(line.sku)).toBe(2);
    expect(await mailsFor(pending.utr)).toBe(0);
    // The genuine one still settles it.
    expect((await notify(resigned(item, {}))).body).toBe('[accepted]');
    expect(await statusOf(pending.utr)).toBe('PLACED');
  });

  it('settles an order that never heard its payment reference from the notification that names it first', async () => {
    const line = await newSku(3);
    const { pending } = await approvedButNotReturned(line);
    // As if the shop died before it recorded the provider's answer.
    await harness.db.query("UPDATE orders SET payment = payment - 'pspReference' WHERE reference = $1", [
      pending.utr,
    ]);
    const item = (await storedNotification(pending.utr)).notificationItems[0]!.NotificationRequestItem;
    await notify(resigned(item, { amount: { ...item.amount, value: item.amount.value + 1 } }));
    expect(await statusOf(pending.utr)).toBe('PENDING_PAYMENT');
    await notify(resigned(item, {}));
    expect(await statusOf(pending.utr)).toBe('PLACED');
  });

  it('completes a paid order the shop never heard back about, once, from the provider’s webhook', async () => {
    const line = await newSku(3);
    const { pending, returnUrl } = await approvedButNotReturned(line);
    expect(await statusOf(pending.utr)).toBe('PENDING_PAYMENT');
    // The provider's sender posts to this app's own /api/payments/notifications and gets [accepted].
    expect(await harness.app.paymentsSandbox.delivery.deliverDue()).toBeGreaterThanOrEqual(1);
    expect(await statusOf(pending.utr)).toBe('PLACED');
    expect(await mailsFor(pending.utr)).toBe(1);
    // A repeat of the notification is accepted and changes nothing.
    const repeat = await notify(await storedNotification(pending.utr));
    expect(repeat.statusCode).toBe(200);
    expect(repeat.body).toBe('[accepted]');
    expect(await mailsFor(pending.utr)).toBe(1);
    // The shopper's late return still lands on /complete.
    const back = await browserReturn(harness, returnUrl);
    expect(new URL(back.headers.location as string, 'http://localhost').pathname).toBe('/uk/en/complete');
    expect(await stockOf(line.sku)).toBe(2);
  });

  it('a payment cancelled on the provider’s page and heard of first from the webhook is still cancelled, not declined', async () => {
    const line = await newSku(3);
    const { shopper, session } = await shopperReadyToPay(harness, line);
    const pending = (
      await placeOrder(shopper, await placeOrderBody(session, { method: 'paypal' }))
    ).json<PlaceOrderResponse>();
    const cancelled = await submitForm(harness, pending.action!.url, { decision: 'cancel' });
    // The provider's webhook gets there before the shopper's browser does.
    expect(await harness.app.paymentsSandbox.delivery.deliverDue()).toBeGreaterThanOrEqual(1);
    expect(await statusOf(pending.utr)).toBe('CANCELLED');
    const back = await browserReturn(harness, cancelled.headers.location as string);
    expect(new URL(back.headers.location as string, 'http://localhost').searchParams.get('statusCode')).toBe(
      'PAYMENT_CANCELLED',
    );
    expect(await stockOf(line.sku)).toBe(3);
  });

  it('cancels payments left pending past the time allowed and gives their stock and bag back', async () => {
    const line = await newSku(1);
    const { shopper, session } = await shopperReadyToPay(harness, line);
    const pending = (
      await placeOrder(shopper, await placeOrderBody(session, { method: 'paypal' }))
    ).json<PlaceOrderResponse>();
    expect(await stockOf(line.sku)).toBe(0);
    expect(await harness.app.commerce.placement.sweepAbandoned()).toBe(0);
    harness.setNow(new Date(Date.parse('2026-11-25T12:00:00Z') + 31 * 60_000));
    try {
      expect(await harness.app.commerce.placement.sweepAbandoned()).toBeGreaterThanOrEqual(1);
    } finally {
      harness.setNow(new Date('2026-11-25T12:00:00Z'));
    }
    expect(await statusOf(pending.utr)).toBe('CANCELLED');
    expect(await stockOf(line.sku)).toBe(1);
    expect((await shopper.json<{ items: unknown[] }>('GET', '/api/cart')).items).toHaveLength(1);
    // The shopper tries again with a new key, and the bag goes through.
    const replay = await placeOrder(
      shopper,
      await placeOrderBody(session, { method: 'paypal' }),
      'fresh-key',
    );
    expect(replay.statusCode).toBe(200);
  });
});
