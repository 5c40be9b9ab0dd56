import { AlgoliaSearchService, type SearchConfig } from '../services/search/index.ts';
import type { ContentService, DiscoveryServices } from '../services/types/index.ts';
import type { CommerceServices } from './commerce.ts';

/** Our own endpoint's public credentials (server/search/start-search.ts); real Algolia is set in metadata-v2.json. */
const OWN_ENDPOINT = { appId: 'STOREFRONT', apiKey: 'storefront-search-only' };

/**
 * Search (the algoliasearch client, a chunk of its own) and filter definitions. Where search lives is content:
 * `search` in metadata-v2.json ({appId, apiKey, hosts}) points the shop at Algolia without a rebuild; without it
 * the shop's own endpoint on this origin answers.
 */
export async function createDiscoveryServices(deps: {
  content: ContentService;
  commerce: () => Promise<CommerceServices>;
  origin: { host: string; protocol: string };
}): Promise<DiscoveryServices> {
  const config = await readSearchConfig(deps.content, deps.origin);
  return {
    search: new AlgoliaSearchService(config),
    filters: (language) => deps.commerce().then((services) => services.filters(language)),
  };
}

async function readSearchConfig(
  content: ContentService,
  origin: { host: string; protocol: string },
): Promise<SearchConfig> {
  const own: SearchConfig = {
    ...OWN_ENDPOINT,
    hosts: [{ url: origin.host, protocol: origin.protocol === 'https:' ? 'https' : 'http' }],
  };
  const result = await content.fetchFile('metadata-v2.json');
  if (result.kind !== 'ok') return own;
  const search = (JSON.parse(result.text) as { search?: Partial<SearchConfig> }).search;
  if (!search?.appId || !search.apiKey) return own;
  return {
    appId: search.appId,
    apiKey: search.apiKey,
    hosts: search.hosts?.length
      ? search.hosts
      : [{ url: `${search.appId}-dsn.algolia.net`, protocol: 'https' }],
  };
}
