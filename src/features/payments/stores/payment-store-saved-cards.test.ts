import { describe, expect, it } from 'vitest';
import { FakePaymentService } from '../../../../tests/helpers/fake-payment-service.ts';
import { testSavedCard } from '../../../../tests/helpers/fake-saved-cards-service.ts';
import { ManualClock } from '../../../../tests/helpers/fake-services.ts';
import { PaymentStore, type OrderParties } from './payment-store.ts';

const address = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  addressLine1: '1 High St',
  city: 'London',
  countryCode: 'GB',
};
const parties: OrderParties = {
  addresses: { shipping: address, billing: address },
  consumer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
};
const VISA = testSavedCard({ id: 'visa', isDefault: false });
const MASTERCARD = testSavedCard({ id: 'mc', brand: 'mc', last4: '4444', isDefault: true });

async function openedStore() {
  const service = new FakePaymentService();
  const store = new PaymentStore(service, new ManualClock(Date.parse('2026-11-26T10:00:00Z')));
  await store.open();
  return { service, store };
}

function typeCard(store: PaymentStore) {
  store.setCardField('holderName', 'Ada Lovelace');
  store.setCardField('number', '4111 1111 1111 1111');
  store.setCardField('expiry', '03/30');
  store.setCardField('securityCode', '737');
}

describe('PaymentStore with saved cards', () => {
  it('preselects the default saved card and pays with its token, never card fields', async () => {
    const { service, store } = await openedStore();
    store.offerSavedCards([VISA, MASTERCARD]);
    expect(store.savedCard?.id).toBe('mc');
    expect(store.canReview).toBe(true);
    expect(await store.confirmPayment()).toBe(true);
    expect(service.encrypted).toEqual([]);
    expect(store.cardLast4).toBe('4444');
    await store.placeOrder(parties);
    const { request } = service.placed[0]!;
    expect(request.cardToken).toBe('mc');
    expect(request.card).toBeUndefined();
  });

  it('keeps the shopper’s choice of a new card when the cards are offered again, and saves it only when asked', async () => {
    const { service, store } = await openedStore();
    store.offerSavedCards([MASTERCARD]);
    store.chooseSavedCard(null);
    store.offerSavedCards([MASTERCARD]);
    expect(store.savedCard).toBeUndefined();
    expect(store.canReview).toBe(false);
    typeCard(store);
    store.setStoreCard(true);
    expect(await store.confirmPayment()).toBe(true);
    await store.placeOrder(parties);
    const { request } = service.placed[0]!;
    expect(request.cardToken).toBeUndefined();
    expect(request.card).toMatchObject({ cardHolderName: 'Ada Lovelace', storeCard: true });
  });

  it('never asks to store a card for a shopper who is not signed in', async () => {
    const { service, store } = await openedStore();
    typeCard(store);
    store.setStoreCard(true);
    await store.confirmPayment();
    await store.placeOrder(parties);
    expect(service.placed[0]!.request.card).not.toHaveProperty('storeCard');
  });

  it('pays a redirect method without the saved card', async () => {
    const { service, store } = await openedStore();
    store.offerSavedCards([MASTERCARD]);
    store.chooseMethod('paypal');
    expect(store.cardLast4).toBeUndefined();
    await store.placeOrder(parties);
    expect(service.placed[0]!.request).not.toHaveProperty('cardToken');
  });
});
