import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { queueAuthorisationNotification } from '../payments/sandbox-notification.ts';
import { insertFixtureOrder } from '../test-support/order-fixture.ts';
import type { ServerProcess } from '../test-support/server-process.ts';
import { clusterPostgresUrl, startShopNodes, type ShopNodes } from '../test-support/shop-nodes.ts';
import { startSmtpSink, type SmtpSink } from '../test-support/smtp-sink.ts';

const HMAC_KEY = 'a1'.repeat(32);
const MERCHANT = 'StorefrontDemoECOM';

/** Resolve once `check` answers true, polling; fail with `what` after `timeoutMs`. */
async function until(what: string, check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The JSON log lines with message `msg` that every node printed, as objects. */
function logged(nodes: ServerProcess[], msg: string): Record<string, unknown>[] {
  return nodes.flatMap((node) =>
    node
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{') && line.includes(msg))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.msg === msg),
  );
}

describe.skipIf(!clusterPostgresUrl)('background work on two server processes over one database', () => {
  let shop: ShopNodes;
  let sink: SmtpSink;
  let db: Database;
  /** Seeded skus, each used by one part of the test only. */
  let skus: { sku: string; product_id: string }[];

  beforeAll(async () => {
    sink = await startSmtpSink(['--hold', 'held-']);
    shop = await startShopNodes(2, {
      SMTP_URL: sink.url,
      MAIL_SEND_INTERVAL_MS: '100',
      BACK_IN_STOCK_INTERVAL_MS: '50',
      PAYMENTS_WORKER_INTERVAL_MS: '100',
      PAYMENTS_HMAC_KEY: HMAC_KEY,
      SESSION_SWEEP_INTERVAL_MS: '200',
      MAIL_LEASE_MS: '3000',
    });
    db = await shop.database.open();
    skus = await db.query('SELECT sku, product_id FROM skus ORDER BY sku LIMIT 60');
  }, 180_000);
  afterAll(async () => {
    await db?.close();
    await shop?.stop();
    await sink?.close();
  });

  it('MUST HOLD: a return to stock mails each waiting shopper once, not once per node', async () => {
    const returning = skus.slice(0, 20);
    const shoppers = ['ann', 'ben', 'cy'].map((name) => `${name}-${randomUUID().slice(0, 8)}@example.com`);
    await db.transaction(async (tx) => {
      await tx.query('UPDATE skus SET stock = 0 WHERE sku = ANY($1)', [returning.map((row) => row.sku)]);
      for (const { sku } of returning)
        for (const email of shoppers)
          await tx.query(
            `INSERT INTO back_in_stock_requests (email, sku, site_id, language) VALUES ($1, $2, 'uk', 'en')`,
            [email, sku],
          );
    });
    // Each sku returns twice in one commit: two notes per sku, which the two nodes may well take one each.
    await db.transaction(async (tx) => {
      const returnStock = () =>
        tx.query('UPDATE skus SET stock = 3 WHERE sku = ANY($1)', [returning.map((row) => row.sku)]);
      await returnStock();
      await tx.query('UPDATE skus SET stock = 0 WHERE sku = ANY($1)', [returning.map((row) => row.sku)]);
      await returnStock();
    });
    const expected = returning.length * shoppers.length;
    await sink.waitFor(expected, 20_000);
    // Time for a duplicate to arrive, had either node queued one.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const mails = sink.received.filter((mail) => shoppers.includes(mail.to[0]!));
    expect(mails).toHaveLength(expected);
    const [{ left }] = (await db.query<{ left: number }>(
      'SELECT count(*)::int AS left FROM stock_returns',
    )) as [{ left: number }];
    expect(left).toBe(0);
  }, 60_000);

  it('MUST HOLD: an abandoned order is cancelled, its stock given back and its payment voided once', async () => {
    const lines = skus.slice(20, 50);
    const hourAgo = new Date(Date.now() - 3_600_000);
    const references: string[] = [];
    await db.transaction(async (tx) => {
      await tx.query('UPDATE skus SET stock = 3 WHERE sku = ANY($1)', [lines.map((row) => row.sku)]);
      for (const line of lines) {
        const reference = `AB-${randomUUID().slice(0, 8)}`;
        const pspReference = `PSP${randomUUID().replace(/-/g, '').slice(0, 13)}`;
        references.push(reference);
        await tx.query(
          `INSERT INTO sandbox_payments (psp_reference, merchant_account, merchant_reference, amount_value, currency,
             method, return_url, status) VALUES ($1, $2, $3, 5495, 'GBP', 'paypal', 'http://localhost/', 'AWAITING_APPROVAL')`,
          [pspReference, MERCHANT, reference],
        );
        await insertFixtureOrder(tx, {
          reference,
          lookupSecret: 'x',
          status: 'PENDING_PAYMENT',
          placedAt: hourAgo,
          lines: [{ sku: line.sku, productId: line.product_id }],
          payment: { method: 'paypal', state: 'PENDING', pspReference },
        });
      }
    });
    const settled = async () =>
      (
        await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM orders WHERE reference = ANY($1) AND payment_void = 'DONE'`,
          [references],
        )
      )[0]!.n === references.length;
    await until('every abandoned order voided', settled);
    // Two more sweep rounds on each node: a second cancel or a second return would show now.
    await new Promise((resolve) => setTimeout(resolve, 2500));

    const events = await db.query<{ status: string; n: number }>(
      `SELECT e.status, count(*)::int AS n FROM order_events e JOIN orders o ON o.id = e.order_id
        WHERE o.reference = ANY($1) GROUP BY e.status ORDER BY e.status`,
      [references],
    );
    expect(events).toEqual([
      { status: 'CANCELLED', n: references.length },
      { status: 'PAYMENT_VOIDED', n: references.length },
    ]);
    const stock = await db.query<{ stock: number }>('SELECT stock FROM skus WHERE sku = ANY($1)', [
      lines.map((row) => row.sku),
    ]);
    expect(stock.map((row) => row.stock)).toEqual(lines.map(() => 4));
    // The provider was asked to cancel each payment once, by one node or the other.
    const voids = logged(shop.nodes, 'payment voided for a dropped order').map(
      (entry) => entry.orderReference,
    );
    expect(voids.filter((reference) => references.includes(String(reference))).sort()).toEqual(
      [...references].sort(),
    );
  }, 60_000);

  it('MUST HOLD: each webhook notification is delivered once and settles its order once', async () => {
    const lines = skus.slice(50, 60);
    const references: string[] = [];
    await db.transaction(async (tx) => {
      await tx.query('UPDATE skus SET stock = 3 WHERE sku = ANY($1)', [lines.map((row) => row.sku)]);
      for (const line of lines) {
        const reference = `WH-${randomUUID().slice(0, 8)}`;
        const pspReference = `PSP${randomUUID().replace(/-/g, '').slice(0, 13)}`;
        references.push(reference);
        await insertFixtureOrder(tx, {
          reference,
          lookupSecret: 'x',
          status: 'PENDING_PAYMENT',
          placedAt: new Date(),
          lines: [{ sku: line.sku, productId: line.product_id }],
          payment: { method: 'paypal', state: 'PENDING', pspReference },
        });
        const payment = {
          psp_reference: pspReference,
          merchant_account: MERCHANT,
          merchant_reference: reference,
          amount_value: 5495,
          currency: 'GBP',
          method: 'paypal',
          return_url: 'http://localhost/',
          status: 'REFUSED' as const,
          refusal_reason: 'Refused',
          card_summary: null,
        };
        await tx.query(
          `INSERT INTO sandbox_payments (psp_reference, merchant_account, merchant_reference, amount_value, currency,
             method, return_url, status, refusal_reason) VALUES ($1, $2, $3, 5495, 'GBP', 'paypal', $4, 'REFUSED', 'Refused')`,
          [pspReference, MERCHANT, reference, payment.return_url],
        );
        await queueAuthorisationNotification(tx, payment, HMAC_KEY, new Date());
      }
    });
    const delivered = async () =>
      (
        await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM sandbox_notifications n JOIN sandbox_payments p USING (psp_reference)
            WHERE n.delivered_at IS NOT NULL AND p.merchant_reference = ANY($1)`,
          [references],
        )
      )[0]!.n === references.length;
    await until('every notification delivered', delivered).catch(async (error: unknown) => {
      throw new Error(`${String(error)}\n${shop.nodes.map((node) => node.output().slice(-3000)).join('\n')}`);
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const attempts = await db.query<{ attempts: number }>(
      `SELECT n.attempts FROM sandbox_notifications n JOIN sandbox_payments p USING (psp_reference)
        WHERE p.merchant_reference = ANY($1)`,
      [references],
    );
    expect(attempts.map((row) => row.attempts)).toEqual(references.map(() => 1));
    const cancelled = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM order_events e JOIN orders o ON o.id = e.order_id
        WHERE o.reference = ANY($1) AND e.status = 'CANCELLED'`,
      [references],
    );
    expect(cancelled[0]!.n).toBe(references.length);
    const stock = await db.query<{ stock: number }>('SELECT stock FROM skus WHERE sku = ANY($1)', [
      lines.map((row) => row.sku),
    ]);
    expect(stock.map((row) => row.stock)).toEqual(lines.map(() => 4));
  }, 60_000);

  // Last: it kills both nodes.
  it('MUST HOLD: a mail claimed by a node killed mid-send is sent once, after its lease, by a node started again', async () => {
    const recipient = `held-${randomUUID().slice(0, 8)}@example.com`;
    await db.query(
      `INSERT INTO outbox (kind, recipient, subject, body_text, site_id) VALUES ('test', $1, 'Held', 'Held', 'uk')`,
      [recipient],
    );
    await until('the mail taken and held mid-send', async () => sink.held.includes(recipient));
    await Promise.all(shop.nodes.map((node) => node.kill()));
    const restarted = await shop.startNode();
    await until('the mail sent again', async () => sink.received.some((mail) => mail.to.includes(recipient)));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(sink.received.filter((mail) => mail.to.includes(recipient))).toHaveLength(1);
    const [row] = await db.query<{ status: string; attempts: number }>(
      'SELECT status, attempts FROM outbox WHERE recipient = $1',
      [recipient],
    );
    expect(row).toEqual({ status: 'sent', attempts: 2 });
    expect(restarted.output()).toContain('Storefront: http');
  }, 60_000);
});
