import { AlgoliaSearchService } from '../services/search/index.ts';
import type { ContentService, DiscoveryServices } from '../services/types/index.ts';
import type { CommerceServices } from './commerce.ts';
import { readSearchConfig } from './search-config.ts';

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
