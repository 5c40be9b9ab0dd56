/**
 * One run of `npm run load` (see mixed-traffic.ts): the shop on a fresh PostgreSQL database, as one compiled node or
 * as several behind HAProxy, LOAD_SECONDS of mixed shop traffic through its front door from a separate process, and
 * the books checked in the database afterwards.
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
import { stockLines, stockSnapshot } from '../faults/catalogue-lines.ts';
import { freePort, startServerProcess } from '../../server/test-support/server-process.ts';
import { COMPILED_SERVER, startCluster } from '../../scripts/cluster/start-cluster.ts';
import { postgresTarget } from '../faults/shop-target.ts';
import { checkBooks } from './check-books.ts';
import type { KindFigures, TrafficPlan } from './traffic-generator.ts';

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

/** A shopper's own address, from a range kept for benchmarks (198.18.0.0/15). */
export const shopperAddress = (index: number) => ({
  'x-forwarded-for': `198.18.${(index >> 8) & 255}.${index & 255}`,
});
/** Each of `variants` sent from each of `shoppers` addresses, so no one address sends the whole kind. */
const fromShoppers = <T extends { headers: Record<string, string> }>(variants: T[], shoppers: number) =>
  Array.from({ length: shoppers }, (_, shopper) =>
    variants.map((variant) => ({ ...variant, headers: { ...variant.headers, ...shopperAddress(shopper) } })),
  ).flat();

/** What one run measured and found. */
export interface MixedRunResult {
  nodes: number;
  figures: KindFigures[];
  /** Orders the shop acknowledged, and the problems the books showed (none when right). */
  acknowledged: number;
  refusals: Record<string, number>;
  problems: string[];
}

/** The shop under test: where shoppers send requests, and how to stop it. */
interface RunningShop {
  origin: string;
  stop(): Promise<void>;
}

/**
 * One compiled node straight (as `npm run serve` runs), or `nodes` of them behind HAProxy (as `npm run cluster`).
 * The generator stands in for many shoppers on one machine: the nodes believe the address each request names (from
 * the balancer or this machine only), and every request names its shopper's, so every per-client limit applies to
 * each shopper as in production instead of to one address sending everything.
 */
async function startShop(nodes: number, env: Record<string, string>): Promise<RunningShop> {
  if (nodes === 1) {
    const server = await startServerProcess({ ...env, TRUST_PROXY: '127.0.0.1' }, 120_000, COMPILED_SERVER);
    return { origin: server.base, stop: () => server.stop() };
  }
  const cluster = await startCluster({
    count: nodes,
    databaseUrl: env.DATABASE_URL!,
    bind: { host: '127.0.0.1', port: await freePort() },
  });
  return { origin: cluster.balancer.url, stop: () => cluster.stop() };
}

/** Run the mixed traffic for `seconds` against `nodes` nodes on a fresh database, `orders` orders placed in all. */
export async function mixedRun(nodes: number, seconds: number, orders: number): Promise<MixedRunResult> {
  const target = await postgresTarget(process.env.LOAD_DATABASE ?? 'storefront_load');
  // A first start seeds the catalogue; the stock of the skus on sale is set with the server stopped.
  await (
    await startServerProcess(
      { ...target.env, SEED_PRODUCTS: process.env.LOAD_PRODUCTS ?? '500' },
      120_000,
      COMPILED_SERVER,
    )
  ).stop();
  const db = await target.open();
  const lines = await stockLines(db, SKUS, STOCK_PER_SKU);
  const initialStock = await stockSnapshot(db);
  const shop = await startShop(nodes, target.env).catch(async (error: unknown) => {
    await db.close();
    throw error;
  });
  try {
    const origin = shop.origin;
    const ready = await readyShoppers(
      origin,
      lines.map(({ productId, sku }) => ({ productId, sku })),
      orders,
    );
    const bagSessions: string[] = [];
    for (let index = 0; index < BAG_SHOPPERS; index++) {
      const response = await fetch(`${origin}/api/basic-session?siteTag=${SITE_TAG}`, {
        method: 'POST',
        headers: api(),
        body: JSON.stringify({ language: 'en', sitePublicId: 'maison-nord-uk' }),
      });
      bagSessions.push(response.headers.get(SESSION_HEADER)!);
    }
    const productPaths: string[] = [];
    for (const line of lines.slice(0, 10)) {
      const response = await fetch(`${origin}/api/product/s/${line.productId}?siteTag=${SITE_TAG}&lang=en`, {
        headers: { authorization: BASIC_AUTHORIZATION, 'x-subfolder': 'uk' },
      });
      productPaths.push(`/uk/en${((await response.json()) as { url: string }).url}`);
    }
    const searchPath = `/1/indexes/*/queries?x-algolia-application-id=${DEFAULT_SEARCH_APP_ID}&x-algolia-api-key=${DEFAULT_SEARCH_KEY}`;
    const plan: TrafficPlan = {
      origin,
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
    const placed = figures.find((kind) => kind.name === 'place order')!;
    const problems = await checkBooks(db, { references: placed.references, initialStock });
    return { nodes, figures, acknowledged: placed.references.length, refusals: placed.refusals, problems };
  } finally {
    await shop.stop();
    await db.close();
    await target.remove();
  }
}
