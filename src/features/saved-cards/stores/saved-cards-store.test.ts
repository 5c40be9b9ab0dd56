import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../../tests/helpers/fake-services.ts';
import {
  FakePaymentService,
  httpFailure,
  transportFailure,
} from '../../../../tests/helpers/fake-payment-service.ts';
import { FakeSavedCardsService, testSavedCard } from '../../../../tests/helpers/fake-saved-cards-service.ts';
import { SavedCardsStore } from './saved-cards-store.ts';

function setUp() {
  const service = new FakeSavedCardsService();
  const payments = new FakePaymentService();
  const clock = new ManualClock(Date.parse('2026-11-26T10:00:00Z'));
  const store = new SavedCardsStore(service, () => Promise.resolve(payments), clock);
  return { service, payments, store };
}

function typeCard(store: SavedCardsStore, number = '4111 1111 1111 1111') {
  store.setCardField('holderName', 'Ada Lovelace');
  store.setCardField('number', number);
  store.setCardField('expiry', '03/30');
  store.setCardField('securityCode', '737');
}

describe('SavedCardsStore', () => {
  it('lists the cards, the default first', async () => {
    const { service, store } = setUp();
    service.cards = [testSavedCard({ id: 'a', isDefault: false }), testSavedCard({ id: 'b', last4: '4444' })];
    await store.load();
    expect(store.listState).toBe('ready');
    expect(store.cards.map((card) => card.id)).toEqual(['b', 'a']);
    expect(store.defaultCard?.last4).toBe('4444');
    expect(store.canAddMore).toBe(true);
  });

  it('reads a list answered 401, or a session the client gave up on, as unauthorised; anything else as LIST', async () => {
    const { service, store } = setUp();
    service.failNext = httpFailure(401, 'UNAUTHORIZED');
    await store.load();
    expect(store.error).toBe('UNAUTHORIZED');
    expect(store.listState).toBe('failed');
    service.failNext = Object.assign(new Error('x'), { kind: 'session-failed' as const });
    await store.load();
    expect(store.error).toBe('UNAUTHORIZED');
    service.failNext = httpFailure(500, 'INTERNAL_ERROR');
    await store.load();
    expect(store.error).toBe('LIST');
    await store.load();
    expect(store.error).toBeNull();
  });

  it('checks the card before anything leaves the browser, then encrypts it and saves only the encrypted fields', async () => {
    const { service, payments, store } = setUp();
    store.setCardField('number', '4111 1111 1111 1112');
    expect(await store.add()).toBe(false);
    expect(store.cardProblems).toMatchObject({ number: 'invalid', holderName: 'required' });
    expect(service.added).toEqual([]);

    typeCard(store);
    store.setMakeDefault(true);
    expect(await store.add()).toBe(true);
    expect(payments.encrypted).toEqual([
      {
        holderName: 'Ada Lovelace',
        number: '4111111111111111',
        expiryMonth: '03',
        expiryYear: '2030',
        securityCode: '737',
      },
    ]);
    expect(service.added).toHaveLength(1);
    expect(service.added[0]!.makeDefault).toBe(true);
    expect(JSON.stringify(service.added)).not.toContain('4111111111111111');
    expect(store.cards).toHaveLength(1);
    expect(store.card).toEqual({ holderName: '', number: '', expiry: '', securityCode: '' });
    expect(store.makeDefault).toBe(false);
  });

  it('maps a 429 add to the rate-limit message and any other failure to ADD, keeping only the holder’s name', async () => {
    const { service, store } = setUp();
    typeCard(store);
    service.failNext = httpFailure(429, 'TOO_MANY_ATTEMPTS');
    expect(await store.add()).toBe(false);
    expect(store.error).toBe('TOO_MANY_ATTEMPTS');
    expect(store.card).toEqual({ holderName: 'Ada Lovelace', number: '', expiry: '', securityCode: '' });

    typeCard(store);
    service.failNext = httpFailure(422, 'ADD');
    expect(await store.add()).toBe(false);
    expect(store.error).toBe('ADD');
    typeCard(store);
    service.failNext = transportFailure();
    await store.add();
    expect(store.error).toBe('ADD');
  });

  it('gives ADD when the provider key cannot be loaded', async () => {
    const { payments, store } = setUp();
    payments.sessionAnswer = new Error('down');
    typeCard(store);
    expect(await store.add()).toBe(false);
    expect(store.error).toBe('ADD');
  });

  it('makes a card the default, or says UPDATE when it could not', async () => {
    const { service, store } = setUp();
    service.cards = [testSavedCard({ id: 'a' }), testSavedCard({ id: 'b', isDefault: false })];
    await store.load();
    await store.setDefault('b');
    expect(store.defaultCard?.id).toBe('b');
    service.failNext = httpFailure(404, 'UPDATE');
    await store.setDefault('a');
    expect(store.error).toBe('UPDATE');
    expect(store.defaultCard?.id).toBe('b');
  });

  it('deletes only after the shopper confirms, and says UNABLE_TO_DELETE when it could not', async () => {
    const { service, store } = setUp();
    service.cards = [testSavedCard({ id: 'a' }), testSavedCard({ id: 'b', isDefault: false })];
    await store.load();
    store.askToRemove('a');
    expect(service.calls).not.toContain('remove');
    store.cancelRemoval();
    await store.confirmRemoval();
    expect(service.calls).not.toContain('remove');

    store.askToRemove('a');
    await store.confirmRemoval();
    expect(store.cards.map((card) => [card.id, card.isDefault])).toEqual([['b', true]]);
    expect(store.confirmingRemoval).toBeNull();

    store.askToRemove('b');
    service.failNext = httpFailure(500, 'INTERNAL_ERROR');
    await store.confirmRemoval();
    expect(store.error).toBe('UNABLE_TO_DELETE');
    expect(store.cards).toHaveLength(1);
  });

  it('forgets everything on reset (sign-out)', async () => {
    const { service, store } = setUp();
    service.cards = [testSavedCard()];
    await store.load();
    typeCard(store);
    store.reset();
    expect(store.cards).toEqual([]);
    expect(store.listState).toBe('idle');
    expect(store.card.number).toBe('');
  });
});
