import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_HEADER } from '../../../schemas/api/conventions.ts';
import type { PlaceOrderResponse } from '../../../schemas/api/checkout.schema.ts';
import type { PaymentMethodListResponse, SavedCard } from '../../../schemas/api/payment-methods.schema.ts';
import { createCommerceContext } from '../../api/create-context.ts';
import { insertFixtureProducts, skuOf } from '../../test-support/catalogue-fixture.ts';
import {
  encryptCard,
  browserReturn,
  placeOrder,
  placeOrderBody,
  shopperReadyToPay,
  submitForm,
  type TestCard,
} from '../../test-support/checkout-fixture.ts';
import {
  demoContentDir,
  SITE_TAG,
  startCommerce,
  type CommerceHarness,
} from '../../test-support/commerce-harness.ts';
import { insertReferenceFixture } from '../../test-support/reference-fixture.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';

const VISA = { number: '4111111111111111' };
const MASTERCARD = { number: '5555555555554444', expiryMonth: '11', expiryYear: '2031' };
const THREE_DS = { number: '4212345678910006' };
const PATH = '/api/v1/payment-methods';

describe.each(testDatabaseKinds)('saved payment methods on $name', (kind) => {
  let harness: CommerceHarness;
  const log: string[] = [];
  let accounts = 0;
  let product = 0;

  beforeAll(async () => {
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => log.push(chunk.toString()));
    harness = await startCommerce(kind, { logStream });
    await insertReferenceFixture(harness.db);
  });
  afterAll(() => harness.close());
  beforeEach(() => {
    // Every test shopper calls from one address; the limits have their own test, which lowers them.
    harness.context.limits.savedCardAddsPerAccount = 10_000;
    harness.context.limits.savedCardAddsPerAddress = 10_000;
  });

  /** A signed-in customer of a fresh account. */
  const customer = async () => {
    const accountId = `cards-${++accounts}-${randomUUID().slice(0, 8)}`;
    const bearer = await harness.bearerFor({ accountId, email: `${accountId}@example.com` });
    return Object.assign(harness.shopper({ bearer }), { accountId, bearer });
  };
  type Customer = Awaited<ReturnType<typeof customer>>;

  /** The add body: the card's fields encrypted as the browser does, the holder's name and the default flag. */
  const addBody = async (card: TestCard, extra: { default?: boolean } = {}) => {
    const fields = await encryptCard(harness.context.payments.clientKey, card);
    return {
      cardHolderName: fields.cardHolderName,
      encryptedCardNumber: fields.encryptedCardNumber,
      encryptedExpiryMonth: fields.encryptedExpiryMonth,
      encryptedExpiryYear: fields.encryptedExpiryYear,
      encryptedSecurityCode: fields.encryptedSecurityCode,
      ...extra,
    };
  };
  const add = async (who: Customer, card: TestCard, extra: { default?: boolean } = {}) =>
    who.json<SavedCard>('POST', PATH, await addBody(card, extra), 201);
  const list = (who: Customer) => who.json<PaymentMethodListResponse>('GET', PATH);

  const newSku = async () => {
    const productId = `CARD${++product}`;
    await insertFixtureProducts(harness.db, [{ productId, sizes: ['m'], stock: { 'black-m': 10 } }]);
    return { productId, sku: skuOf(productId, 'black', 'm') };
  };

  it('adds cards (the first is default), lists the default first, moves the default and removes', async () => {
    const ada = await customer();
    const visa = await add(ada, VISA);
    expect(visa).toEqual({
      id: expect.any(String),
      brand: 'visa',
      last4: '1111',
      expiryMonth: 3,
      expiryYear: 2030,
      holderName: 'Ada Lovelace',
      default: true,
    });
    const mastercard = await add(ada, MASTERCARD);
    expect(mastercard).toMatchObject({
      brand: 'mc',
      last4: '4444',
      expiryMonth: 11,
      expiryYear: 2031,
      default: false,
    });
    expect((await list(ada)).paymentMethods.map((card) => card.id)).toEqual([visa.id, mastercard.id]);

    const moved = await ada.json<PaymentMethodListResponse>('PUT', `${PATH}/${mastercard.id}/default`);
    expect(moved.paymentMethods.map((card) => [card.id, card.default])).toEqual([
      [mastercard.id, true],
      [visa.id, false],
    ]);
    const third = await add(ada, VISA, { default: true });
    expect((await list(ada)).paymentMethods.map((card) => card.id)).toEqual([
      third.id,
      visa.id,
      mastercard.id,
    ]);

    const storedAtProvider = async () =>
      (
        await harness.db.query<{ count: number }>(
          'SELECT count(*)::int AS count FROM sandbox_stored_methods WHERE shopper_reference = $1',
          [ada.accountId],
        )
      )[0]!.count;
    expect(await storedAtProvider()).toBe(3);
    // Removing the default hands it to the earliest card left; the provider forgets the card too.
    const left = await ada.json<PaymentMethodListResponse>('PUT', `${PATH}/${third.id}/remove`);
    expect(left).toMatchObject({ canAddNewPaymentMethod: true, maxPaymentMethods: 10 });
    expect(left.paymentMethods.map((card) => [card.id, card.default])).toEqual([
      [visa.id, true],
      [mastercard.id, false],
    ]);
    expect(await storedAtProvider()).toBe(2);
    const again = await ada.call('PUT', `${PATH}/${third.id}/remove`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'UNABLE_TO_DELETE' });
  });

  it("is the owner's alone: another customer gets 404, an anonymous caller 401", async () => {
    const ada = await customer();
    const card = await add(ada, VISA);
    const eve = await customer();
    expect((await list(eve)).paymentMethods).toEqual([]);
    const setDefault = await eve.call('PUT', `${PATH}/${card.id}/default`);
    expect(setDefault.statusCode).toBe(404);
    expect(setDefault.json()).toMatchObject({ code: 'UPDATE' });
    const remove = await eve.call('PUT', `${PATH}/${card.id}/remove`);
    expect(remove.statusCode).toBe(404);
    expect(remove.json()).toMatchObject({ code: 'UNABLE_TO_DELETE' });
    expect((await eve.call('PUT', `${PATH}/not-a-uuid/remove`)).statusCode).toBe(404);

    const anonymous = harness.shopper();
    for (const [method, path, body] of [
      ['GET', PATH, undefined],
      ['POST', PATH, await addBody(VISA)],
      ['PUT', `${PATH}/${card.id}/default`, undefined],
      ['PUT', `${PATH}/${card.id}/remove`, undefined],
    ] as const) {
      const response = await anonymous.call(method, path, body);
      expect(response.statusCode, `${method} ${path}`).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
    expect((await list(ada)).paymentMethods).toEqual([card]);
  });

  it('refuses declined cards and bad fields with ADD, and caps the cards an account keeps', async () => {
    const ada = await customer();
    for (const card of [
      { ...VISA, holderName: 'DECLINED' },
      { number: '4000000000000002' },
      { ...VISA, expiryYear: '2020' },
    ]) {
      const refused = await ada.call('POST', PATH, await addBody(card));
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ code: 'ADD' });
    }
    const bad = await ada.call('POST', PATH, {
      ...(await addBody(VISA)),
      encryptedCardNumber: '4111111111111111',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'ADD' });
    const long = await ada.call('POST', PATH, { ...(await addBody(VISA)), cardHolderName: 'x'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect((await list(ada)).paymentMethods).toEqual([]);

    for (let index = 0; index < 10; index++) await add(ada, VISA);
    const listed = await list(ada);
    expect(listed.paymentMethods).toHaveLength(10);
    expect(listed.canAddNewPaymentMethod).toBe(false);
    const full = await ada.call('POST', PATH, await addBody(VISA));
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: 'ADD' });
  });

  it('answers 429 TOO_MANY_ATTEMPTS with retry-after past the limit per account, and per address', async () => {
    harness.context.limits.savedCardAddsPerAccount = 2;
    const ada = await customer();
    await add(ada, VISA);
    // A refused card counts too: that is what a card tester would send.
    expect(
      (await ada.call('POST', PATH, await addBody({ ...VISA, holderName: 'DECLINED' }))).statusCode,
    ).toBe(422);
    const limited = await ada.call('POST', PATH, await addBody(VISA));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ status: 429, code: 'TOO_MANY_ATTEMPTS' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await list(ada)).paymentMethods).toHaveLength(1);
    // Another account is not held back by Ada's tries.
    await add(await customer(), VISA);

    harness.context.limits.savedCardAddsPerAccount = 10_000;
    harness.context.limits.savedCardAddsPerAddress = 1;
    const fromSameAddress = await customer();
    const byAddress = await fromSameAddress.call('POST', PATH, await addBody(VISA));
    expect(byAddress.statusCode).toBe(429);
    expect(byAddress.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
  });

  it('counts the adds of every address of one IPv6 /64 together, and another /64 apart', async () => {
    harness.context.limits.savedCardAddsPerAddress = 2;
    /** An add by a fresh customer, from `remoteAddress`. */
    const addFrom = async (remoteAddress: string) => {
      const who = await customer();
      return harness.app.inject({
        method: 'POST',
        url: `${PATH}?siteTag=${SITE_TAG}`,
        remoteAddress,
        headers: { authorization: `Bearer ${who.bearer}`, [SESSION_HEADER]: await who.session() },
        payload: await addBody(VISA),
      });
    };
    expect((await addFrom('2001:db8:30:1::1')).statusCode).toBe(201);
    expect((await addFrom('2001:db8:30:1::2')).statusCode).toBe(201);
    expect((await addFrom('2001:db8:30:1:abcd::3')).statusCode).toBe(429);
    expect((await addFrom('2001:db8:30:2::1')).statusCode).toBe(201);
  });

  it('reads the add limits from the environment, with defaults', async () => {
    const set = await createCommerceContext(harness.db, demoContentDir, {
      env: { SAVED_CARD_ADDS_PER_ACCOUNT: '3', SAVED_CARD_ADDS_PER_ADDRESS: '7' },
    });
    expect(set.limits).toMatchObject({ savedCardAddsPerAccount: 3, savedCardAddsPerAddress: 7 });
    const unset = await createCommerceContext(harness.db, demoContentDir, { env: {} });
    expect(unset.limits).toMatchObject({ savedCardAddsPerAccount: 5, savedCardAddsPerAddress: 20 });
  });

  it('never stores or logs a card number', async () => {
    const ada = await customer();
    await add(ada, VISA);
    await add(ada, MASTERCARD);
    const tables = await harness.db.query<{ row: string }>(
      `SELECT row_to_json(t)::text AS row FROM saved_cards t
       UNION ALL SELECT row_to_json(s)::text FROM sandbox_stored_methods s
       UNION ALL SELECT row_to_json(p)::text FROM sandbox_payments p`,
    );
    const stored = tables.map(({ row }) => row).join('\n');
    expect(stored).toContain('1111');
    const logged = log.join('');
    expect(logged).toContain(PATH);
    for (const number of [VISA.number, MASTERCARD.number]) {
      expect(stored).not.toContain(number);
      expect(logged).not.toContain(number);
    }
  });

  it('pays with a saved card; anyone else, or an anonymous shopper, is refused it as unknown', async () => {
    const ada = await customer();
    const card = await add(ada, VISA);
    const line = await newSku();
    const { shopper, session } = await shopperReadyToPay(harness, line, { bearer: ada.bearer });
    const body = await placeOrderBody(session, { method: 'creditcard' });
    const paid = await placeOrder(shopper, { ...body, cardToken: card.id });
    expect(paid.statusCode, paid.body).toBe(200);
    const answer = paid.json<PlaceOrderResponse>();
    expect(answer).toMatchObject({
      status: 'PLACED',
      complete: { Authorization: 'AUTHORISED', Account: 'account' },
    });
    const [order] = await harness.db.query<{ status: string; payment: Record<string, unknown> }>(
      'SELECT status, payment FROM orders WHERE reference = $1',
      [answer.utr],
    );
    expect(order).toMatchObject({ status: 'PLACED', payment: { brand: 'visa', last4: '1111' } });

    const eve = await customer();
    for (const options of [{ bearer: eve.bearer }, {}]) {
      const other = await shopperReadyToPay(harness, line, options);
      const otherBody = await placeOrderBody(other.session, { method: 'creditcard' });
      const refused = await placeOrder(other.shopper, { ...otherBody, cardToken: card.id });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'CARD_MISSING', message: 'No such saved card' });
      const unknown = await placeOrder(other.shopper, { ...otherBody, cardToken: randomUUID() });
      expect({ ...unknown.json(), requestId: '' }).toEqual({ ...refused.json(), requestId: '' });
    }
  });

  it('asks for 3-D Secure when the saved card needs it, as for a new card', async () => {
    const ada = await customer();
    const card = await add(ada, THREE_DS);
    const { shopper, session } = await shopperReadyToPay(harness, await newSku(), { bearer: ada.bearer });
    const body = await placeOrderBody(session, { method: 'creditcard' });
    const answer = (await placeOrder(shopper, { ...body, cardToken: card.id })).json<PlaceOrderResponse>();
    expect(answer).toMatchObject({ status: 'PENDING_PAYMENT', action: { type: 'threeDS2' } });
  });

  it('saves the card of an authorised payment when a signed-in shopper asks to, and only then', async () => {
    const ada = await customer();
    const line = await newSku();
    const first = await shopperReadyToPay(harness, line, { bearer: ada.bearer });
    const kept = await placeOrder(first.shopper, {
      ...(await placeOrderBody(first.session, { card: MASTERCARD })),
      storeCard: true,
    });
    expect(kept.json<PlaceOrderResponse>().status).toBe('PLACED');
    expect((await list(ada)).paymentMethods).toEqual([
      expect.objectContaining({
        brand: 'mc',
        last4: '4444',
        expiryMonth: 11,
        expiryYear: 2031,
        default: true,
      }),
    ]);

    const second = await shopperReadyToPay(harness, line, { bearer: ada.bearer });
    await placeOrder(second.shopper, await placeOrderBody(second.session, { card: VISA }));
    const third = await shopperReadyToPay(harness, line, { bearer: ada.bearer });
    const refused = await placeOrder(third.shopper, {
      ...(await placeOrderBody(third.session, { card: { ...VISA, holderName: 'DECLINED' } })),
      storeCard: true,
    });
    expect(refused.statusCode).toBe(402);
    expect((await list(ada)).paymentMethods).toHaveLength(1);
  });

  it('saves a card that needed 3-D Secure once the challenge passes, and not when it fails', async () => {
    const ada = await customer();
    const line = await newSku();
    const challenged = async (code: string) => {
      const { shopper, session } = await shopperReadyToPay(harness, line, { bearer: ada.bearer });
      const answer = (
        await placeOrder(shopper, { ...(await placeOrderBody(session, { card: THREE_DS })), storeCard: true })
      ).json<PlaceOrderResponse>();
      expect(answer).toMatchObject({ status: 'PENDING_PAYMENT', action: { type: 'threeDS2' } });
      // Waiting on the challenge, the card is not the shopper's to use yet.
      expect((await list(ada)).paymentMethods).toEqual([]);
      const back = await submitForm(harness, answer.action!.url, { code });
      await browserReturn(harness, back.headers.location as string);
    };
    await challenged('9999');
    expect((await list(ada)).paymentMethods).toEqual([]);
    await challenged('1234');
    const saved = (await list(ada)).paymentMethods;
    expect(saved).toEqual([expect.objectContaining({ brand: 'visa', last4: '0006', default: true })]);

    // The stored card pays again (and asks for its challenge again, as this test card always does).
    const { shopper, session } = await shopperReadyToPay(harness, line, { bearer: ada.bearer });
    const again = await placeOrder(shopper, {
      ...(await placeOrderBody(session, { method: 'creditcard' })),
      cardToken: saved[0]!.id,
    });
    expect(again.json<PlaceOrderResponse>()).toMatchObject({ status: 'PENDING_PAYMENT' });
  });
});
