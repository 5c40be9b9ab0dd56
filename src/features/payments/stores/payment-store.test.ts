import { describe, expect, it } from 'vitest';
import { ManualClock, RecordingAnalytics } from '../../../../tests/helpers/fake-services.ts';
import {
  FakePaymentService,
  httpFailure,
  transportFailure,
} from '../../../../tests/helpers/fake-payment-service.ts';
import { PaymentStore, type OrderParties } from './payment-store.ts';

const parties: OrderParties = {
  addresses: {
    shipping: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      addressLine1: '1 High St',
      city: 'London',
      countryCode: 'GB',
    },
    billing: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      addressLine1: '1 High St',
      city: 'London',
      countryCode: 'GB',
    },
  },
  consumer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
};

const complete = {
  kind: 'complete' as const,
  orderReference: 'UK1',
  parameters: {
    Authorization: 'AUTHORISED',
    Account: 'guest',
    uat: 'h',
    utt: 'lookup',
    utr: 'UK1',
    paymentMethod: 'creditcard',
  },
};

function setUp() {
  const service = new FakePaymentService();
  const clock = new ManualClock(Date.parse('2026-11-26T10:00:00Z'));
  const analytics = new RecordingAnalytics();
  const store = new PaymentStore(service, clock, analytics);
  return { service, clock, store, analytics };
}

async function withCard(store: PaymentStore) {
  await store.open();
  store.setCardField('holderName', 'Ada Lovelace');
  store.setCardField('number', '4111 1111 1111 1111');
  store.setCardField('expiry', '03/30');
  store.setCardField('securityCode', '737');
  expect(await store.confirmPayment()).toBe(true);
}

