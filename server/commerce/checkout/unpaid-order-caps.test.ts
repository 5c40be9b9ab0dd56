import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaceOrderBody } from '../../../schemas/api/checkout.schema.ts';
import { oneSkuProducts, stockOf as stockInDb } from '../../test-support/catalogue-fixture.ts';
import {
  browserReturn,
  placeOrder,
  placeOrderBody,
  shopperReadyToPay,
  submitForm,
  UK_ADDRESS,
} from '../../test-support/checkout-fixture.ts';
import {
  startCommerce,
  type CommerceHarness,
  type TestShopper,
} from '../../test-support/commerce-harness.ts';
import { insertReferenceFixture } from '../../test-support/reference-fixture.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';

const VISA = { number: '4111111111111111' };
const REFUSED = { number: '4000000000000002' };
const START = new Date('2026-11-25T12:00:00Z');
/** The shipped hold: a 10-minute approval window and 2 minutes' grace. */
const HOLD_SECONDS = 12 * 60;

describe.each(testDatabaseKinds)('caps on unpaid orders on $name', (kind) => {
  let harness: CommerceHarness;
  const newSku = oneSkuProducts(() => harness.db, 'CAP');
  const stockOf = (sku: string) => stockInDb(harness.db, sku);
  const ordersOf = async (sku: string) =>
    (
      await harness.db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM orders o WHERE EXISTS
           (SELECT 1 FROM order_lines l WHERE l.order_id = o.id AND l.sku = $1) AND o.status <> 'CANCELLED'`,
        [sku],
      )
    )[0]!.count;
  /** A fresh bag for a shopper whose last one became an order: the line, the address and delivery again. */
  const refill = async (shopper: TestShopper, line: { productId: string; sku: string }) => {
    await shopper.json('POST', '/api/cart', { ...line, quantity: 1 });
    await shopper.json('POST', '/api/cart/address', { address: UK_ADDRESS });
    await shopper.json('POST', '/api/shipping', { id: 'gb-standard' });
  };
  const expectCapped = (response: LightMyRequestResponse, holder: string) => {
    expect(response.statusCode, response.body).toBe(429);
    expect(response.json()).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
    expect(response.json<{ message: string }>().message).toContain(`from ${holder}`);
    expect(response.headers['retry-after']).toBe(String(HOLD_SECONDS));
  };
  const paypal = (body: PlaceOrderBody): PlaceOrderBody => ({ ...body, paymentMethod: 'paypal' });

  beforeAll(async () => {
    harness = await startCommerce(kind);
    await insertReferenceFixture(harness.db);
  });
  afterAll(() => harness.close());

  it('MUST HOLD: 8 sessions of one client (one IPv6 /64) at once get 5 unpaid orders; the rest 429 with no stock taken', async () => {
    const line = await newSku(50);
    const limits = harness.context.limits;
    limits.openOrdersPerAddress = 5;
    try {
      const ready = await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          shopperReadyToPay(harness, line, { remoteAddress: `2001:db8:7:1::${index + 1}` }),
        ),
      );
      const bodies = await Promise.all(
        ready.map(({ session }) => placeOrderBody(session, { method: 'paypal' })),
      );
      const responses = await Promise.all(
        ready.map(({ shopper }, index) => placeOrder(shopper, bodies[index]!)),
      );
      const placed = responses.filter((response) => response.statusCode === 200);
      expect(placed).toHaveLength(5);
      for (const response of placed) expect(response.json()).toMatchObject({ status: 'PENDING_PAYMENT' });
      for (const response of responses.filter((candidate) => candidate.statusCode !== 200))
        expectCapped(response, 'this address');
      expect(await stockOf(line.sku)).toBe(45);
      expect(await ordersOf(line.sku)).toBe(5);

      // Another /64 has its own budget.
      const elsewhere = await shopperReadyToPay(harness, line, { remoteAddress: '2001:db8:7:2::1' });
      const other = await placeOrder(
        elsewhere.shopper,
        await placeOrderBody(elsewhere.session, { card: VISA }),
      );
      expect(other.statusCode, other.body).toBe(200);

      // A shopper who cancels on the provider's page frees a place at once.
      const first = placed[0]!.json<{ action: { url: string } }>();
      const cancelled = await submitForm(harness, first.action.url, { decision: 'cancel' });
      await browserReturn(harness, cancelled.headers.location as string);
      const waiting = ready[responses.findIndex((response) => response.statusCode === 429)]!;
      const retried = await placeOrder(waiting.shopper, bodies[ready.indexOf(waiting)]!);
      expect(retried.statusCode, retried.body).toBe(200);
    } finally {
      limits.openOrdersPerAddress = 10_000;
    }
  }, 60_000);

  it('MUST HOLD: a session holds at most 2 unpaid orders; a refused card does not count; the sweep frees the places', async () => {
    const line = await newSku(20);
    const { shopper, session } = await shopperReadyToPay(harness, line, { remoteAddress: '198.51.100.10' });
    const body = await placeOrderBody(session, { card: VISA });
    expect((await placeOrder(shopper, paypal(body))).statusCode).toBe(200);
    await refill(shopper, line);
    // An honest retry: a refused card cancels its order at once, so it holds no place.
    const refused = await placeOrder(shopper, await placeOrderBody(session, { card: REFUSED }));
    expect(refused.statusCode).toBe(402);
    expect((await placeOrder(shopper, paypal(body))).statusCode).toBe(200);
    await refill(shopper, line);
    const stockBefore = await stockOf(line.sku);

    const burst = await Promise.all(Array.from({ length: 4 }, () => placeOrder(shopper, body, randomUUID())));
    for (const response of burst) expectCapped(response, 'this session');
    expect(await stockOf(line.sku)).toBe(stockBefore);
    expect(await ordersOf(line.sku)).toBe(2);

    harness.setNow(new Date(START.getTime() + (HOLD_SECONDS + 1) * 1000));
    try {
      expect(await harness.app.commerce.placement.sweepAbandoned()).toBeGreaterThanOrEqual(2);
      const fresh = await shopper.json<PlaceOrderBody['captcha']>('GET', '/api/checkout/captcha');
      const paid = await placeOrder(shopper, { ...body, captcha: fresh });
      expect(paid.statusCode, paid.body).toBe(200);
    } finally {
      harness.setNow(START);
    }
  }, 60_000);

  it('MUST HOLD: an account holds at most 3 unpaid orders across its sessions; 4 sessions at once then get 429', async () => {
    const line = await newSku(20);
    const bearer = await harness.bearerFor({ accountId: 'caps-account', email: 'caps@example.com' });
    for (let index = 0; index < 3; index++) {
      const { shopper, session } = await shopperReadyToPay(harness, line, {
        bearer,
        remoteAddress: `192.0.2.${index + 1}`,
      });
      expect(
        (await placeOrder(shopper, await placeOrderBody(session, { method: 'paypal' }))).statusCode,
      ).toBe(200);
    }
    const ready: Awaited<ReturnType<typeof shopperReadyToPay>>[] = [];
    for (let index = 0; index < 4; index++)
      ready.push(await shopperReadyToPay(harness, line, { bearer, remoteAddress: `192.0.2.${index + 10}` }));
    const stockBefore = await stockOf(line.sku);
    const bodies = await Promise.all(ready.map(({ session }) => placeOrderBody(session, { card: VISA })));
    const burst = await Promise.all(ready.map(({ shopper }, index) => placeOrder(shopper, bodies[index]!)));
    for (const response of burst) expectCapped(response, 'this account');
    expect(await stockOf(line.sku)).toBe(stockBefore);
    expect(await ordersOf(line.sku)).toBe(3);
  }, 60_000);
});
