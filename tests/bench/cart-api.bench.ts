/**
 * Cart API throughput: requests per second and p99 latency of add-to-cart, cart load and place-order through the real server on
 * PostgreSQL, next to the limit of this machine: a bare Fastify + pg route running one locking transaction. Prints
 * figures; asserts nothing. Run: `npm run bench:api` with BENCH_DATABASE_URL (or TEST_DATABASE_URL) set.
 * BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 20) tune the load.
 */
import Fastify from 'fastify';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { SESSION_HEADER } from '../../schemas/api/conventions.ts';
import { createCommerceContext } from '../../server/api/create-context.ts';
import { buildApp } from '../../server/app.ts';
import type { Database } from '../../server/db/database.ts';
import { openDatabase } from '../../server/db/open-database.ts';
import { insertFixtureProducts, skuOf } from '../../server/test-support/catalogue-fixture.ts';
import { BASIC_AUTHORIZATION, SITE_TAG, demoContentDir } from '../../server/test-support/commerce-harness.ts';
import { insertReferenceFixture } from '../../server/test-support/reference-fixture.ts';
import type { LoadFigures, LoadPlan } from './load-generator.ts';
import { runLoad } from './run-load.ts';
import { placeOrderVariants, readyShoppers, startOrderLimit } from './place-order.ts';

const databaseUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SHOPPERS = 200;
/** Orders placed in the place-order run (each by a shopper of its own). */
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1000);

type Figures = LoadFigures;

/** Run one load with this run's connections and length. */
const load = (plan: Omit<LoadPlan, 'connections' | 'duration'>): Promise<Figures> =>
  runLoad({ ...plan, connections, duration: seconds });

/** A content root whose UK site has no cart limits, so every add in the run succeeds and merges into its line. */
async function unlimitedContent(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-content-'));
  await cp(demoContentDir, dir, { recursive: true });
  const configPath = join(dir, 'uk', 'config.json');
  const config = JSON.parse(await readFile(configPath, 'utf8')) as Record<string, unknown>;
  config.limits = { ...(config.limits as object), maxCartItems: -1, maxQuantityPerItem: -1 };
  await writeFile(configPath, JSON.stringify(config));
  return dir;
}

