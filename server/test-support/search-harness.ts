import { algoliasearch, type Algoliasearch } from 'algoliasearch';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createCommerceContext } from '../api/create-context.ts';
import { buildApp } from '../app.ts';
import { seedCatalogue } from '../catalogue/seed.ts';
import type { DeploymentSettings } from '../lib/deployment-settings.ts';
import type { Database } from '../db/database.ts';
import { startSearch, type SearchKeys, type SearchService } from '../search/index.ts';
import { fixturesDir } from '../test-helper.ts';
import { demoContentDir } from './commerce-harness.ts';
import type { TestDatabaseKind } from './test-databases.ts';

export interface SearchHarness {
  db: Database;
  app: FastifyInstance;
  service: SearchService;
  keys: SearchKeys;
  /** `host:port` of the listening server, for clients nobody here wrote. */
  host: string;
  /** The official client with the search-only key (or the admin key). */
  client(key?: 'search' | 'admin'): Algoliasearch;
  close(): Promise<void>;
}

/**
 * A listening server with the demo catalogue seeded (deterministic) and search started with no background loops:
 * tests call `service.sync()` themselves.
 */
/** The server with the commerce API and the search endpoint over the demo content, on a free loopback port. */
export async function listenSearchApp(
  commerce: Awaited<ReturnType<typeof createCommerceContext>>,
  search: Awaited<ReturnType<typeof startSearch>>,
  deployment?: DeploymentSettings,
) {
  const app = await buildApp({
    deployment,
    contentDir: demoContentDir,
    distDir: join(fixturesDir, 'dist'),
    serverRenderDir: join(fixturesDir, 'no-dist-ssr'),
    commerce,
    search,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, host: `127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

export async function startSearchHarness(
  kind: TestDatabaseKind,
  products = 300,
  deployment?: DeploymentSettings,
): Promise<SearchHarness> {
  const db = await kind.open();
  await seedCatalogue(db, { contentDir: demoContentDir, products, seed: 7 });
  const commerce = await createCommerceContext(db, demoContentDir, { env: {} });
  const search = await startSearch(
    db,
    commerce.sites,
    { syncMs: 0, suggestionsMs: 0 },
    { SEARCH_ADMIN_KEY: 'admin-test-key' },
  );
  const { app, host } = await listenSearchApp(commerce, search, deployment);
  return {
    db,
    app,
    service: search.service,
    keys: search.keys,
    host,
    client: (key = 'search') =>
      algoliasearch(search.keys.appId, key === 'admin' ? search.keys.adminKey : search.keys.searchKey, {
        hosts: [{ url: host, accept: 'readWrite', protocol: 'http' }],
      }),
    async close() {
      await app.close();
      await search.service.close();
      await db.close();
    },
  };
}
