import type { SiteDirectory } from '../api/site-directory.ts';
import { loadSecret } from '../db/secrets.ts';
import type { Database } from '../db/database.ts';
import type { SearchKeys } from './search-routes.ts';
import { DEFAULT_TIMINGS, SearchService, type SearchTimings } from './search-service.ts';

/** Public by design (Algolia's search-only keys are too); an operator may still choose another. */
export const DEFAULT_SEARCH_APP_ID = 'STOREFRONT';
export const DEFAULT_SEARCH_KEY = 'storefront-search-only';

/**
 * Searches a minute one client address may send to `/1/*`. Instant search sends one request per keystroke plus the
 * listing's facet and suggestion requests, so a fast typist browsing for a minute stays well under this.
 */
export const DEFAULT_SEARCH_RATE_PER_MINUTE = 600;

/** SEARCH_RATE_PER_MINUTE: a whole number of requests, or `0` / `off` for no limit. */
export function searchRatePerMinute(env: NodeJS.ProcessEnv): number {
  const raw = env.SEARCH_RATE_PER_MINUTE?.trim();
  if (raw === undefined || raw === '') return DEFAULT_SEARCH_RATE_PER_MINUTE;
  if (raw.toLowerCase() === 'off') return 0;
  if (!/^\d+$/.test(raw))
    throw new Error(`SEARCH_RATE_PER_MINUTE must be a whole number or "off", not "${raw}"`);
  return Number(raw);
}

/**
 * Start search for every site the content root defines: SEARCH_APP_ID and SEARCH_API_KEY (public), SEARCH_ADMIN_KEY
 * (secret; generated and kept in the database when unset), SEARCH_RATE_PER_MINUTE (requests a minute per client
 * address, 0 or `off` for none).
 */
export async function startSearch(
  db: Database,
  sites: SiteDirectory,
  timings: SearchTimings = DEFAULT_TIMINGS,
  env = process.env,
): Promise<{ service: SearchService; keys: SearchKeys; ratePerMinute: number }> {
  const ratePerMinute = searchRatePerMinute(env);
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
  return { service, keys, ratePerMinute };
}
