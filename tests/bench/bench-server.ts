import { resolve } from 'node:path';
import { createCommerceContext } from '../../server/api/create-context.ts';
import { buildApp } from '../../server/app.ts';
import { seedCatalogue } from '../../server/catalogue/seed.ts';
import { openDatabase } from '../../server/db/open-database.ts';
import { startSearch } from '../../server/search/index.ts';

const BASIC = `Basic ${Buffer.from('storefront:public').toString('base64')}`;

/**
 * The storefront as `npm start` serves it, over a small demo catalogue in memory, with the commerce API and the search
 * endpoint: what the benches load pages from.
 */
export async function startBenchServer() {
  const contentDir = resolve('content-fixtures');
  const db = await openDatabase({ dataDir: 'memory://' });
  await seedCatalogue(db, { contentDir, products: 500 });
  const commerce = await createCommerceContext(db, contentDir, { env: {} });
  // Lighthouse runs load the pages many times from one address: no per-client search limit here.
  const search = await startSearch(
    db,
    commerce.sites,
    { syncMs: 0, suggestionsMs: 0 },
    { SEARCH_RATE_PER_MINUTE: 'off' },
  );
  const app = await buildApp({ contentDir, distDir: resolve('dist'), commerce, search });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    close: async () => {
      await app.close();
      await search.service.close();
      await db.close();
    },
  };
}

async function demoProduct(origin: string) {
  const response = await fetch(`${origin}/api/product/s/MN100000?siteTag=storefront-demo&lang=en`, {
    headers: { authorization: BASIC, 'x-subfolder': 'uk' },
  });
  return (await response.json()) as { url: string; skus: { sku: string }[] };
}

/** The page of the demo catalogue's first product, as a shopper reaches it from a listing. */
export async function productPage(origin: string): Promise<string> {
  return `/uk/en${(await demoProduct(origin)).url}`;
}

/** The first sku of the product the product page bench opens. */
export async function firstSku(origin: string): Promise<string> {
  return (await demoProduct(origin)).skus[0]!.sku;
}
