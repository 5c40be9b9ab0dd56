import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createCommerceContext } from '../../server/api/create-context.ts';
import { buildApp } from '../../server/app.ts';
import { seedCatalogue } from '../../server/catalogue/seed.ts';
import type { Database } from '../../server/db/database.ts';
import { openDatabase } from '../../server/db/open-database.ts';
import { readDeploymentSettings } from '../../server/lib/deployment-settings.ts';
import { testDatabaseKinds } from '../../server/test-support/test-databases.ts';
import { startSearch } from '../../server/search/index.ts';
import { startBackInStockAlerts } from '../../server/commerce/marketing/back-in-stock-alerts.ts';
import { startPaymentWorker } from '../../server/payments/index.ts';
import { startStockControl } from './stock-control.ts';
import { BROWSER_TEST_WORKERS, type WorkerShop } from './worker-shop.ts';

/** The search endpoint's admin key in browser tests, for tests that save merchandising rules. */
export const E2E_SEARCH_ADMIN_KEY = 'e2e-search-admin-key';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One shop per browser-test worker (worker-shop.ts picks a file's). */
    shops: WorkerShop[];
    /** The shop over PostgreSQL, when TEST_DATABASE_URL names a server. */
    postgresBaseUrl: string | undefined;
  }
}

/**
 * Starts the real server, once per browser-test worker, each on a free port over its own scratch copy of
 * content-fixtures, so tests may edit content on disk the way an operator would, with the commerce API on an in-memory
 * PGlite database holding a small demo catalogue, and the Algolia-protocol search endpoint over it; and, when
 * TEST_DATABASE_URL is set, one more shop over PostgreSQL for the journeys that must hold on both. `npm test` builds
 * the storefront first.
 */
export default async function setup(project: TestProject) {
  const shops = await Promise.all(
    Array.from({ length: BROWSER_TEST_WORKERS }, async () =>
      startWorkerShop(await openDatabase({ dataDir: 'memory://' })),
    ),
  );
  // The purchase journeys run once more against PostgreSQL when a test server is configured; one file uses it.
  const postgres = testDatabaseKinds.find((kind) => kind.name === 'postgres');
  const postgresShop = postgres ? await startWorkerShop(await postgres.open()) : undefined;
  project.provide(
    'shops',
    shops.map(({ shop }) => shop),
  );
  project.provide('postgresBaseUrl', postgresShop?.shop.baseUrl);
  return async () => {
    await Promise.all([...shops, ...(postgresShop ? [postgresShop] : [])].map(({ close }) => close()));
  };
}

/** A shop over `db` and a scratch copy of the content, with its stock endpoint. */
async function startWorkerShop(db: Database): Promise<{ shop: WorkerShop; close(): Promise<void> }> {
  const contentDir = await mkdtemp(join(tmpdir(), 'storefront-content-'));
  await cp(resolve('content-fixtures'), contentDir, { recursive: true });
  const running = await startShop(db, contentDir);
  const stockControl = await startStockControl(running.db);
  return {
    shop: { baseUrl: running.address, contentDir, stockControlUrl: stockControl.url },
    close: async () => {
      await stockControl.close();
      await running.close();
      await rm(contentDir, { recursive: true, force: true });
    },
  };
}

/** The whole shop over one database: demo catalogue, search, back-in-stock alerts and the payment worker. */
async function startShop(db: Database, contentDir: string) {
  await seedCatalogue(db, { contentDir, products: 150 });
  // No origin: the port is known only once listening, so the payment provider's return URL stays relative (the
  // sandbox runs on this same origin) and e-mailed links start at the path.
  // Three refused voucher codes per session, so a journey can reach the limit without a minute of typing.
  const commerce = await createCommerceContext(db, contentDir, {
    env: { STOREFRONT_ORIGIN: '', VOUCHER_ATTEMPTS_PER_SESSION: '3' },
  });
  // Every browser of the run searches from this one address: the per-client limit has its own server tests.
  const search = await startSearch(db, commerce.sites, undefined, {
    SEARCH_ADMIN_KEY: E2E_SEARCH_ADMIN_KEY,
    SEARCH_RATE_PER_MINUTE: 'off',
  });
  // The outbox page is on: journeys read the e-mails the shop sent (back-in-stock, order confirmations).
  const deployment = readDeploymentSettings({ OUTBOX_PAGE: 'on' });
  const app = await buildApp({ contentDir, distDir: resolve('dist'), commerce, search, deployment });
  // Hooks are added before the app starts listening; the e-mailed links' origin does not matter here.
  startBackInStockAlerts(app, {
    db,
    now: commerce.now,
    sites: commerce.sites,
    storefrontOrigin: 'http://storefront.test',
    intervalMs: 200,
  });
  startPaymentWorker(
    app,
    { delivery: app.paymentsSandbox.delivery, sweep: () => app.commerce.placement.sweepAbandoned() },
    200,
  );
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    db,
    address,
    close: async () => {
      await app.close();
      await search.service.close();
      await db.close();
    },
  };
}
