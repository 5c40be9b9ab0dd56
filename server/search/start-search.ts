import type { SiteDirectory } from '../api/site-directory.ts';
import { loadSecret } from '../db/secrets.ts';
import type { Database } from '../db/database.ts';
import type { SearchKeys } from './search-routes.ts';
import { DEFAULT_TIMINGS, SearchService, type SearchTimings } from './search-service.ts';

/** Public by design (Algolia's search-only keys are too); an operator may still choose another. */
export const DEFAULT_SEARCH_APP_ID = 'STOREFRONT';
export const DEFAULT_SEARCH_KEY = 'storefront-search-only';

/**
 * Start search for every site the content root defines: SEARCH_APP_ID and SEARCH_API_KEY (public), SEARCH_ADMIN_KEY
 * (secret; generated and kept in the database when unset).
 */
export async function startSearch(
  db: Database,
  sites: SiteDirectory,
  timings: SearchTimings = DEFAULT_TIMINGS,
  env = process.env,
): Promise<{ service: SearchService; keys: SearchKeys }> {
  const service = await SearchService.start(
    db,
    (await sites.sites()).map(({ siteId, currency }) => ({ siteId, currency })),
    timings,
  );
  const keys: SearchKeys = {
    appId: env.SEARCH_APP_ID ?? DEFAULT_SEARCH_APP_ID,
    searchKey: env.SEARCH_API_KEY ?? DEFAULT_SEARCH_KEY,
    adminKey: await loadSecret(db, 'search_admin_key', env),
  };
  return { service, keys };
}
