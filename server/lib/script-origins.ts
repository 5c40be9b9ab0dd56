import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ALGOLIA_HOST, ALGOLIA_INSIGHTS_ORIGIN } from '../../shared/algolia-hosts.ts';

/**
 * The origins of a site's enabled third-party scripts (`data/scripts/scripts.json`), read from disk per page so an
 * operator who adds a vendor sees it load on the next page with no restart. The page's CSP allows exactly these.
 */
export async function thirdPartyScriptOrigins(contentDir: string, siteId: string): Promise<string[]> {
  let scripts: unknown;
  try {
    scripts = (
      JSON.parse(await readFile(join(contentDir, siteId, 'data/scripts/scripts.json'), 'utf8')) as {
        scripts?: unknown;
      }
    ).scripts;
  } catch {
    return [];
  }
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
  let search: { appId?: unknown; apiKey?: unknown; hosts?: unknown } | undefined;
  let insights = false;
  try {
    const metadata = JSON.parse(await readFile(join(contentDir, 'metadata-v2.json'), 'utf8')) as {
      search?: unknown;
      integrations?: { searchInsights?: unknown };
    };
    if (typeof metadata.search === 'object' && metadata.search !== null) search = metadata.search;
    insights = metadata.integrations?.searchInsights === true;
  } catch {
    return [];
  }
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
