import { compactDecrypt, exportJWK, generateKeyPair } from 'jose';
import { describe, expect, it } from 'vitest';
import { answeringApiClient, type FakeAnswer } from '../../../../tests/helpers/answering-api-client.ts';
import { WIRE_ORDER } from '../../../../tests/helpers/wire-order.ts';
import { HttpPaymentService, type PaymentBrowser } from './payment-api.ts';

/** The service over a fetch answering one body per call, recording what was sent. */
function answering(...answers: FakeAnswer[]) {
  const { client, sent } = answeringApiClient(...answers);
  const loaded: string[] = [];
  const browser: PaymentBrowser = {
    scripts: { load: async (src) => void loaded.push(src) },
    fingerprint: () => 'fp-abc',
    userAgent: 'Chromium test',
    randomId: () => 'id-1',
  };
  const service = new HttpPaymentService(client, browser, () => new Date('2026-11-26T10:00:00Z'));
  return { service, sent, loaded };
}

const card = {
  holderName: ' Ada ',
  number: '4111111111111111',
  expiryMonth: '03',
  expiryYear: '2030',
  securityCode: '737',
};

describe('HttpPaymentService', () => {
  it('opens the shopping session before asking for the payment session, rather than be refused with 428', async () => {
    const { service, sent } = answering(
      { status: 200, body: { sessionId: 's-1' } },
      { status: 200, body: { clientKey: {}, environment: 'test', methods: [] } },
    );
    expect((await service.session()).environment).toBe('test');
    expect(sent.map(({ url }) => url.pathname)).toEqual([
      '/api/basic-session',
      '/api/checkout/paymentSession',
    ]);
  });

  it('encrypts each card field so only the private key holder reads it, with when it was made', async () => {
    const { privateKey, publicKey } = await generateKeyPair('RSA-OAEP-256', { extractable: true });
    const { service } = answering({ status: 200, body: {} });
    const encrypted = await service.encryptCard(await exportJWK(publicKey), card);
    expect(encrypted.cardHolderName).toBe('Ada');
    const read = async (jwe: string) =>
      JSON.parse(new TextDecoder().decode((await compactDecrypt(jwe, privateKey)).plaintext)) as unknown;
    expect(await read(encrypted.encryptedCardNumber)).toEqual({
      number: '4111111111111111',
      generationtime: '2026-11-26T10:00:00.000Z',
    });
    expect(await read(encrypted.encryptedExpiryMonth)).toMatchObject({ expiryMonth: '03' });
    expect(await read(encrypted.encryptedExpiryYear)).toMatchObject({ expiryYear: '2030' });
    expect(await read(encrypted.encryptedSecurityCode)).toMatchObject({ cvc: '737' });
    expect(encrypted.encryptedCardNumber).not.toContain('4111');
  });

  it('places the order with the idempotency key and captcha type headers, fields flat as the contract has them', async () => {
    const { service, sent } = answering({
      status: 200,
      body: {
        utr: 'UK1',
        status: 'PLACED',
        paymentMethod: 'creditcard',
        complete: {
          Authorization: 'AUTHORISED',
          Account: 'guest',
          uat: 'h',
          utt: 'lookup',
          utr: 'UK1',
          paymentMethod: 'creditcard',
        },
      },
    });
    const outcome = await service.placeOrder(
      {
        addresses: {
          shipping: { firstName: 'A', lastName: 'L', addressLine1: '1', city: 'L', countryCode: 'GB' },
          billing: { firstName: 'A', lastName: 'L', addressLine1: '1', city: 'L', countryCode: 'GB' },
        },
        consumer: { firstName: 'A', lastName: 'L', email: 'a@example.com' },
        paymentMethod: 'creditcard',
        deviceFingerprint: 'fp',
        userAgent: 'ua',
        captcha: { type: 'invisible', token: 'c1' },
        card: {
          cardHolderName: 'A',
          encryptedCardNumber: 'a.b.c.d.e',
          encryptedExpiryMonth: 'a.b.c.d.e',
          encryptedExpiryYear: 'a.b.c.d.e',
          encryptedSecurityCode: 'a.b.c.d.e',
        },
      },
      'key-9',
    );
    expect(outcome).toMatchObject({ kind: 'complete', orderReference: 'UK1', parameters: { uat: 'h' } });
    const { url, init } = sent[0]!;
    expect(`${url.pathname}${url.search}`).toBe('/api/checkout/payment?siteTag=t');
    expect(init.headers).toMatchObject({ 'idempotency-key': 'key-9', 'x-captcha-type': 'invisible' });
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      cardHolderName: 'A',
      encryptedCardNumber: 'a.b.c.d.e',
      paymentMethod: 'creditcard',
    });
    expect(body).not.toHaveProperty('card');
  });

  it('answers the provider page to visit when the order needs one', async () => {
    const { service } = answering({
      status: 200,
      body: {
        utr: 'UK2',
        status: 'PENDING_PAYMENT',
        paymentMethod: 'paypal',
        action: { type: 'redirect', url: '/payments-sandbox/approve/t' },
      },
    });
    const outcome = await service.placeOrder(
      {
        addresses: {
          shipping: { firstName: 'A', lastName: 'L', addressLine1: '1', city: 'L', countryCode: 'GB' },
          billing: { firstName: 'A', lastName: 'L', addressLine1: '1', city: 'L', countryCode: 'GB' },
        },
        consumer: { firstName: 'A', lastName: 'L', email: 'a@example.com' },
        paymentMethod: 'paypal',
        deviceFingerprint: '',
        userAgent: 'ua',
        captcha: { type: 'invisible', token: 'c1' },
      },
      'key-1',
    );
    expect(outcome).toEqual({ kind: 'action', orderReference: 'UK2', url: '/payments-sandbox/approve/t' });
  });

  it("finishes a payment after the provider's page with PUT /api/checkout/payment/{utr}, and names the browser return", async () => {
    const { service, sent } = answering({
      status: 200,
      body: {
        utr: 'UK3',
        status: 'PLACED',
        paymentMethod: 'paypal',
        complete: {
          Authorization: 'AUTHORISED',
          Account: 'guest',
          uat: 'h3',
          utt: 'lookup',
          utr: 'UK3',
          paymentMethod: 'paypal',
        },
      },
    });
    expect(await service.finishPayment('UK3', 'R.1')).toMatchObject({
      kind: 'complete',
      orderReference: 'UK3',
      parameters: { uat: 'h3', paymentMethod: 'paypal' },
    });
    const { url, init } = sent[0]!;
    expect(init.method).toBe('PUT');
    expect(`${url.pathname}${url.search}`).toBe('/api/checkout/payment/UK3?siteTag=t');
    expect(JSON.parse(String(init.body))).toEqual({ redirectResult: 'R.1' });
    // The browser return is a page of the API's: its address carries the proof and the site, and nothing is called.
    expect(await service.browserReturn('UK3', 'R.1')).toBe(
      '/api/checkout/payment/return/UK3?redirectResult=R.1&siteTag=t',
    );
    expect(sent).toHaveLength(1);
  });

  it('runs the provider fingerprint script and answers what it left, even when the script fails', async () => {
    const { service, loaded } = answering({ status: 200, body: {} });
    expect(await service.device('/payments-sandbox/df.js')).toEqual({
      fingerprint: 'fp-abc',
      userAgent: 'Chromium test',
    });
    expect(loaded).toEqual(['/payments-sandbox/df.js']);
    expect(service.newIdempotencyKey()).toBe('id-1');
  });

  it('reads the placed order back for the confirmation page, in the shop’s own shape', async () => {
    const { service, sent } = answering({ status: 200, body: WIRE_ORDER });
    expect(await service.completedOrder('UKABC', 'token-1')).toEqual({
      reference: 'UKABC',
      status: 'SHIPPED',
      placedAt: '2026-11-20T10:00:00.000Z',
      currency: 'GBP',
      email: 'ada@example.com',
      lines: [
        {
          sku: 'MN1-BLK-M',
          name: 'Wrap dress',
          brand: 'Atelier Sud',
          quantity: 2,
          colorName: 'Black',
          sizeName: 'M',
          total: 10800,
          thumbnailUrl: '/media/MN1.svg',
        },
      ],
      totals: { items: 12000, discount: 1200, delivery: 495, tax: 0, total: 11295, count: 2 },
      shippingAddress: WIRE_ORDER.shippingAddress,
      shippingMethod: 'Standard',
      payment: { method: 'creditcard', last4: '1111' },
    });
    expect(sent[0]!.url.href).toContain('/api/order/complete/UKABC?uat=token-1');
  });
});