async function openBenchDatabase(): Promise<{ db: Database; drop(): Promise<void> }> {
  if (!databaseUrl) return { db: await openDatabase({ dataDir: 'memory://' }), drop: async () => undefined };
  const schema = `bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const db = await openDatabase({ databaseUrl, searchPath: schema });
  return {
    db,
    drop: async () => {
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}

async function benchStorefront(): Promise<{
  add: Figures;
  cart: Figures;
  order: Figures;
  orderBody: string;
}> {
  const contentDir = await unlimitedContent();
  const { db, drop } = await openBenchDatabase();
  const sizes = ['xs', 's', 'm', 'l', 'xl'];
  await insertReferenceFixture(db);
  await insertFixtureProducts(db, [
    {
      productId: 'BENCH1',
      sizes,
      stock: Object.fromEntries(sizes.map((size) => [`black-${size}`, 1_000_000_000])),
    },
  ]);
  const app = await buildApp({
    contentDir,
    distDir: join(contentDir, 'no-dist'),
    commerce: await createCommerceContext(db, contentDir, { env: {} }),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const sessions: string[] = [];
  for (let index = 0; index < SHOPPERS; index++) {
    const response = await fetch(`${base}/api/basic-session?siteTag=${SITE_TAG}`, {
      method: 'POST',
      headers: { authorization: BASIC_AUTHORIZATION, 'content-type': 'application/json' },
      body: JSON.stringify({ language: 'en', sitePublicId: 'maison-nord-uk' }),
    });
    sessions.push(response.headers.get(SESSION_HEADER)!);
  }
  // Each request shops as the next shopper in turn, adding one of the product's sizes.
  const headers = (session: string) => ({
    authorization: BASIC_AUTHORIZATION,
    [SESSION_HEADER]: session,
    'content-type': 'application/json',
  });
  try {
    const add = await load({
      url: `${base}/api/cart?siteTag=${SITE_TAG}`,
      method: 'POST',
      variants: sessions.map((session, index) => ({
        headers: headers(session),
        body: JSON.stringify({
          productId: 'BENCH1',
          sku: skuOf('BENCH1', 'black', sizes[index % 5]!),
          quantity: 1,
        }),
      })),
    });
    const cart = await load({
      url: `${base}/api/cart?siteTag=${SITE_TAG}&lang=en`,
      method: 'GET',
      variants: sessions.map((session) => ({ headers: headers(session) })),
    });
    // Each order needs a bag of its own: the shoppers are made first, then each places its order once.
    const lines = sizes.map((size) => ({ productId: 'BENCH1', sku: skuOf('BENCH1', 'black', size) }));
    const ready = await readyShoppers(base, lines, ORDERS);
    const order = await load({
      url: `${base}/api/checkout/payment?siteTag=${SITE_TAG}`,
      method: 'POST',
      amount: ORDERS,
      variants: placeOrderVariants(ready),
    });
    return { add, cart, order, orderBody: ready[0]!.body };
  } finally {
    await app.close();
    await db.close();
    await drop();
    await rm(contentDir, { recursive: true, force: true });
  }
}

/** The limit: Fastify + pg doing one row-locking read-modify-write transaction per request, nothing else. */
async function benchLimit(url: string): Promise<Figures> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const table = `bench_limit_${Date.now()}`;
  await pool.query(`CREATE TABLE ${table} (id int PRIMARY KEY, quantity int NOT NULL)`);
  await pool.query(`INSERT INTO ${table} SELECT g, 0 FROM generate_series(1, ${SHOPPERS}) g`);
  const app = Fastify();
  let counter = 0;
  app.post('/tx', async () => {
    const id = (counter++ % SHOPPERS) + 1;
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      // Prepared statements, as the storefront's adapter uses: the limit is the best this stack can do.
      const { rows } = await client.query({
        name: 'read',
        text: `SELECT quantity FROM ${table} WHERE id = $1 FOR UPDATE`,
        values: [id],
      });
      await client.query({
        name: 'write',
        text: `UPDATE ${table} SET quantity = $2 WHERE id = $1`,
        values: [id, (rows[0].quantity as number) + 1],
      });
      await client.query('COMMIT');
      return { id, quantity: (rows[0].quantity as number) + 1 };
    } finally {
      client.release();
    }
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    return await load({
      url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/tx`,
      method: 'POST',
      variants: [{ headers: { 'content-type': 'application/json' }, body: '{}' }],
    });
  } finally {
    await app.close();
    await pool.query(`DROP TABLE ${table}`);
    await pool.end();
  }
}

/** The order limit, loaded with the same number of requests and a body of the same size. */
async function benchOrderLimit(url: string, body: string): Promise<Figures> {
  const limit = await startOrderLimit(url, ORDERS);
  try {
    return await load({
      url: limit.url,
      method: 'POST',
      amount: ORDERS,
      variants: [{ headers: { 'content-type': 'application/json' }, body }],
    });
  } finally {
    await limit.close();
  }
}

const row = (name: string, figures: Figures, limit?: Figures) =>
  `${name.padEnd(34)} ${String(figures.rps).padStart(7)} req/s   p99 ${String(figures.p99).padStart(4)} ms` +
  `   errors ${figures.errors}` +
  (limit ? `   ${((figures.rps / limit.rps) * 100).toFixed(0)}% of the limit` : '');

console.log(
  `cart API bench: ${connections} connections, ${seconds} s each, on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}`,
);
const storefront = await benchStorefront();
const limit = databaseUrl ? await benchLimit(databaseUrl) : undefined;
const orderLimit = databaseUrl ? await benchOrderLimit(databaseUrl, storefront.orderBody) : undefined;
if (limit) console.log(row('limit: Fastify + pg transaction', limit));
console.log(row('POST /api/cart (add to cart)', storefront.add, limit));
console.log(row('GET /api/cart (cart load)', storefront.cart, limit));
if (orderLimit) console.log(row('limit: Fastify + pg order writes', orderLimit));
console.log(row(`POST /api/checkout/payment (${ORDERS} orders)`, storefront.order, orderLimit));
if (!limit) console.log('Set BENCH_DATABASE_URL to a PostgreSQL server to measure the limit beside it.');
