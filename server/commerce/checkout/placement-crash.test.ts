import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_HEADER } from '../../../schemas/api/conventions.ts';
import type { PaymentSessionResponse } from '../../../schemas/api/checkout.schema.ts';
import type { Database } from '../../db/database.ts';
import { openDatabase } from '../../db/open-database.ts';
import { openPostgresDatabase } from '../../db/postgres-database.ts';
import { insertFixtureProducts, skuOf } from '../../test-support/catalogue-fixture.ts';
import { placeOrderBody, UK_ADDRESS } from '../../test-support/checkout-fixture.ts';
import { BASIC_AUTHORIZATION, SITE_TAG } from '../../test-support/commerce-harness.ts';
import { insertReferenceFixture } from '../../test-support/reference-fixture.ts';
import { startServerProcess } from '../../test-support/server-process.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;
const SKU = skuOf('CRASH1', 'black', 'm');

/**
 * The server killed (SIGKILL) while a card payment is under way: the provider has authorised, but the shop never
 * hears back. Two server processes share one database, so this needs PostgreSQL (PGlite is one process's own).
 */
describe.skipIf(!postgresUrl)(
  'order placement survives kill -9 (skipped without TEST_DATABASE_URL: needs a database two processes share)',
  () => {
    const schema = `crash_${randomBytes(6).toString('hex')}`;
    let admin: Database;
    let db: Database;
    let server: ChildProcess | undefined;

    beforeAll(async () => {
      admin = await openPostgresDatabase(postgresUrl!, { poolSize: 1 });
      await admin.exec(`CREATE SCHEMA ${schema}`);
      db = await openDatabase({ databaseUrl: postgresUrl, searchPath: schema });
      // Products of our own: the server then sees a catalogue and seeds none.
      await insertReferenceFixture(db);
      await insertFixtureProducts(db, [{ productId: 'CRASH1', sizes: ['m'], stock: { 'black-m': 3 } }]);
    });
    afterAll(async () => {
      server?.kill('SIGKILL');
      await db?.close();
      await admin?.exec(`DROP SCHEMA ${schema} CASCADE`);
      await admin?.close();
    });

    /** Start `server/main.ts` over the shared schema; resolves once it listens. */
    async function startServer(
      env: Record<string, string>,
    ): Promise<{ child: ChildProcess; origin: string }> {
      const url = new URL(postgresUrl!);
      url.searchParams.set('options', `-c search_path=${schema}`);
      const started = await startServerProcess({ DATABASE_URL: url.toString(), ...env });
      return { child: started.child, origin: started.base };
    }

    async function until<T>(read: () => Promise<T | undefined>, what: string): Promise<T> {
      for (let attempt = 0; attempt < 100; attempt++) {
        const value = await read();
        if (value !== undefined) return value;
        await sleep(100);
      }
      throw new Error(`timed out waiting for ${what}`);
    }

    const orderRow = async () =>
      (
        await db.query<{ id: number; reference: string; status: string }>(
          `SELECT o.id, o.reference, o.status FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE l.sku = $1`,
          [SKU],
        )
      )[0];
    const stock = async () =>
      (await db.query<{ stock: number }>('SELECT stock FROM skus WHERE sku = $1', [SKU]))[0]!.stock;

    it('keeps the reserved order and its stock, and the provider’s webhook places it after the restart', async () => {
      const first = await startServer({
        PAYMENTS_SANDBOX_HANG_AFTER_AUTHORISE: '1',
        // The dying server must not deliver the webhook itself.
        PAYMENTS_WORKER_INTERVAL_MS: '3600000',
      });
      server = first.child;
      const call = async (session: string, method: string, path: string, body?: unknown, headers = {}) =>
        fetch(`${first.origin}${path}${path.includes('?') ? '&' : '?'}siteTag=${SITE_TAG}`, {
          method,
          headers: {
            authorization: BASIC_AUTHORIZATION,
            'content-type': 'application/json',
            ...(session ? { [SESSION_HEADER]: session } : {}),
            ...headers,
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
      const created = await call('', 'POST', '/api/basic-session', {
        language: 'en',
        sitePublicId: 'maison-nord-uk',
      });
      const session = created.headers.get(SESSION_HEADER)!;
      expect(
        (await call(session, 'POST', '/api/cart', { productId: 'CRASH1', sku: SKU, quantity: 1 })).status,
      ).toBe(200);
      expect((await call(session, 'POST', '/api/cart/address', { address: UK_ADDRESS })).status).toBe(200);
      expect((await call(session, 'POST', '/api/shipping', { id: 'gb-standard' })).status).toBe(200);
      const paymentSession = (await (
        await call(session, 'GET', '/api/checkout/paymentSession')
      ).json()) as PaymentSessionResponse;
      const body = await placeOrderBody(paymentSession, { card: { number: '4111111111111111' } });
      const placing = call(session, 'POST', '/api/checkout/payment', body, {
        'idempotency-key': 'crash-1',
      }).catch(() => undefined);

      // Kill the server once the provider has authorised and stored its notification, before the shop records it.
      await until(async () => {
        const [row] = await db.query(
          'SELECT 1 FROM sandbox_notifications WHERE payload::text LIKE \'%"true"%\'',
        );
        return row;
      }, 'the authorisation');
      first.child.kill('SIGKILL');
      await placing;

      const reserved = (await orderRow())!;
      expect(reserved.status).toBe('PENDING_PAYMENT');
      expect(await stock()).toBe(2);
      const [lines] = await db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM order_lines WHERE order_id = $1',
        [reserved.id],
      );
      expect(lines!.count).toBe(1);

      const second = await startServer({ PAYMENTS_WORKER_INTERVAL_MS: '100' });
      server = second.child;
      await until(
        async () => ((await orderRow())!.status === 'PLACED' ? true : undefined),
        'the order placed',
      );
      expect(await stock()).toBe(2);
      const mails = await db.query(
        "SELECT 1 FROM outbox WHERE kind = 'order-confirmation' AND body_text LIKE $1",
        [`%${reserved.reference}%`],
      );
      expect(mails).toHaveLength(1);
      second.child.kill('SIGTERM');
    }, 60_000);
  },
);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
