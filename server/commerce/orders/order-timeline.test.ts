import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaceOrderResponse } from '../../../schemas/api/checkout.schema.ts';
import type { OrderDetails } from '../../../schemas/api/orders.schema.ts';
import { insertFixtureProducts, skuOf } from '../../test-support/catalogue-fixture.ts';
import { placeOrder, placeOrderBody, shopperReadyToPay } from '../../test-support/checkout-fixture.ts';
import { startCommerce, type CommerceHarness } from '../../test-support/commerce-harness.ts';
import { insertFixtureOrder } from '../../test-support/order-fixture.ts';
import { insertReferenceFixture } from '../../test-support/reference-fixture.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';
import { FulfilmentRefusedError, OrderFulfilment } from './order-fulfilment.ts';

describe.each(testDatabaseKinds)('order timeline and fulfilment on $name', (kind) => {
  let harness: CommerceHarness;
  let clock = new Date(0);
  let fulfilment: OrderFulfilment;

  /** The link the confirmation e-mail of `reference` carries, as the shopper would click it. */
  const mailedLink = async (reference: string) => {
    const [mail] = await harness.db.query<{ body_text: string }>(
      "SELECT body_text FROM outbox WHERE kind = 'order-confirmation' AND body_text LIKE $1",
      [`%${reference}%`],
    );
    const url = /https?:\/\/\S+\/orders\/order-status\?\S+/.exec(mail!.body_text)![0];
    return new URL(url).searchParams;
  };
  const lookUp = (link: URLSearchParams, email: string) =>
    harness.shopper().call('POST', '/api/order/s/query', {
      orderReference: link.get('orderReference'),
      hash: link.get('hash'),
      email,
    });

  beforeAll(async () => {
    harness = await startCommerce(kind);
    await insertReferenceFixture(harness.db);
    fulfilment = new OrderFulfilment({ db: harness.db, now: () => clock });
  });
  afterAll(() => harness.close());

  it('follows a placed order from the e-mailed link through payment, shipment and delivery', async () => {
    await insertFixtureProducts(harness.db, [{ productId: 'TLN1', sizes: ['m'], stock: { 'black-m': 5 } }]);
    const { shopper, session } = await shopperReadyToPay(harness, {
      productId: 'TLN1',
      sku: skuOf('TLN1', 'black', 'm'),
    });
    const placed = (
      await placeOrder(shopper, await placeOrderBody(session, { card: { number: '4111111111111111' } }))
    ).json<PlaceOrderResponse>();
    const link = await mailedLink(placed.utr);
    expect(link.get('orderReference')).toBe(placed.utr);

    const fresh = (await lookUp(link, 'ada@example.com')).json<OrderDetails>();
    expect(fresh.timeline.map((step) => step.step)).toEqual(['PLACED', 'PAID']);
    expect(Date.parse(fresh.timeline[1]!.at)).toBeGreaterThanOrEqual(Date.parse(fresh.timeline[0]!.at));

    const shippedAt = new Date(Date.parse(fresh.timeline[1]!.at) + 3_600_000);
    const deliveredAt = new Date(shippedAt.getTime() + 86_400_000);
    clock = shippedAt;
    await fulfilment.advance(placed.utr, 'SHIPPED', { carrier: 'DPD', trackingNumber: '15501234567890' });
    clock = deliveredAt;
    await fulfilment.advance(placed.utr, 'DELIVERED');
    const delivered = (await lookUp(link, 'ADA@example.com')).json<OrderDetails>();
    expect(delivered.status).toBe('DELIVERED');
    expect(delivered.timeline.slice(2)).toEqual([
      {
        step: 'SHIPPED',
        at: shippedAt.toISOString(),
        carrier: 'DPD',
        trackingNumber: '15501234567890',
      },
      { step: 'DELIVERED', at: deliveredAt.toISOString() },
    ]);
    // The link is the guest's key, not a pass: another contact detail still finds nothing.
    const stranger = await lookUp(link, 'eve@example.com');
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({
      status: 404,
      code: 'ORDER_NOT_FOUND',
      message: 'No such order',
      requestId: stranger.headers['x-request-id'],
    });
  });

  it('starts the timeline at the placing and names the authorised payment PAID, leaving unknown events out', async () => {
    await insertFixtureOrder(harness.db, {
      reference: 'TL-OWN',
      accountId: 'acct-tl',
      lookupSecret: harness.context.secrets.orderLookup,
      placedAt: new Date('2026-11-20T10:00:00Z'),
      status: 'CANCELLED',
      events: [
        { status: 'CANCELLED', happenedAt: new Date('2026-11-21T08:00:00Z') },
        { status: 'PLACED', happenedAt: new Date('2026-11-20T10:01:00Z'), detail: { pspReference: 'p' } },
        { status: 'NOTE', happenedAt: new Date('2026-11-20T11:00:00Z') },
      ],
    });
    const owner = harness.shopper({
      bearer: await harness.bearerFor({ accountId: 'acct-tl', email: 'ada@example.com' }),
    });
    const order = await owner.json<OrderDetails>('GET', '/api/order/TL-OWN');
    expect(order.timeline).toEqual([
      { step: 'PLACED', at: '2026-11-20T10:00:00.000Z' },
      { step: 'PAID', at: '2026-11-20T10:01:00.000Z' },
      { step: 'CANCELLED', at: '2026-11-21T08:00:00.000Z' },
    ]);
  });

  it('refuses a shipment without carrier and tracking number, and moves the status only forwards', async () => {
    const insert = (reference: string, status: string) =>
      insertFixtureOrder(harness.db, {
        reference,
        status,
        lookupSecret: harness.context.secrets.orderLookup,
      });
    await insert('TL-PLACED', 'PLACED');
    await insert('TL-PENDING', 'PENDING_PAYMENT');
    await insert('TL-DONE', 'DELIVERED');
    // One at a time: a refusal must not arrive before anything listens for it.
    const refused = [
      () => fulfilment.advance('TL-PLACED', 'SHIPPED'),
      () => fulfilment.advance('TL-PLACED', 'SHIPPED', { carrier: ' ', trackingNumber: '1' }),
      () => fulfilment.advance('TL-PLACED', 'DELIVERED'),
      () => fulfilment.advance('TL-PENDING', 'PROCESSING'),
      () => fulfilment.advance('TL-DONE', 'SHIPPED', { carrier: 'DPD', trackingNumber: '1' }),
      () => fulfilment.advance('TL-NONE', 'PROCESSING'),
    ];
    for (const attempt of refused) await expect(attempt()).rejects.toBeInstanceOf(FulfilmentRefusedError);
    const statuses = await harness.db.query<{ reference: string; status: string; events: number }>(
      `SELECT o.reference, o.status, (SELECT count(*)::int FROM order_events e WHERE e.order_id = o.id) AS events
         FROM orders o WHERE o.reference IN ('TL-PLACED', 'TL-PENDING', 'TL-DONE') ORDER BY o.reference`,
    );
    expect(statuses).toEqual([
      { reference: 'TL-DONE', status: 'DELIVERED', events: 0 },
      { reference: 'TL-PENDING', status: 'PENDING_PAYMENT', events: 0 },
      { reference: 'TL-PLACED', status: 'PLACED', events: 0 },
    ]);
    await fulfilment.advance('TL-PLACED', 'PROCESSING');
    await fulfilment.advance('TL-PLACED', 'CANCELLED');
    const [row] = await harness.db.query<{ status: string }>(
      "SELECT status FROM orders WHERE reference = 'TL-PLACED'",
    );
    expect(row!.status).toBe('CANCELLED');
  });
});
