/**
 * `npm run load`: LOAD_SECONDS (default 60) of mixed shop traffic against the real server on a fresh PostgreSQL
 * database: listing pages, search queries, product pages, add to bag and place order side by side, from a separate
 * process. Prints requests/s, p50, p99 and failures per kind, then checks the books in the database: every
 * acknowledged order exists exactly once, each sku's stock is its starting stock less what live orders took, none is
 * below zero and none sold more than it had. Exits non-zero when a check fails. Needs `npm run build` first (pages).
 * LOAD_ORDERS (default 600) orders are placed over 20 skus of 25 units each, so some must be refused for stock.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { SESSION_HEADER } from '../../schemas/api/conventions.ts';
import { DEFAULT_SEARCH_APP_ID, DEFAULT_SEARCH_KEY } from '../../server/search/start-search.ts';
import { BASIC_AUTHORIZATION, SITE_TAG } from '../../server/test-support/commerce-harness.ts';
import { productIndexName } from '../../shared/search-indexes.ts';
import { placeOrderVariants, readyShoppers } from '../bench/place-order.ts';
import { stockLines } from '../faults/catalogue-lines.ts';
import { startServerProcess } from '../../server/test-support/server-process.ts';
import { postgresTarget } from '../faults/shop-target.ts';
import { checkBooks } from './check-books.ts';
import type { KindFigures, TrafficPlan } from './traffic-generator.ts';

const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const orders = Number(process.env.LOAD_ORDERS ?? 600);
const SKUS = 20;
const STOCK_PER_SKU = 25;
const BAG_SHOPPERS = 300;
/** Addresses the listing, search and product traffic comes from: a crowd, not one client. */
const BROWSING_SHOPPERS = 50;

const api = (session?: string) => ({
  authorization: BASIC_AUTHORIZATION,
  'content-type': 'application/json',
  ...(session ? { [SESSION_HEADER]: session } : {}),
});

const target = await postgresTarget(process.env.LOAD_DATABASE ?? 'storefront_load');
// A first start seeds the catalogue; the stock of the skus on sale is set with the server stopped.
await (await startServerProcess({ ...target.env, SEED_PRODUCTS: process.env.LOAD_PRODUCTS ?? '500' })).stop();
const db = await target.open();
const lines = await stockLines(db, SKUS, STOCK_PER_SKU);
const initialStock = new Map(
  (await db.query<{ sku: string; stock: number }>('SELECT sku, stock FROM skus')).map((row) => [
    row.sku,
    row.stock,
  ]),
);
// The generator stands in for many shoppers on one machine: the server believes the address each request names
// (as behind a shop's own proxy), and every request names its shopper's, so every per-client limit applies to each
// shopper as it would in production instead of to one address sending everything.
const server = await startServerProcess({ ...target.env, TRUST_PROXY: '127.0.0.1' });
/** A shopper's own address, from a range kept for benchmarks (198.18.0.0/15). */
const shopperAddress = (index: number) => ({
  'x-forwarded-for': `198.18.${(index >> 8) & 255}.${index & 255}`,
});
/** Each of `variants` sent from each of `shoppers` addresses, so no one address sends the whole kind. */
const fromShoppers = <T extends { headers: Record<string, string> }>(variants: T[], shoppers: number) =>
  Array.from({ length: shoppers }, (_, shopper) =>
    variants.map((variant) => ({ ...variant, headers: { ...variant.headers, ...shopperAddress(shopper) } })),
  ).flat();
