import type { SearchConfig } from '../../kernel/search/index.ts';
import type { ContentService } from '../../kernel/types/index.ts';
import { readShopMetadata } from '../../kernel/api/shop-metadata.ts';
import { ALGOLIA_HOST, ALGOLIA_INSIGHTS_ORIGIN } from '../../../shared/algolia-hosts.ts';

/** Our own endpoint's public credentials (server/search/start-search.ts); real Algolia is set in metadata-v2.json. */
const OWN_ENDPOINT = { appId: 'STOREFRONT', apiKey: 'storefront-search-only' };

/**
 * Where search lives: `search` in metadata-v2.json ({appId, apiKey, hosts}) points the shop at Algolia without a
 * rebuild; without it the shop's own endpoint on this origin answers.
 */
export async function readSearchConfig(
  content: ContentService,
  origin: { host: string; protocol: string },
): Promise<SearchConfig> {
  const own: SearchConfig = {
    ...OWN_ENDPOINT,
    hosts: [{ url: origin.host, protocol: origin.protocol === 'https:' ? 'https' : 'http' }],
  };
  const metadata = (await readShopMetadata(content).catch(() => ({}))) as { search?: Partial<SearchConfig> };
  const search = metadata.search;
  if (!search?.appId || !search.apiKey) return own;
  return {
    appId: search.appId,
    apiKey: search.apiKey,
    hosts: search.hosts?.length
      ? search.hosts
      : [{ url: `${search.appId}-dsn.algolia.net`, protocol: 'https' }],
  };
}

/** Where search events go: Algolia takes them on its insights host, our endpoint beside its searches. */
export function insightsUrl(config: SearchConfig): string {
  const host = config.hosts[0];
  if (!host || ALGOLIA_HOST.test(host.url)) return `${ALGOLIA_INSIGHTS_ORIGIN}/1/events`;
  return `${host.protocol}://${host.url}/1/events`;
}
