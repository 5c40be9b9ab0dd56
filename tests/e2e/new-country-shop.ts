import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { createCommerceContext } from '../../server/api/create-context.ts';
import { buildApp } from '../../server/app.ts';
import { seedCatalogue } from '../../server/catalogue/seed.ts';
import { openDatabase } from '../../server/db/open-database.ts';
import { startSearch } from '../../server/search/index.ts';
import { readSiteOpeningSettings, startSiteOpening } from '../../server/sites/site-opening.ts';
import { closeOpenContexts, seedReturningVisitor, sharedChromium } from './browser.ts';

/**
 * A shop of its own over a scratch copy of content-fixtures, composed as `server/main.ts` composes it (site watcher
 * included, scanning every 200 ms), so a test can push and remove country folders without touching the shared shop.
 */
export async function startNewCountryShop() {
  const contentDir = await mkdtemp(join(tmpdir(), 'storefront-new-country-'));
  await cp(resolve('content-fixtures'), contentDir, { recursive: true });
  const db = await openDatabase({ dataDir: 'memory://' });
  await seedCatalogue(db, { contentDir, products: 80 });
  const commerce = await createCommerceContext(db, contentDir, { env: { STOREFRONT_ORIGIN: '' } });
  const search = await startSearch(db, commerce.sites, undefined, { SEARCH_RATE_PER_MINUTE: 'off' });
  const app = await buildApp({ contentDir, distDir: resolve('dist'), commerce, search });
  const opening = await startSiteOpening(
    { db, contentDir, search: search.service, log: app.log },
    readSiteOpeningSettings({ SITE_POLL_MS: '200' }).pollMs,
  );
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const browser: Browser = await sharedChromium();
  return {
    contentDir,
    baseUrl,
    /** A returning visitor's page (cookie message and splash out of the way), not yet navigated. */
    async page(): Promise<Page> {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await seedReturningVisitor(context, baseUrl);
      return context.newPage();
    },
    async close() {
      await closeOpenContexts(browser);
      opening.stop();
      await app.close();
      await search.service.close();
      await db.close();
      await rm(contentDir, { recursive: true, force: true });
    },
  };
}