describe('PaymentStore', () => {
  it('opens the session, offers its first method and refreshes the captcha every 30 s until closed', async () => {
    const { service, clock, store } = setUp();
    await store.open();
    expect(store.method).toBe('creditcard');
    expect(store.captcha?.token).toBe('captcha-1');
    expect(service.deviceScripts).toEqual(['/payments-sandbox/df.js']);
    clock.advance(30_000);
    await Promise.resolve();
    expect(service.captchaCalls).toBe(1);
    expect(store.captcha?.token).toBe('captcha-2');
    clock.advance(30_000);
    expect(service.captchaCalls).toBe(2);
    store.close();
    clock.advance(90_000);
    expect(service.captchaCalls).toBe(2);
  });

  it('names the wrong card fields and encrypts nothing until they are right', async () => {
    const { service, store } = setUp();
    await store.open();
    store.setCardField('number', '4111 1111 1111 1112');
    store.setCardField('expiry', '10/26');
    expect(await store.confirmPayment()).toBe(false);
    expect(store.cardProblems).toEqual({
      holderName: 'required',
      number: 'invalid',
      expiry: 'expired',
      securityCode: 'required',
    });
    expect(service.encrypted).toEqual([]);
    store.setCardField('number', '4111111111111111');
    expect(store.cardProblems.number).toBeUndefined();
  });

  it('encrypts the card with digits only and a four-digit year, keeping just the last four in the clear', async () => {
    const { service, store } = setUp();
    await withCard(store);
    expect(service.encrypted).toEqual([
      {
        holderName: 'Ada Lovelace',
        number: '4111111111111111',
        expiryMonth: '03',
        expiryYear: '2030',
        securityCode: '737',
      },
    ]);
    expect(store.encrypted?.last4).toBe('1111');
    expect(store.canReview).toBe(true);
    // Changing the card drops what was encrypted.
    store.setCardField('securityCode', '738');
    expect(store.canReview).toBe(false);
  });

  it('places the order with the encrypted card, captcha and fingerprint, and disables submit while pending', async () => {
    const { service, store } = setUp();
    await withCard(store);
    service.placeAnswers.push(complete);
    const placing = store.placeOrder(parties);
    expect(store.disabledSubmit).toBe(true);
    expect(await placing).toEqual(complete);
    const { request, key } = service.placed[0]!;
    expect(key).toBe('key-1');
    expect(request).toMatchObject({
      paymentMethod: 'creditcard',
      deviceFingerprint: 'fp-1',
      userAgent: 'test-agent',
      captcha: { token: 'captcha-1' },
      card: { cardHolderName: 'Ada Lovelace', encryptedCardNumber: 'jwe.16.x.y.z' },
    });
    expect(request.card).not.toHaveProperty('last4');
    expect(store.encrypted).toBeNull();
  });

  it('on a refusal re-enables submit, keeps the status, counts the attempt and asks for the card again', async () => {
    const { service, store } = setUp();
    await withCard(store);
    service.placeAnswers.push(httpFailure(402, 'ADRESULT_REFUSED'));
    expect(await store.placeOrder(parties)).toBeNull();
    expect(store).toMatchObject({
      disabledSubmit: false,
      rejectionError: 402,
      failedCheckoutAttempts: 1,
      messages: ['ADRESULT_REFUSED'],
      encrypted: null,
    });
    expect(store.card.holderName).toBe('Ada Lovelace');
    expect(store.card.number).toBe('');
  });

  it('reports any 5xx as 500, and keeps the idempotency key when the call got no answer', async () => {
    const { service, store } = setUp();
    await withCard(store);
    service.placeAnswers.push(transportFailure(), httpFailure(503, 'STATUSCODE_SERVER_ERROR'), complete);
    await store.placeOrder(parties);
    expect(store.rejectionError).toBe(500);
    await store.placeOrder(parties);
    expect(store.rejectionError).toBe(500);
    expect(store.failedCheckoutAttempts).toBe(2);
    await store.placeOrder(parties);
    // The unanswered call and its retry share a key; after a definite answer the next attempt gets a new one.
    expect(service.placed.map((call) => call.key)).toEqual(['key-1', 'key-1', 'key-2']);
  });

  it('refuses to place a card order with no card, without calling', async () => {
    const { service, store } = setUp();
    await store.open();
    expect(await store.placeOrder(parties)).toBeNull();
    expect(store.messages).toEqual(['CARD_MISSING']);
    expect(service.placed).toEqual([]);
  });

  it('needs no card for a redirect method, and shows the status a provider return brings', async () => {
    const { service, store } = setUp();
    await store.open();
    store.chooseMethod('paypal');
    expect(await store.confirmPayment()).toBe(true);
    service.placeAnswers.push({ kind: 'action', orderReference: 'UK2', url: '/payments-sandbox/approve/t' });
    expect(await store.placeOrder(parties)).toMatchObject({
      kind: 'action',
      url: '/payments-sandbox/approve/t',
    });
    store.showStatus('ADRESULT_REFUSED', 'paypal');
    expect(store.messages).toEqual(['ADRESULT_REFUSED']);
    expect(store.disabledSubmit).toBe(false);
    store.dismissMessage('ADRESULT_REFUSED');
    expect(store.messages).toEqual([]);
  });

  it('reads the completed order with its token and reports the purchase once, with the recorded total', async () => {
    const { service, store, analytics } = setUp();
    await store.loadCompleted('UKTEST1', 'hash-1');
    await store.loadCompleted('UKTEST1', 'hash-1');
    expect(service.orderCalls).toEqual([{ reference: 'UKTEST1', token: 'hash-1' }]);
    expect(store.completedState).toBe('ready');
    expect(analytics.events).toEqual([
      { event: 'purchase', orderReference: 'UKTEST1', value: 12_000, currency: 'GBP' },
    ]);
    service.orderAnswer = new Error('404');
    await store.loadCompleted('UKOTHER', 'bad');
    expect(store.completedState).toBe('failed');
  });

  it('bills the delivery address unless told otherwise, and then wants a billing address before review', async () => {
    const { store } = setUp();
    await store.open();
    store.chooseMethod('paypal');
    const delivery = parties.addresses.shipping;
    expect(store.addressesFor(delivery)).toEqual({ shipping: delivery, billing: delivery });
    store.setBillingMatchesShipping(false);
    expect(await store.confirmPayment()).toBe(false);
    expect(store.billingMissing).toBe(true);
    expect(store.canReview).toBe(false);
    const billing = { ...delivery, addressLine1: '1 Deansgate', city: 'Manchester' };
    await store.setBillingAddress(billing);
    expect(await store.confirmPayment()).toBe(true);
    expect(store.canReview).toBe(true);
    expect(store.addressesFor(delivery)).toEqual({
      shipping: delivery,
      billing: { ...billing, type: 'BILLING' },
    });
    store.setBillingMatchesShipping(true);
    expect(store.addressesFor(delivery).billing).toBe(delivery);
  });
});
