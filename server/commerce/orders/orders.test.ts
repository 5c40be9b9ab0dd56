import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetails, OrderHistoryResponse } from '../../../schemas/api/orders.schema.ts';
import {
  startCommerce,
  type CommerceHarness,
  type TestShopper,
} from '../../test-support/commerce-harness.ts';
import { insertFixtureOrder, type FixtureOrder } from '../../test-support/order-fixture.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';
import { verifySessionId } from '../../api/session-token.ts';
import { orderLookupHash } from './order-lookup-hash.ts';

const TIE = new Date('2026-11-10T09:30:00.123Z');
const at = (iso: string) => new Date(iso);
/** The one answer for an order the caller may not see, whether it exists or not (each with its own request id). */
const NO_SUCH_ORDER = { status: 404, code: 'ORDER_NOT_FOUND', message: 'No such order' };

describe.each(testDatabaseKinds)('orders on $name', (kind) => {
  let harness: CommerceHarness;
  let ada: TestShopper;
  let bob: TestShopper;
  let guest: TestShopper;
  const hashOf = (reference: string) => orderLookupHash(reference, harness.context.secrets.orderLookup);
  const insert = (order: Omit<FixtureOrder, 'lookupSecret'>) =>
    insertFixtureOrder(harness.db, { lookupSecret: harness.context.secrets.orderLookup, ...order });
  const signedIn = async (accountId: string, email: string) =>
    harness.shopper({
      bearer: await harness.bearerFor({ accountId, email }),
    });

  beforeAll(async () => {
    harness = await startCommerce(kind);
    // Ada's orders, newest first: ADA-6, then three placed in the same millisecond (inserted 3, 4, 5), then 2, 1.
    await insert({ reference: 'ADA-1', accountId: 'acct-ada', placedAt: at('2026-10-01T08:00:00Z') });
    await insert({ reference: 'ADA-2', accountId: 'acct-ada', placedAt: at('2026-10-15T08:00:00Z') });
    for (const reference of ['ADA-3', 'ADA-4', 'ADA-5'])
      await insert({ reference, accountId: 'acct-ada', placedAt: TIE });
    await insert({
      reference: 'ADA-6',
      accountId: 'acct-ada',
      placedAt: at('2026-11-20T10:00:00Z'),
      email: 'Ada@Example.com',
      phone: '+44 7700 900123',
      status: 'SHIPPED',
      voucherCode: 'WELCOME10',
      deliveryCost: 0,
      totalTax: 1250,
      payment: {
        method: 'creditcard',
        brand: 'visa',
        last4: '1111',
        cardNumber: '4111111111111111',
        encryptedSecurityCode: 'test_737',
      },
      lines: [
        {
          sku: 'MN100001-BLK-M',
          name: 'Wrap dress',
          brand: 'Atelier Sud',
          quantity: 2,
          unitList: 8000,
          unitSale: 6000,
          discount: 1200,
          options: { color: 'black', colorName: 'Black', size: 'm', sizeName: 'M', secret: 'x' },
          customisation: { inputs: [{ key: 'initials', value: 'AL' }] },
        },
        { sku: 'MN100002-IVO-S', name: 'Cashmere scarf', unitList: 4500 },
      ],
      events: [
        {
          status: 'SHIPPED',
          happenedAt: at('2026-11-21T09:00:00Z'),
          detail: { carrier: 'DPD', trackingNumber: '1Z999' },
        },
        { status: 'PLACED', happenedAt: at('2026-11-20T10:00:00Z') },
      ],
    });
    await insert({ reference: 'BOB-1', accountId: 'acct-bob', placedAt: at('2026-11-22T10:00:00Z') });
    await insert({
      reference: 'GUEST-1',
      email: 'guest@example.com',
      phone: '020 7946 0321',
      placedAt: at('2026-11-23T10:00:00Z'),
    });
    await insert({ reference: 'GUEST-2', email: 'other@example.com', placedAt: at('2026-11-23T11:00:00Z') });
    ada = await signedIn('acct-ada', 'ada@example.com');
    bob = await signedIn('acct-bob', 'bob@example.com');
    guest = harness.shopper();
  });
  afterAll(() => harness.close());

  const history = (shopper: TestShopper, query = '') =>
    shopper.json<OrderHistoryResponse>('GET', `/api/order/history${query}`);

  it('pages the history newest first, across ties on placed_at, without repeats or gaps', async () => {
    const seen: string[] = [];
    let query = '?pageSize=2';
    let pages = 0;
    for (;;) {
      const page = await history(ada, query);
      pages++;
      seen.push(...page.orders.map((order) => order.reference));
      if (!page.lastKey) break;
      expect(page.orders).toHaveLength(2);
      expect(page.lastKeyTs).toBe(Date.parse(page.orders[1]!.placedAt));
      query = `?pageSize=2&lastKey=${page.lastKey}&lastKeyTs=${page.lastKeyTs}`;
    }
    expect(seen).toEqual(['ADA-6', 'ADA-5', 'ADA-4', 'ADA-3', 'ADA-2', 'ADA-1']);
    expect(pages).toBe(3);
  });

  it('summarises each order and defaults to pages of 10', async () => {
    const page = await history(ada);
    expect(page.lastKey).toBeUndefined();
    expect(page.orders).toHaveLength(6);
    expect(page.orders[0]).toEqual({
      reference: 'ADA-6',
      status: 'SHIPPED',
      placedAt: '2026-11-20T10:00:00.000Z',
      currency: 'GBP',
      totalCost: 6000 * 2 - 1200 + 4500 + 0 + 1250,
      totalItemCount: 3,
      thumbnails: ['/media/products/MN100002-IVO-S.svg', '/media/products/MN100001-BLK-M.svg'],
    });
    expect((await history(bob)).orders.map((order) => order.reference)).toEqual(['BOB-1']);
  });

  it('pages from lastKeyTs alone, and answers an empty page for a lastKey that is not the caller’s', async () => {
    const older = await history(ada, `?lastKeyTs=${TIE.getTime()}`);
    expect(older.orders.map((order) => order.reference)).toEqual(['ADA-2', 'ADA-1']);
    expect((await history(ada, '?lastKey=BOB-1')).orders).toEqual([]);
    const bobs = await history(ada, `?lastKey=BOB-1&lastKeyTs=${Date.parse('2026-10-20T00:00:00Z')}`);
    expect(bobs.orders.map((order) => order.reference)).toEqual(['ADA-2', 'ADA-1']);
  });

  it('refuses page sizes outside 1 to 50', async () => {
    for (const size of ['0', '51', 'ten']) {
      const response = await ada.call('GET', `/api/order/history?pageSize=${size}`);
      expect(response.json()).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    }
    expect((await history(ada, '?pageSize=50')).orders).toHaveLength(6);
  });

  it('answers 401 UNAUTHORIZED to anonymous callers, whatever they send', async () => {
    for (const path of ['/api/order/history', '/api/order/history?pageSize=999', '/api/order/ADA-6']) {
      const response = await guest.call('GET', path);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });

  it('shows the owner the whole order: items, totals, addresses, payment summary and tracking', async () => {
    const response = await ada.call('GET', '/api/order/ADA-6');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('4111111111111111');
    expect(response.body).not.toContain('test_737');
    const order = response.json<OrderDetails>();
    expect(order).toMatchObject({
      reference: 'ADA-6',
      status: 'SHIPPED',
      placedAt: '2026-11-20T10:00:00.000Z',
      currency: 'GBP',
      consumer: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'Ada@Example.com',
        phoneNumber: '+44 7700 900123',
      },
      totals: {
        totalItemCost: 16500,
        totalDiscount: 1200,
        deliveryCost: 0,
        totalTax: 1250,
        totalCost: 16550,
        totalItemCount: 3,
      },
      voucherCode: 'WELCOME10',
      shippingAddress: {
        firstName: 'Ada',
        addressLine1: '12 Marylebone Road',
        postcode: 'NW1 5LR',
        countryCode: 'GB',
      },
      billingAddress: { city: 'London', phoneNumber: '+44 20 7946 0000' },
      shippingMethod: { id: 'uk-standard', method: 'standard', name: 'Standard', price: 0 },
    });
    expect(order.payment).toEqual({ method: 'creditcard', brand: 'visa', last4: '1111' });
    expect(order.items[1]).toEqual({
      sku: 'MN100001-BLK-M',
      productId: 'MN100001',
      name: 'Wrap dress',
      brand: 'Atelier Sud',
      options: { color: 'black', colorName: 'Black', size: 'm', sizeName: 'M' },
      quantity: 2,
      unitPrice: { list: 8000, sale: 6000 },
      discount: 1200,
      total: 10800,
      thumbnailUrl: '/media/products/MN100001-BLK-M.svg',
      customisation: { inputs: [{ key: 'initials', value: 'AL' }] },
    });
    expect(order.tracking).toEqual([
      { status: 'PLACED', happenedAt: '2026-11-20T10:00:00.000Z' },
      { status: 'SHIPPED', happenedAt: '2026-11-21T09:00:00.000Z', carrier: 'DPD', trackingNumber: '1Z999' },
    ]);
  });

  it('answers 404 ORDER_NOT_FOUND for another account’s order exactly as for a missing one', async () => {
    const theirs = await bob.call('GET', '/api/order/ADA-6');
    const missing = await bob.call('GET', '/api/order/NOPE-1');
    const malformed = await bob.call('GET', `/api/order/${encodeURIComponent("' OR 1=1 --")}`);
    const guests = await ada.call('GET', '/api/order/GUEST-1');
    for (const response of [theirs, missing, malformed, guests]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ ...NO_SUCH_ORDER, requestId: response.headers['x-request-id'] });
    }
    expect((await bob.json<OrderDetails>('GET', '/api/order/BOB-1')).reference).toBe('BOB-1');
  });

  describe('guest lookup', () => {
    const lookup = (body: Record<string, unknown>) => guest.call('POST', '/api/order/s/query', body);

    it('finds the order by reference, e-mail or phone, and the link hash', async () => {
      const byEmail = await lookup({
        orderReference: 'GUEST-1',
        email: 'Guest@Example.com',
        hash: hashOf('GUEST-1'),
      });
      expect(byEmail.statusCode).toBe(200);
      expect(byEmail.json()).toMatchObject({
        reference: 'GUEST-1',
        consumer: { email: 'guest@example.com' },
      });
      const byPhone = await lookup({
        orderReference: 'GUEST-1',
        phone: '(020) 7946-0321',
        hash: hashOf('GUEST-1'),
      });
      expect(byPhone.json()).toMatchObject({ reference: 'GUEST-1' });
      const both = await lookup({
        orderReference: 'ADA-6',
        email: 'ada@example.com',
        phone: '+447700900123',
        hash: hashOf('ADA-6'),
      });
      expect(both.json()).toMatchObject({ reference: 'ADA-6', payment: { last4: '1111' } });
    });

    it('finds the order by its phone written nationally or internationally, whichever way it was stored', async () => {
      // Stored internationally (as the checkout now sends it), looked up as the shopper knows the number.
      const national = await lookup({
        orderReference: 'ADA-6',
        phone: '07700 900123',
        hash: hashOf('ADA-6'),
      });
      expect(national.json()).toMatchObject({ reference: 'ADA-6' });
      // Stored nationally (an older order), looked up internationally.
      const international = await lookup({
        orderReference: 'GUEST-1',
        phone: '+44 20 7946 0321',
        hash: hashOf('GUEST-1'),
      });
      expect(international.json()).toMatchObject({ reference: 'GUEST-1' });
    });

    it('answers one identical 404 to every mismatch', async () => {
      const good = { orderReference: 'GUEST-1', email: 'guest@example.com', hash: hashOf('GUEST-1') };
      const attempts = [
        { ...good, email: 'other@example.com' },
        { ...good, hash: hashOf('GUEST-2') },
        { ...good, hash: hashOf('GUEST-1').slice(1) },
        { ...good, hash: 'a'.repeat(43) },
        { orderReference: 'GUEST-1', phone: '020 7946 0000', hash: hashOf('GUEST-1') },
        { orderReference: 'GUEST-1', phone: '+44 20 7946 0000', hash: hashOf('GUEST-1') },
        { orderReference: 'ADA-6', phone: '07700 900124', hash: hashOf('ADA-6') },
        { orderReference: 'ADA-6', phone: '+1 770 090 0123', hash: hashOf('ADA-6') },
        { orderReference: 'GUEST-2', phone: '', hash: hashOf('GUEST-2') },
        { orderReference: 'NOPE-9', email: 'guest@example.com', hash: hashOf('NOPE-9') },
        { ...good, email: 'guest@example.com', phone: '000000000' },
      ];
      for (const attempt of attempts) {
        const response = await lookup(attempt);
        expect(response.statusCode, JSON.stringify(attempt)).toBe(404);
        expect(response.json()).toEqual({ ...NO_SUCH_ORDER, requestId: response.headers['x-request-id'] });
      }
    });

    it('needs an e-mail or a phone, and a well-formed body', async () => {
      for (const body of [
        { orderReference: 'GUEST-1', hash: hashOf('GUEST-1') },
        { orderReference: 'GUEST-1', email: 'guest@example.com' },
        { orderReference: 'GUEST-1', email: 'guest@example.com', hash: hashOf('GUEST-1'), admin: true },
        { orderReference: "' OR 1=1 --", email: 'guest@example.com', hash: 'x' },
      ]) {
        expect((await lookup(body)).json()).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
      }
    });

    it('hashes references as base64url HMAC-SHA256 with the lookup secret, as stored on the order', async () => {
      expect(orderLookupHash('GUEST-1', 'secret')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(orderLookupHash('GUEST-1', 'secret')).not.toBe(orderLookupHash('GUEST-1', 'other'));
      const [row] = await harness.db.query<{ lookup_hash: string }>(
        "SELECT lookup_hash FROM orders WHERE reference = 'GUEST-1'",
      );
      expect(row!.lookup_hash).toBe(hashOf('GUEST-1'));
    });
  });

  describe('the /complete page', () => {
    it('shows the order placed in this session with its link hash, and nothing to another session or a bad hash', async () => {
      const buyer = harness.shopper();
      const sessionId = verifySessionId(await buyer.session(), harness.context.secrets.session)!;
      await insert({ reference: 'DONE-1', email: 'buyer@example.com', sessionId });
      const path = (hash: string) => `/api/order/complete/DONE-1?uat=${hash}`;
      const order = await buyer.json<OrderDetails>('GET', path(hashOf('DONE-1')));
      expect(order).toMatchObject({ reference: 'DONE-1', consumer: { email: 'buyer@example.com' } });

      const stranger = harness.shopper();
      const answers = [
        await stranger.call('GET', path(hashOf('DONE-1'))),
        await buyer.call('GET', path(hashOf('DONE-2'))),
        await buyer.call('GET', `/api/order/complete/GUEST-1?uat=${hashOf('GUEST-1')}`),
        await buyer.call('GET', '/api/order/complete/not%20a%20ref?uat=x'),
      ];
      expect(answers.map((answer) => [answer.statusCode, answer.json<{ code: string }>().code])).toEqual(
        Array(4).fill([404, 'ORDER_NOT_FOUND']),
      );
    });

    it('shows a signed-in customer the order placed by the account from another session', async () => {
      await insert({ reference: 'DONE-ADA', accountId: 'acct-ada' });
      const order = await ada.json<OrderDetails>(
        'GET',
        `/api/order/complete/DONE-ADA?uat=${hashOf('DONE-ADA')}`,
      );
      expect(order.reference).toBe('DONE-ADA');
      expect(
        (await bob.call('GET', `/api/order/complete/DONE-ADA?uat=${hashOf('DONE-ADA')}`)).statusCode,
      ).toBe(404);
    });
  });
});
