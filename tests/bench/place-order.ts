/**
 * Place-order throughput for `npm run bench:api`: real orders through the real server (cart locked, stock taken,
 * order written, the card's fields decrypted and authorised by the sandbox provider, the order settled and its
 * confirmation queued), next to a bare Fastify + pg route running the same writes in one transaction and nothing else.
 */
import Fastify from 'fastify';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import type { PaymentSessionResponse } from '../../schemas/api/checkout.schema.ts';
import { SESSION_HEADER } from '../../schemas/api/conventions.ts';
import { CONSUMER, encryptCard, UK_ADDRESS } from '../../server/test-support/checkout-fixture.ts';
import { BASIC_AUTHORIZATION, SITE_TAG } from '../../server/test-support/commerce-harness.ts';

/** One shopper ready to pay: its session and the body of its place-order call. */
interface ReadyShopper {
  session: string;
  body: string;
}

const json = (session?: string) => ({
  authorization: BASIC_AUTHORIZATION,
  'content-type': 'application/json',
  ...(session ? { [SESSION_HEADER]: session } : {}),
});

/** One API call of a shopper (the site tag added), failing loudly. */
async function call(base: string, method: string, path: string, session?: string, body?: unknown) {
  const response = await fetch(`${base}${path}${path.includes('?') ? '&' : '?'}siteTag=${SITE_TAG}`, {
    method,
    headers: json(session),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

/**
 * A UK shopper's session with one unit of `sku` in the bag, contact details, a UK address and standard delivery:
 * everything the checkout asks before payment.
 */
export async function shopperAtPayment(
  base: string,
  line: { productId: string; sku: string },
): Promise<string> {
  const created = await call(base, 'POST', '/api/basic-session', undefined, {
    language: 'en',
    sitePublicId: 'maison-nord-uk',
  });
  const session = created.headers.get(SESSION_HEADER)!;
  await call(base, 'POST', '/api/cart', session, { ...line, quantity: 1 });
  await call(base, 'POST', '/api/checkout/consumer', session, CONSUMER);
  await call(base, 'POST', '/api/cart/address', session, { address: UK_ADDRESS });
  await call(base, 'POST', '/api/shipping', session, { id: 'gb-standard' });
  return session;
}

/** A shopper at payment with the body of its place-order call (an encrypted test card). */
async function readyShopper(base: string, line: { productId: string; sku: string }): Promise<ReadyShopper> {
  const session = await shopperAtPayment(base, line);
  const payment = (await (
    await call(base, 'GET', '/api/checkout/paymentSession', session)
  ).json()) as PaymentSessionResponse;
  const card = await encryptCard(payment.clientKey, { number: '4111111111111111' });
  const body = {
    addresses: { shipping: UK_ADDRESS, billing: UK_ADDRESS },
    consumer: CONSUMER,
    paymentMethod: 'creditcard',
    deviceFingerprint: 'bench',
    userAgent: 'bench',
    captcha: payment.captcha,
    ...card,
  };
  return { session, body: JSON.stringify(body) };
}

/** `count` shoppers ready to pay, prepared a few at a time, spread over the skus. */
export async function readyShoppers(
  base: string,
  lines: { productId: string; sku: string }[],
  count: number,
): Promise<ReadyShopper[]> {
  const shoppers: ReadyShopper[] = [];
  for (let start = 0; start < count; start += 20) {
    const batch = Array.from({ length: Math.min(20, count - start) }, (_, index) =>
      readyShopper(base, lines[(start + index) % lines.length]!),
    );
    shoppers.push(...(await Promise.all(batch)));
  }
  return shoppers;
}

/** The place-order requests, one per shopper, each with its own idempotency key. */
export function placeOrderVariants(shoppers: ReadyShopper[]) {
  return shoppers.map((shopper) => ({
    headers: { ...json(shopper.session), 'idempotency-key': randomUUID() },
    body: shopper.body,
  }));
}

/**
 * The limit for placing an order on this stack: Fastify + pg doing what placement must do in its transaction (lock
 * the cart, take the stock with a guarded update, write the order and its line, mark the cart ordered), and nothing
 * else: no validation, no pricing, no payment.
 */
export async function startOrderLimit(url: string, carts: number) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const suffix = Date.now();
  const tables = {
    carts: `bench_carts_${suffix}`,
    stock: `bench_stock_${suffix}`,
    orders: `bench_orders_${suffix}`,
    lines: `bench_lines_${suffix}`,
  };
  await pool.query(`CREATE TABLE ${tables.carts} (id int PRIMARY KEY, status text NOT NULL)`);
  await pool.query(`INSERT INTO ${tables.carts} SELECT g, 'ACTIVE' FROM generate_series(1, ${carts}) g`);
  await pool.query(
    `CREATE TABLE ${tables.stock} (sku int PRIMARY KEY, stock int NOT NULL CHECK (stock >= 0))`,
  );
  await pool.query(`INSERT INTO ${tables.stock} SELECT g, 1000000000 FROM generate_series(1, 5) g`);
  await pool.query(
    `CREATE TABLE ${tables.orders} (id bigserial PRIMARY KEY, cart_id int NOT NULL, key text UNIQUE, payload jsonb)`,
  );
  await pool.query(`CREATE TABLE ${tables.lines} (order_id bigint NOT NULL, sku int NOT NULL, quantity int)`);
  const app = Fastify();
  let counter = 0;
  app.post('/order', async (request) => {
    const cart = (counter++ % carts) + 1;
    const sku = (cart % 5) + 1;
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query({
        name: 'lock',
        text: `SELECT status FROM ${tables.carts} WHERE id = $1 FOR UPDATE`,
        values: [cart],
      });
      await client.query({
        name: 'take',
        text: `UPDATE ${tables.stock} SET stock = stock - 1 WHERE sku = $1 AND stock >= 1`,
        values: [sku],
      });
      const { rows } = await client.query({
        name: 'order',
        text: `INSERT INTO ${tables.orders} (cart_id, key, payload) VALUES ($1, $2, $3) RETURNING id`,
        values: [cart, randomUUID(), request.body],
      });
      await client.query({
        name: 'line',
        text: `INSERT INTO ${tables.lines} VALUES ($1, $2, 1)`,
        values: [rows[0].id, sku],
      });
      await client.query({
        name: 'ordered',
        text: `UPDATE ${tables.carts} SET status = 'ORDERED' WHERE id = $1`,
        values: [cart],
      });
      await client.query('COMMIT');
      return { id: rows[0].id as string };
    } finally {
      client.release();
    }
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/order`,
    async close() {
      await app.close();
      for (const table of Object.values(tables)) await pool.query(`DROP TABLE ${table}`);
      await pool.end();
    },
  };
}
