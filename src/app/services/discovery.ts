import type { FilterDefinition } from '../../../schemas/api/product.schema.ts';
import type { ApiSite } from '../../kernel/api/api-client.ts';
import { fetchTransport, primedTransport, type ApiTransport } from '../../kernel/api/api-reader.ts';
import { readFilterDefinitions } from '../../kernel/search/filters-api.ts';
import {
  AlgoliaSearchService,
  primedSearchAnswers,
  type SearchAnswers,
  type SearchRequester,
} from '../../kernel/search/index.ts';
import type { ContentService, DiscoveryServices } from '../../kernel/types/index.ts';
import type { RootStore } from '../root.ts';
import { createApiSite } from '../../kernel/site/api-site.ts';
import { readSearchConfig } from './search-config.ts';

/**
 * Search (the algoliasearch client, a chunk of its own) and filter definitions. Where search lives is content:
 * `search` in metadata-v2.json ({appId, apiKey, hosts}) points the shop at Algolia without a rebuild; without it
 * the shop's own endpoint on this origin answers. The server renders listings through the same services: its reads
 * and searches are recorded into the page, and the browser's first identical ones are answered from there.
 */
export async function createDiscoveryServices(deps: {
  content: ContentService;
  origin: { host: string; protocol: string };
  /** The site each filters read is for. */
  site: () => Promise<ApiSite>;
  /** Sessionless API reads: the browser's fetch (primed with the page's answers), the server's own API in process. */
  transport: ApiTransport;
  /** The page's search answers: recorded on the server, answering the browser's first searches. */
  answers: SearchAnswers;
  /** The server reaches its own search endpoint in process; Algolia itself, and the browser, use the default. */
  ownEndpoint?: SearchRequester;
  /** The shopper's language, which product names and colours in search answers come in. */
  language?: () => string;
}): Promise<DiscoveryServices> {
  const config = await readSearchConfig(deps.content, deps.origin);
  const own = config.hosts.every((host) => host.url === deps.origin.host);
  const search = new AlgoliaSearchService(config, {
    answers: deps.answers,
    ...(deps.language ? { language: deps.language } : {}),
    // On the server a refused search means the visitor is over their limit: waiting inside the render to try again
    // would hold the page for seconds, and the server answers such a page with 429 at once instead.
    ...(own && deps.ownEndpoint ? { requester: deps.ownEndpoint, rateLimitRetries: 0 } : {}),
  });
  // Definitions change with the catalogue, not per page: one request per language and visit.
  const filters = new Map<string, Promise<FilterDefinition[]>>();
  return {
    search,
    filters(language) {
      let found = filters.get(language);
      if (!found) {
        found = deps.site().then((site) => readFilterDefinitions(deps.transport, site, language));
        found.catch(() => filters.delete(language));
        filters.set(language, found);
      }
      return found;
    },
  };
}

/** The browser's discovery services: reads and searches first answered from what the server's render recorded. */
export function createBrowserDiscoveryServices(deps: {
  content: ContentService;
  stores: () => RootStore;
  origin: { host: string; protocol: string };
  serverAnswers: Record<string, string>;
}): Promise<DiscoveryServices> {
  return createDiscoveryServices({
    content: deps.content,
    origin: deps.origin,
    site: createApiSite(deps.stores, deps.content),
    transport: primedTransport(deps.serverAnswers, fetchTransport),
    answers: primedSearchAnswers(deps.serverAnswers),
    language: () => deps.stores().site.language,
  });
}
