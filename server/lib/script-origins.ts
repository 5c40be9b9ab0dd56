import { readContentJson } from './content-files.ts';
import { ALGOLIA_HOST, ALGOLIA_INSIGHTS_ORIGIN } from '../../shared/algolia-hosts.ts';

/**
 * The origins of a site's enabled third-party scripts (`data/scripts/scripts.json`), read from disk per page so an
 * operator who adds a vendor sees it load on the next page with no restart. The page's CSP allows exactly these.
 */
export async function thirdPartyScriptOrigins(contentDir: string, siteId: string): Promise<string[]> {
  const scripts = (
    await readContentJson<{ scripts?: unknown } | null>(contentDir, `${siteId}/data/scripts/scripts.json`)
  )?.scripts;
  if (!Array.isArray(scripts)) return [];
  const origins = new Set<string>();
  for (const script of scripts as Array<{ src?: unknown; enabled?: unknown }>) {
    if (script.enabled !== true || typeof script.src !== 'string' || !script.src.startsWith('https://'))
      continue;
    try {
      origins.add(new URL(script.src).origin);
    } catch {
      // Not a URL: content:check reports it; the page simply does not allow it.
    }
  }
  return [...origins];
}

/**
 * Where the storefront's search client connects when `metadata-v2.json` points it at Algolia (`search.appId` with its
 * `hosts`, or Algolia's own host for the app), and Algolia's insights host when search analytics is switched on there
 * (`integrations.searchInsights`); none when the shop's own endpoint on this origin answers. Read per page, like the
 * setting itself, so switching needs no restart.
 */
export async function searchConnectOrigins(contentDir: string): Promise<string[]> {
  const metadata = await readContentJson<{
    search?: unknown;
    integrations?: { searchInsights?: unknown };
  } | null>(contentDir, 'metadata-v2.json');
  if (typeof metadata !== 'object' || metadata === null) return [];
  const search =
    typeof metadata.search === 'object' && metadata.search !== null
      ? (metadata.search as { appId?: unknown; apiKey?: unknown; hosts?: unknown })
      : undefined;
  const insights = metadata.integrations?.searchInsights === true;
  if (!search || typeof search.appId !== 'string' || typeof search.apiKey !== 'string') return [];
  const hosts = Array.isArray(search.hosts)
    ? (search.hosts as Array<{ url?: unknown; protocol?: unknown }>)
    : [];
  const named = hosts
    .filter((host) => typeof host.url === 'string' && /^[\w.-]+(?::\d+)?$/.test(host.url))
    .map((host) => `${host.protocol === 'http' ? 'http' : 'https'}://${host.url as string}`);
  const origins =
    named.length > 0
      ? named
      : /^[\w-]+$/.test(search.appId)
        ? [`https://${search.appId}-dsn.algolia.net`]
        : [];
  // The storefront sends search events to Algolia's insights host when it searches on Algolia's own hosts.
  const onAlgolia = origins.some((origin) => ALGOLIA_HOST.test(origin));
  return insights && onAlgolia ? [...origins, ALGOLIA_INSIGHTS_ORIGIN] : origins;
}