let failed = false;
try {
  const base = server.base;
  console.log(
    `mixed traffic: ${seconds} s on PostgreSQL, ${orders} orders for ${SKUS * STOCK_PER_SKU} units in stock`,
  );
  const ready = await readyShoppers(
    base,
    lines.map(({ productId, sku }) => ({ productId, sku })),
    orders,
  );
  const bagSessions: string[] = [];
  for (let index = 0; index < BAG_SHOPPERS; index++) {
    const response = await fetch(`${base}/api/basic-session?siteTag=${SITE_TAG}`, {
      method: 'POST',
      headers: api(),
      body: JSON.stringify({ language: 'en', sitePublicId: 'maison-nord-uk' }),
    });
    bagSessions.push(response.headers.get(SESSION_HEADER)!);
  }
  const productPaths: string[] = [];
  for (const line of lines.slice(0, 10)) {
    const response = await fetch(`${base}/api/product/s/${line.productId}?siteTag=${SITE_TAG}&lang=en`, {
      headers: { authorization: BASIC_AUTHORIZATION, 'x-subfolder': 'uk' },
    });
    productPaths.push(`/uk/en${((await response.json()) as { url: string }).url}`);
  }
  const searchPath = `/1/indexes/*/queries?x-algolia-application-id=${DEFAULT_SEARCH_APP_ID}&x-algolia-api-key=${DEFAULT_SEARCH_KEY}`;
  const plan: TrafficPlan = {
    origin: base,
    duration: seconds,
    kinds: [
      {
        name: 'listing page',
        method: 'GET',
        connections: 3,
        variants: fromShoppers(
          ['/uk/en/women', '/uk/en/men', '/uk/en'].map((path) => ({ path, headers: {} })),
          BROWSING_SHOPPERS,
        ),
      },
      {
        name: 'search query',
        method: 'POST',
        connections: 3,
        variants: fromShoppers(
          ['dress', 'black', 'coat', '', 'shirt'].map((query) => ({
            path: searchPath,
            headers: { 'content-type': 'text/plain' },
            body: JSON.stringify({
              requests: [{ indexName: productIndexName('uk'), query, hitsPerPage: 24, facets: ['*'] }],
            }),
          })),
          BROWSING_SHOPPERS,
        ),
      },
      {
        name: 'product page',
        method: 'GET',
        connections: 3,
        variants: fromShoppers(
          productPaths.map((path) => ({ path, headers: {} })),
          BROWSING_SHOPPERS,
        ),
      },
      {
        name: 'add to bag',
        method: 'POST',
        connections: 3,
        variants: bagSessions.map((session, index) => {
          const { productId, sku } = lines[index % SKUS]!;
          return {
            path: `/api/cart?siteTag=${SITE_TAG}`,
            headers: { ...api(session), ...shopperAddress(index) },
            body: JSON.stringify({ productId, sku, quantity: 1 }),
          };
        }),
      },
      {
        name: 'place order',
        method: 'POST',
        connections: 2,
        rate: Math.max(1, Math.ceil(orders / seconds)),
        amount: orders,
        recordReferences: true,
        variants: placeOrderVariants(ready).map((variant, index) => ({
          ...variant,
          headers: { ...variant.headers, ...shopperAddress(BAG_SHOPPERS + index) },
          path: `/api/checkout/payment?siteTag=${SITE_TAG}`,
        })),
      },
    ],
  };
  const dir = await mkdtemp(join(tmpdir(), 'load-plan-'));
  await writeFile(join(dir, 'plan.json'), JSON.stringify(plan));
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'tests/load/traffic-generator.ts', `@${join(dir, 'plan.json')}`],
    { maxBuffer: 64 << 20 },
  );
  await rm(dir, { recursive: true, force: true });
  const figures = JSON.parse(stdout.trim().split('\n').pop()!) as KindFigures[];
  const total = figures.reduce(
    (sum, kind) => ({
      requests: sum.requests + kind.requests,
      rps: sum.rps + kind.rps,
      non2xx: sum.non2xx + kind.non2xx,
      errors: sum.errors + kind.errors,
    }),
    { requests: 0, rps: 0, non2xx: 0, errors: 0 },
  );
  for (const kind of figures)
    console.log(
      `${kind.name.padEnd(14)} ${String(kind.requests).padStart(7)} requests ${kind.rps.toFixed(1).padStart(8)} req/s` +
        `   p50 ${String(kind.p50).padStart(4)} ms   p99 ${String(kind.p99).padStart(5)} ms   non-2xx ${kind.non2xx}` +
        `   errors ${kind.errors}`,
    );
  console.log(
    `${'total'.padEnd(14)} ${String(total.requests).padStart(7)} requests ${total.rps.toFixed(1).padStart(8)} req/s` +
      `   non-2xx ${total.non2xx}   errors ${total.errors}`,
  );
  const placed = figures.find((kind) => kind.name === 'place order')!;
  const references = placed.references;
  const problems = await checkBooks(db, { references, initialStock });
  console.log(
    `books: ${references.length} orders acknowledged, ${orders - references.length} refused or failed; ` +
      (problems.length ? `${problems.length} problems` : 'every order once, every stock count right'),
  );
  console.log(`refused orders by answer: ${JSON.stringify(placed.refusals)}`);
  for (const problem of problems.slice(0, 20)) console.error(`  ${problem}`);
  failed = problems.length > 0;
} finally {
  await server.stop();
  await db.close();
  await target.remove();
}
process.exit(failed ? 1 : 0);
