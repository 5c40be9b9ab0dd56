import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRAUD_TOKEN_COOKIE } from '../../schemas/api/checkout.schema.ts';
import type { NotificationBody, PaymentResponse } from '../lib/payment-protocol.ts';
import { encryptCard, follow, submitForm } from '../test-support/checkout-fixture.ts';
import { startCommerce, type CommerceHarness } from '../test-support/commerce-harness.ts';
import { testDatabaseKinds } from '../test-support/test-databases.ts';
import { NotificationDelivery } from './notification-delivery.ts';

describe.each(testDatabaseKinds)('payment sandbox on $name', (kind) => {
  let harness: CommerceHarness;
  let reference = 0;
  const settings = () => harness.context.payments;
  const api = (path: string, body: unknown, apiKey = settings().apiKey) =>
    harness.app.inject({
      method: 'POST',
      url: `/payments-sandbox/v71${path}`,
      headers: { 'x-api-key': apiKey },
      payload: body as object,
    });
  const pay = async (paymentMethod: object, returnUrl = 'https://shop.example/return?siteTag=x') =>
    api('/payments', {
      merchantAccount: settings().merchantAccount,
      reference: `REF${++reference}`,
      amount: { currency: 'GBP', value: 4599 },
      paymentMethod,
      returnUrl,
    });
  const card = async (number: string, extra: { generationtime?: string; holderName?: string } = {}) => {
    const fields = await encryptCard(settings().clientKey, { number, ...extra });
    const { cardHolderName, ...encrypted } = fields;
    return pay({ type: 'scheme', ...encrypted, holderName: cardHolderName });
  };
  const notificationsOf = (pspReference: string) =>
    harness.db.query<{ payload: NotificationBody; attempts: number; delivered_at: Date | null }>(
      'SELECT payload, attempts, delivered_at FROM sandbox_notifications WHERE psp_reference = $1',
      [pspReference],
    );

  beforeAll(async () => {
    harness = await startCommerce(kind);
  });
  afterAll(() => harness.close());

  it('needs the shop’s API key', async () => {
    const response = await api('/payments', {}, 'wrong');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: 401, errorType: 'security' });
  });

  it('decrypts the card fields and answers each test card', async () => {
    const outcomes: Record<string, Partial<PaymentResponse>> = {
      '4111111111111111': { resultCode: 'Authorised' },
      '5555555555554444': { resultCode: 'Authorised' },
      '4000000000000002': { resultCode: 'Refused', refusalReason: 'Refused' },
      '4000000000009995': { resultCode: 'Refused', refusalReason: 'Not enough balance' },
      '4111111111111112': { resultCode: 'Refused', refusalReason: 'Invalid Card Number' },
    };
    for (const [number, expected] of Object.entries(outcomes)) {
      const response = await card(number);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ ...expected, merchantReference: `REF${reference}` });
    }
    expect((await card('4111111111111111', { holderName: 'DECLINED' })).json()).toMatchObject({
      resultCode: 'Refused',
    });
    const challenge = (await card('4212345678910006')).json<PaymentResponse>();
    expect(challenge).toMatchObject({
      resultCode: 'ChallengeShopper',
      action: { type: 'threeDS2', method: 'GET' },
    });
    expect(challenge.action!.url).toMatch(/^\/payments-sandbox\/challenge\/[A-Z0-9]{16}\.[A-Za-z0-9_-]+$/);
  });

  it('refuses fields encrypted more than 24 hours ago, and fields not encrypted with its key', async () => {
    // The harness clock stands at 2026-11-25T12:00Z.
    const stale = '2026-11-24T11:59:00Z';
    expect((await card('4111111111111111', { generationtime: stale })).json()).toMatchObject({
      resultCode: 'Refused',
      refusalReason: 'Invalid Card Details',
    });
    const forged = await pay({
      type: 'scheme',
      encryptedCardNumber: 'a.b.c.d.e',
      encryptedExpiryMonth: 'a.b.c.d.e',
      encryptedExpiryYear: 'a.b.c.d.e',
      encryptedSecurityCode: 'a.b.c.d.e',
    });
    expect(forged.json()).toMatchObject({ resultCode: 'Refused' });
  });

  it('asks for the challenge code: a wrong one refuses, the redirectResult answers once', async () => {
    for (const [code, resultCode] of [
      ['1234', 'Authorised'],
      ['0000', 'Refused'],
    ] as const) {
      const challenge = (await card('4212345678910006')).json<PaymentResponse>();
      const page = await follow(harness, challenge.action!.url);
      expect(page.body).toContain('<html lang="en">');
      expect(page.body).toContain('45.99 GBP');
      const back = await submitForm(harness, challenge.action!.url, { code });
      expect(back.statusCode).toBe(303);
      const location = new URL(back.headers.location as string);
      expect(`${location.origin}${location.pathname}`).toBe('https://shop.example/return');
      expect(location.searchParams.get('siteTag')).toBe('x');
      const redirectResult = location.searchParams.get('redirectResult')!;
      const details = await api('/payments/details', { details: { redirectResult } });
      expect(details.json()).toMatchObject({ resultCode, pspReference: challenge.pspReference });
      const again = await api('/payments/details', { details: { redirectResult } });
      expect(again.statusCode).toBe(422);
      // The page is single-use too.
      expect((await follow(harness, challenge.action!.url)).statusCode).toBe(404);
    }
    const forged = await api('/payments/details', { details: { redirectResult: 'ABCDEFGHJKLMNPQR.forged' } });
    expect(forged.statusCode).toBe(422);
  });

  it('sends redirect methods to the approval page, approved or cancelled', async () => {
    for (const [decision, resultCode] of [
      ['approve', 'Authorised'],
      ['cancel', 'Cancelled'],
    ] as const) {
      const redirect = (await pay({ type: 'ideal' })).json<PaymentResponse>();
      expect(redirect).toMatchObject({ resultCode: 'RedirectShopper', action: { type: 'redirect' } });
      const page = await follow(harness, redirect.action!.url);
      expect(page.body).toMatch(/<button[^>]*>Approve payment<\/button>/);
      expect(page.body).toMatch(/<button[^>]*>Cancel<\/button>/);
      const back = await submitForm(harness, redirect.action!.url, { decision });
      const redirectResult = new URL(back.headers.location as string).searchParams.get('redirectResult')!;
      expect((await api('/payments/details', { details: { redirectResult } })).json()).toMatchObject({
        resultCode,
      });
    }
  });

  it('signs each final result’s notification with Adyen’s HMAC scheme', async () => {
    const refused = (await card('4000000000000002')).json<PaymentResponse>();
    const [stored] = await notificationsOf(refused.pspReference);
    const item = stored!.payload.notificationItems[0]!.NotificationRequestItem;
    expect(item).toMatchObject({
      eventCode: 'AUTHORISATION',
      success: 'false',
      merchantReference: refused.merchantReference,
      merchantAccountCode: settings().merchantAccount,
      amount: { currency: 'GBP', value: 4599 },
      reason: 'Refused',
    });
    const signed = `${refused.pspReference}::${settings().merchantAccount}:${refused.merchantReference}:4599:GBP:AUTHORISATION:false`;
    const expected = createHmac('sha256', Buffer.from(settings().hmacKeyHex, 'hex'))
      .update(signed)
      .digest('base64');
    expect(item.additionalData.hmacSignature).toBe(expected);
  });

  it('retries a notification with backoff until the receiver answers [accepted]', async () => {
    const authorised = (await card('4111111111111111')).json<PaymentResponse>();
    // Earlier tests' notifications go first, so the receiver under test sees only this one.
    await harness.db.query(
      'UPDATE sandbox_notifications SET delivered_at = now() WHERE psp_reference <> $1',
      [authorised.pspReference],
    );
    let now = new Date('2026-11-25T12:00:00Z');
    const received: string[] = [];
    const answers = [
      { status: 500, body: 'down' },
      { status: 200, body: 'ok' },
      { status: 200, body: '[accepted]' },
    ];
    const delivery = new NotificationDelivery({
      db: harness.db,
      now: () => now,
      webhookUrl: 'https://shop.example/api/payments/notifications',
      transport: async (request) => {
        received.push(request.body!);
        return answers[received.length - 1]!;
      },
    });
    expect(await delivery.deliverDue()).toBe(0);
    expect(await delivery.deliverDue()).toBe(0); // not due again yet: it backs off
    now = new Date(now.getTime() + 2_000);
    expect(await delivery.deliverDue()).toBe(0);
    now = new Date(now.getTime() + 4_000);
    expect(await delivery.deliverDue()).toBe(1);
    now = new Date(now.getTime() + 3_600_000);
    expect(await delivery.deliverDue()).toBe(0);
    expect(received).toHaveLength(3);
    const [stored] = await notificationsOf(authorised.pspReference);
    expect(stored).toMatchObject({ attempts: 3 });
    expect(stored!.delivered_at).not.toBeNull();
    expect(JSON.parse(received[0]!)).toEqual(stored!.payload);
  });

  it('MUST HOLD: voids a payment on the merchant’s cancel, by pspReference or by merchant reference: then it cannot be approved', async () => {
    const waiting = (await pay({ type: 'ideal' })).json<PaymentResponse>();
    const byPsp = await api(`/payments/${waiting.pspReference}/cancels`, {
      merchantAccount: settings().merchantAccount,
      reference: 'void-1',
    });
    expect(byPsp.statusCode, byPsp.body).toBe(201);
    expect(byPsp.json()).toMatchObject({ status: 'received', paymentPspReference: waiting.pspReference });
    expect((await follow(harness, waiting.action!.url)).statusCode).toBe(404);
    expect((await submitForm(harness, waiting.action!.url, { decision: 'approve' })).statusCode).toBe(404);

    // An authorised payment is released too; its redirectResult then answers Cancelled.
    const approved = (await pay({ type: 'ideal' })).json<PaymentResponse>();
    const back = await submitForm(harness, approved.action!.url, { decision: 'approve' });
    const byReference = await api('/cancels', {
      merchantAccount: settings().merchantAccount,
      paymentReference: approved.merchantReference,
    });
    expect(byReference.statusCode, byReference.body).toBe(201);
    expect(byReference.json()).toMatchObject({
      status: 'received',
      paymentReference: approved.merchantReference,
    });
    const redirectResult = new URL(back.headers.location as string).searchParams.get('redirectResult')!;
    expect((await api('/payments/details', { details: { redirectResult } })).json()).toMatchObject({
      resultCode: 'Cancelled',
    });

    // A payment unknown to this merchant account, or another account, is refused.
    expect(
      (await api('/payments/ABCDEFGHJKLMNPQR/cancels', { merchantAccount: settings().merchantAccount }))
        .statusCode,
    ).toBe(422);
    expect(
      (await api(`/payments/${waiting.pspReference}/cancels`, { merchantAccount: 'OtherECOM' })).statusCode,
    ).toBe(422);
  });

  it('MUST HOLD: answers an oversized form on its pages, and an oversized body on its API, with 413', async () => {
    const redirect = (await pay({ type: 'ideal' })).json<PaymentResponse>();
    const page = new URL(redirect.action!.url, 'http://localhost').pathname;
    const form = await harness.app.inject({
      method: 'POST',
      url: page,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `decision=approve&padding=${'a'.repeat(10_000)}`,
    });
    expect(form.statusCode, form.body).toBe(413);
    const json = await harness.app.inject({
      method: 'POST',
      url: page,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ decision: 'approve', padding: 'a'.repeat(10_000) }),
    });
    expect(json.statusCode, json.body).toBe(413);
    const apiBody = await api('/payments', { padding: 'a'.repeat(100_000) });
    expect(apiBody.statusCode, apiBody.body).toBe(413);
    // Still waiting: nothing was decided by the refused posts.
    expect((await follow(harness, redirect.action!.url)).statusCode).toBe(200);
  });

  it('answers a page post that is no form (a JSON array) in its own 422 shape, and decides nothing', async () => {
    const redirect = (await pay({ type: 'ideal' })).json<PaymentResponse>();
    const posted = await harness.app.inject({
      method: 'POST',
      url: new URL(redirect.action!.url, 'http://localhost').pathname,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify([{ decision: 'approve' }]),
    });
    expect(posted.statusCode, posted.body).toBe(422);
    expect(posted.json()).toEqual({
      status: 422,
      errorCode: '702',
      message: expect.any(String),
      errorType: 'validation',
    });
    expect((await follow(harness, redirect.action!.url)).statusCode).toBe(200);
  });

  it('serves the device-fingerprint script with its content type, caching and cookie', async () => {
    const script = await harness.app.inject({ method: 'GET', url: '/payments-sandbox/df.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.headers['cache-control']).toBe('public, max-age=86400');
    expect(script.body).toContain(`${FRAUD_TOKEN_COOKIE}=`);
    expect(script.body).toContain(`Max-Age=${1825 * 86400}`);
    expect(script.body).toContain('SameSite=Lax');
    expect(script.body).toContain('window.sandboxDeviceFingerprint');
  });
});
