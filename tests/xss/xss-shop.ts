import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createCommerceContext } from '../../server/api/create-context.ts';
import { buildApp } from '../../server/app.ts';
import { seedCatalogue } from '../../server/catalogue/seed.ts';
import { openDatabase } from '../../server/db/open-database.ts';
import { startSearch } from '../../server/search/index.ts';
import { plantContent, type PlantedField } from './plant-content.ts';

/**
 * A shop of its own over a scratch copy of content-fixtures with a payload in every string field of the given sites
 * (see plant-content.ts), composed as the shared browser-test shop is: demo catalogue, commerce API, search.
 */
export async function startPlantedShop(options: { sites?: readonly string[]; offset?: number } = {}) {
  const contentDir = await mkdtemp(join(tmpdir(), 'storefront-xss-'));
  await cp(resolve('content-fixtures'), contentDir, { recursive: true });
  const planted: PlantedField[] = await plantContent(contentDir, options);
  const db = await openDatabase({ dataDir: 'memory://' });
  await seedCatalogue(db, { contentDir, products: 30 });
  const commerce = await createCommerceContext(db, contentDir, { env: { STOREFRONT_ORIGIN: '' } });
  const search = await startSearch(db, commerce.sites, undefined, { SEARCH_RATE_PER_MINUTE: 'off' });
  const app = await buildApp({ contentDir, distDir: resolve('dist'), commerce, search });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    baseUrl,
    contentDir,
    planted,
    async close() {
      await app.close();
      await search.service.close();
      await db.close();
      await rm(contentDir, { recursive: true, force: true });
    },
  };
}
