import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BASIC_AUTHORIZATION,
  SITE_TAG,
  startCommerce,
  type CommerceHarness,
  type TestShopper,
} from '../../test-support/commerce-harness.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';

const CONSUMER = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phoneNumber: '+44 7700 900123',
};

describe.each(testDatabaseKinds)('checkout consumer on $name', (kind) => {
  let harness: CommerceHarness;
  beforeAll(async () => {
    harness = await startCommerce(kind);
  });
  afterAll(() => harness.close());

  const save = (shopper: TestShopper, body: object) => shopper.call('POST', '/api/checkout/consumer', body);
  /** A guest with an active cart on its session, made directly: the cart routes have their own tests. */
  const guestWithCart = async (sitePublicId = 'maison-nord-uk', siteId = 'uk', currency = 'GBP') => {
    const shopper = harness.shopper({ sitePublicId });
    const sessionId = (await shopper.session()).split('.')[0];
    const publicId = randomUUID();
    await harness.db.query(
      'INSERT INTO carts (public_id, session_id, site_id, currency) VALUES ($1, $2, $3, $4)',
      [publicId, sessionId, siteId, currency],
    );
    return { shopper, publicId };
  };
  const cartConsumer = async (publicId: string) => {
    const [row] = await harness.db.query<{ consumer: unknown }>(
      'SELECT consumer FROM carts WHERE public_id = $1',
      [publicId],
    );
    return row?.consumer;
  };
  const signedIn = async (accountId: string) =>
    harness.shopper({
      bearer: await harness.bearerFor({ accountId, email: `${accountId}@example.com` }),
    });

  it("stores a guest's details on the guest's own active cart", async () => {
    const { shopper, publicId } = await guestWithCart();
    const other = await guestWithCart();
    const response = await save(shopper, { ...CONSUMER, firstName: '  Ada ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ reference: publicId, typeTag: 'NEW', properties: CONSUMER });
    expect(await cartConsumer(publicId)).toEqual(CONSUMER);
    expect(await cartConsumer(other.publicId)).toBeNull();

    const again = await save(shopper, { ...CONSUMER, lastName: 'Byron' });
    expect(again.json().properties.lastName).toBe('Byron');
    expect(await cartConsumer(publicId)).toMatchObject({ lastName: 'Byron' });
  });

  it('answers 404 CART_NOT_FOUND to a guest without a cart and creates none', async () => {
    const shopper = harness.shopper();
    const sessionId = (await shopper.session()).split('.')[0];
    expect((await save(shopper, CONSUMER)).json()).toMatchObject({ status: 404, code: 'CART_NOT_FOUND' });
    const carts = await harness.db.query('SELECT id FROM carts WHERE session_id = $1', [sessionId]);
    expect(carts).toEqual([]);
  });

  it('needs a session', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: `/api/checkout/consumer?siteTag=${SITE_TAG}`,
      headers: { authorization: BASIC_AUTHORIZATION },
      payload: CONSUMER,
    });
    expect(response.json()).toMatchObject({ status: 428, code: 'SESSION_REQUIRED' });
  });

  it('validates names, the e-mail and the phone number by the site country', async () => {
    const { shopper, publicId } = await guestWithCart();
    const failure = async (body: object) => {
      const response = await save(shopper, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().code).toBe('BAD_REQUEST');
      return (response.json().details as { pointer: string }[]).map((detail) => detail.pointer);
    };
    expect(await failure({ ...CONSUMER, email: 'not-an-email' })).toEqual(['/body/email']);
    expect(await failure({ ...CONSUMER, firstName: '   ' })).toEqual(['/body/firstName']);
    expect(await failure({ ...CONSUMER, phoneNumber: '+1 212 555 0148' })).toEqual(['/body/phoneNumber']);
    expect(await failure({ ...CONSUMER, lastName: 'x'.repeat(61) })).toEqual(['/body/lastName']);
    expect(await failure({ ...CONSUMER, admin: true })).toEqual(['/body/admin']);
    expect(await failure({ firstName: 'Ada' })).toEqual(['/body/lastName', '/body/email']);
    expect(await cartConsumer(publicId)).toBeNull();

    const us = await guestWithCart('maison-nord-us', 'us', 'USD');
    const american = await save(us.shopper, { ...CONSUMER, phoneNumber: '+1 212 555 0148' });
    expect(american.statusCode).toBe(200);
    const withoutPhone = await save(us.shopper, { ...CONSUMER, phoneNumber: undefined });
    expect(withoutPhone.json().properties.phoneNumber).toBe('');
  });

  it("upserts a signed-in customer's consumer, NEW the first time and EXISTING after", async () => {
    const accountId = `acct-${randomUUID().slice(0, 8)}`;
    const customer = await signedIn(accountId);
    const first = await save(customer, CONSUMER);
    expect(first.json()).toEqual({ reference: accountId, accountId, typeTag: 'NEW', properties: CONSUMER });
    const second = await save(customer, { ...CONSUMER, firstName: 'Augusta' });
    expect(second.json()).toMatchObject({ typeTag: 'EXISTING', properties: { firstName: 'Augusta' } });
    const rows = await harness.db.query('SELECT first_name, email FROM consumers WHERE account_id = $1', [
      accountId,
    ]);
    expect(rows).toEqual([{ first_name: 'Augusta', email: 'ada@example.com' }]);

    const otherAccount = `acct-${randomUUID().slice(0, 8)}`;
    expect((await save(await signedIn(otherAccount), CONSUMER)).json().typeTag).toBe('NEW');
    const stillMine = await harness.db.query('SELECT first_name FROM consumers WHERE account_id = $1', [
      accountId,
    ]);
    expect(stillMine).toEqual([{ first_name: 'Augusta' }]);
  });

  it('stores injection strings verbatim without running them', async () => {
    const hostile = {
      ...CONSUMER,
      firstName: "Robert'); DROP TABLE carts;--",
      lastName: "' OR '1'='1",
    };
    const { shopper, publicId } = await guestWithCart();
    expect((await save(shopper, hostile)).json().properties).toEqual(hostile);
    expect(await cartConsumer(publicId)).toEqual(hostile);
    const accountId = `acct-${randomUUID().slice(0, 8)}`;
    expect((await save(await signedIn(accountId), hostile)).json().properties).toEqual(hostile);
    const [{ count }] = (await harness.db.query('SELECT count(*)::int AS count FROM consumers')) as [
      { count: number },
    ];
    expect(count).toBeGreaterThanOrEqual(3);
  });
});
