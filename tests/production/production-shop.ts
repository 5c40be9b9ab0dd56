/**
 * What a production start must show, shared by the compiled-server test (`server/production-start.test.ts`) and the
 * production-install check (`scripts/check-production-install.ts`), so both hold the shop to the same bar.
 */
import { SERVER_RENDERED_ATTRIBUTE } from '../../schemas/server-render.ts';
import { DEFAULT_SEARCH_APP_ID, DEFAULT_SEARCH_KEY } from '../../server/search/start-search.ts';
import { productIndexName } from '../../shared/search-indexes.ts';
import type { ServerProcess } from '../../server/test-support/server-process.ts';

/** An operator's environment: PATH and HOME, none of what a developer's shell adds (NODE_ENV, NODE_OPTIONS). */
export const operatorEnvironment = (): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH,
  HOME: process.env.HOME,
});

/** A small shop in memory: the start stays within seconds and leaves nothing behind. */
export const SMALL_SHOP = { DATA_DIR: 'memory://', SEED_PRODUCTS: '12' };

/**
 * Check a started shop: production mode named in its start line, a home page rendered on the server, a search
 * answered from its database, and no developer page. Answers what failed (empty when all is well).
 */
export async function checkProductionShop(server: ServerProcess): Promise<string[]> {
  const failures: string[] = [];
  if (!server.output().includes('mode: production'))
    failures.push('the start line does not say "mode: production"');

  const home = await fetch(`${server.base}/uk/en`);
  const html = await home.text();
  if (home.status !== 200 || !html.includes(`<div id="root" ${SERVER_RENDERED_ATTRIBUTE}>`))
    failures.push(`GET /uk/en answered ${home.status} without a server-rendered page`);

  const keys = `x-algolia-application-id=${DEFAULT_SEARCH_APP_ID}&x-algolia-api-key=${DEFAULT_SEARCH_KEY}`;
  const search = await fetch(`${server.base}/1/indexes/*/queries?${keys}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ requests: [{ indexName: productIndexName('uk'), query: '', hitsPerPage: 1 }] }),
  });
  const answer = (await search.json().catch(() => ({}))) as { results?: { nbHits?: number }[] };
  if (search.status !== 200 || !(answer.results?.[0]?.nbHits ?? 0))
    failures.push(`the search API answered ${search.status} with no products`);

  // `npm run dev` turns the e-mail outbox page on; a production start leaves it off.
  const outbox = await fetch(`${server.base}/api/dev/outbox.html`);
  if (outbox.status !== 404) failures.push(`the developer outbox page answered ${outbox.status}, not 404`);
  return failures;
}
