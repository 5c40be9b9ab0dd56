import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SUBFOLDER_HEADER } from '../../../schemas/api/conventions.ts';
import { insertFixtureProducts, skuOf } from '../../test-support/catalogue-fixture.ts';
import {
  BASIC_AUTHORIZATION,
  SITE_TAG,
  startCommerce,
  type CommerceHarness,
} from '../../test-support/commerce-harness.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';
import { OutboxService } from '../outbox/outbox-service.ts';
import { BackInStockAlerts } from './back-in-stock-alerts.ts';

/** One product per test, so no test sees another's requests; the black M starts sold out unless said otherwise. */
const productIds = ['BIS1', 'BIS2', 'BIS3', 'BIS4', 'BIS5', 'BIS6', 'BIS7', 'BIS8'];
const soldOut = (productId: string) => skuOf(productId, 'black', 'm');

describe.each(testDatabaseKinds)('back-in-stock alerts on $name', (kind) => {
  let harness: CommerceHarness;
  let alerts: BackInStockAlerts;
  beforeAll(async () => {
    harness = await startCommerce(kind);
    await insertFixtureProducts(
      harness.db,
      productIds.map((productId) => ({
        productId,
        name: 'Wool Coat',
        brand: 'Atelier Sud',
        stock: { 'black-m': 0 },
      })),
    );
    alerts = newWorker();
  });
  afterAll(() => harness.close());

  /** A worker as a server builds it; two of them stand for two servers over one database. */
  const newWorker = (returnsPerBatch?: number) =>
    new BackInStockAlerts({
      db: harness.db,
      now: harness.context.now,
      sites: harness.context.sites,
      outbox: new OutboxService(harness.db),
      storefrontOrigin: 'https://shop.example/',
      ...(returnsPerBatch ? { returnsPerBatch } : {}),
    });

  /** A request as the storefront's modal sends it, on the site of the folder. */
  const request = async (email: string, sku: string, folder = 'uk', language = 'en') => {
    const response = await harness.app.inject({
      method: 'POST',
      url: `/api/marketing/back-in-stock?siteTag=${SITE_TAG}`,
      headers: { authorization: BASIC_AUTHORIZATION, [SUBFOLDER_HEADER]: folder },
      payload: { email, variantId: sku, language },
    });
    expect(response.statusCode, response.body).toBe(201);
  };
  const setStock = (sku: string, stock: number) =>
    harness.db.query('UPDATE skus SET stock = $2 WHERE sku = $1', [sku, stock]);
  const mails = (recipient: string) =>
    harness.db.query<{ kind: string; subject: string; body_text: string; site_id: string }>(
      'SELECT kind, subject, body_text, site_id FROM outbox WHERE recipient = $1 ORDER BY id',
      [recipient],
    );
  const kinds = async (recipient: string) => (await mails(recipient)).map((mail) => mail.kind);
  const notedReturns = async () =>
    (await harness.db.query<{ n: number }>('SELECT count(*)::int AS n FROM stock_returns'))[0]!.n;

  it('acknowledges a request for a sold-out sku and sends nothing more while it stays sold out', async () => {
    const sku = soldOut('BIS1');
    await request('ann@example.com', sku);
    await setStock(sku, 0);
    expect(await alerts.drainStockReturns()).toBe(0);
    expect(await kinds('ann@example.com')).toEqual(['back-in-stock-requested']);
  });

  it('queues one available mail per pending request when the stock returns, on the requester site', async () => {
    const sku = soldOut('BIS2');
    await harness.db.query(
      `UPDATE products SET translations = '{"name": {"ar": "معطف صوف"}}' WHERE product_id = 'BIS2'`,
    );
    await harness.db.query(
      `UPDATE product_colours SET translations = '{"name": {"ar": "أسود"}}' WHERE product_id = 'BIS2'`,
    );
    await request('bea@example.com', sku);
    await request('cal@example.com', sku, 'ae', 'ar');
    await harness.db.query('UPDATE skus SET stock = 5 WHERE sku = $1', [sku]);

    expect(await alerts.drainStockReturns()).toBe(2);
    const [acknowledgement, available] = await mails('bea@example.com');
    expect(acknowledgement).toMatchObject({ kind: 'back-in-stock-requested' });
    expect(available).toMatchObject({
      kind: 'back-in-stock-available',
      subject: 'Back in stock: Wool Coat',
      site_id: 'uk',
    });
    expect(available!.body_text).toContain('Atelier Sud Wool Coat, black, size M');
    expect(available!.body_text).toContain(`https://shop.example/uk/en/product/bis2/BIS2?sku=${sku}`);
    // Cal asked in Arabic: both mails are in Arabic and name the coat as the Arabic product page does.
    const [calAcknowledgement, forCal] = await mails('cal@example.com');
    expect(calAcknowledgement).toMatchObject({
      kind: 'back-in-stock-requested',
      subject: 'سنخبرك: معطف صوف',
    });
    expect(forCal).toMatchObject({
      kind: 'back-in-stock-available',
      subject: 'عاد إلى المخزون: معطف صوف',
      site_id: 'ae',
    });
    expect(forCal!.body_text).toContain('Atelier Sud معطف صوف، أسود، المقاس M');
    expect(forCal!.body_text).toContain(`https://shop.example/ae/ar/product/bis2/BIS2?sku=${sku}`);

    const notified = await harness.db.query<{ notified_at: Date }>(
      'SELECT notified_at FROM back_in_stock_requests WHERE sku = $1',
      [sku],
    );
    expect(notified.map((row) => new Date(row.notified_at).toISOString())).toEqual([
      harness.context.now().toISOString(),
      harness.context.now().toISOString(),
    ]);
    // Drained once: running again sends nothing.
    expect(await notedReturns()).toBe(0);
    expect(await alerts.drainStockReturns()).toBe(0);
    expect(await mails('bea@example.com')).toHaveLength(2);
  });

  it('sends nothing when the sku sells out and returns again with no new request', async () => {
    const sku = soldOut('BIS3');
    await request('dan@example.com', sku);
    await setStock(sku, 5);
    expect(await alerts.drainStockReturns()).toBe(1);
    await setStock(sku, 0);
    await setStock(sku, 3);
    expect(await alerts.drainStockReturns()).toBe(0);
    expect(await kinds('dan@example.com')).toEqual(['back-in-stock-requested', 'back-in-stock-available']);
  });

  it('mails a request renewed after its notification again, but only at the next return', async () => {
    const sku = soldOut('BIS4');
    await request('eli@example.com', sku);
    await setStock(sku, 2);
    expect(await alerts.drainStockReturns()).toBe(1);
    await request('eli@example.com', sku);
    expect(await alerts.drainStockReturns()).toBe(0);
    await setStock(sku, 0);
    await setStock(sku, 1);
    expect(await alerts.drainStockReturns()).toBe(1);
    expect(await kinds('eli@example.com')).toEqual([
      'back-in-stock-requested',
      'back-in-stock-available',
      'back-in-stock-requested',
      'back-in-stock-available',
    ]);
  });

  it('leaves a request made while in stock pending until the stock runs out and comes back', async () => {
    const sku = skuOf('BIS5', 'black', 'l');
    await request('fox@example.com', sku);
    await setStock(sku, 3);
    await setStock(sku, 8);
    expect(await alerts.drainStockReturns()).toBe(0);
    expect(await kinds('fox@example.com')).toEqual(['back-in-stock-requested']);
    await setStock(sku, 0);
    await setStock(sku, 4);
    expect(await alerts.drainStockReturns()).toBe(1);
    expect(await kinds('fox@example.com')).toEqual(['back-in-stock-requested', 'back-in-stock-available']);
  });

  it('notes no return for a stock change that is rolled back', async () => {
    const sku = soldOut('BIS6');
    await request('gil@example.com', sku);
    await expect(
      harness.db.transaction(async (tx) => {
        await tx.query('UPDATE skus SET stock = 5 WHERE sku = $1', [sku]);
        throw new Error('the restock was cancelled');
      }),
    ).rejects.toThrow('the restock was cancelled');
    expect(await notedReturns()).toBe(0);
    expect(await alerts.drainStockReturns()).toBe(0);
  });

  /**
   * On PostgreSQL, run `drains` while a transaction holds the request's row, and let go once two sessions wait for
   * it: both workers are then inside their claim at the same moment, not one after the other as timing might have it.
   * PGlite runs one transaction at a time, so there the drains simply run side by side.
   */
  const whileRequestHeld = async <T>(email: string, drains: () => Promise<T>): Promise<T> => {
    if (kind.name !== 'postgres') return drains();
    let running: Promise<T> | undefined;
    await harness.db.transaction(async (tx) => {
      await tx.query('SELECT 1 FROM back_in_stock_requests WHERE email = $1 FOR UPDATE', [email]);
      running = drains();
      running.catch(() => undefined);
      await vi.waitFor(
        async () => {
          const [waiting] = await harness.db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pg_stat_activity
             WHERE wait_event_type = 'Lock' AND query LIKE 'UPDATE back_in_stock_requests%'`,
          );
          expect(waiting!.n).toBeGreaterThanOrEqual(2);
        },
        { timeout: 5000, interval: 20 },
      );
    });
    return running!;
  };

  it('sends one mail when two workers drain the same returns at once', async () => {
    const sku = soldOut('BIS7');
    await request('hal@example.com', sku);
    // Two returns of one sku and workers taking one return at a time: each takes one, both go for the request.
    await setStock(sku, 5);
    await setStock(sku, 0);
    await setStock(sku, 5);
    expect(await notedReturns()).toBe(2);
    const counts = await whileRequestHeld('hal@example.com', () =>
      Promise.all([newWorker(1).drainStockReturns(), newWorker(1).drainStockReturns()]),
    );
    expect(counts[0] + counts[1]).toBe(1);
    expect(await kinds('hal@example.com')).toEqual(['back-in-stock-requested', 'back-in-stock-available']);
    expect(await notedReturns()).toBe(0);
  });

  it('drains on its interval until stopped, and refuses an interval that is not a number', async () => {
    expect(() => alerts.start(Number('2s'))).toThrow(RangeError);
    const sku = soldOut('BIS8');
    await request('ida@example.com', sku);
    const error = vi.fn();
    const stop = alerts.start(20, { info: () => undefined, error });
    try {
      await setStock(sku, 5);
      await vi.waitFor(async () => expect(await kinds('ida@example.com')).toHaveLength(2), {
        timeout: 5000,
      });
    } finally {
      await stop();
    }
    await request('ida@example.com', sku);
    await setStock(sku, 0);
    await setStock(sku, 5);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await notedReturns()).toBe(1);
    expect(error).not.toHaveBeenCalled();
    expect(await alerts.drainStockReturns()).toBe(1);
  });
});
