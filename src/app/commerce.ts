import type { FilterDefinition } from '../../schemas/api/product.schema.ts';
import {
  anonymousTokens,
  ApiClient,
  fetchFilterDefinitions,
  HttpCartService,
  type ApiSite,
} from '../services/api/index.ts';
import { ApiMarketingService } from '../services/marketing/index.ts';
import type { CartService, ContentService, KeyValueStorage, MarketingService } from '../services/types/index.ts';
import type { RootStore } from '../stores/index.ts';

/** The services that talk to the commerce API, sharing one client (and so one shopping session). */
export interface CommerceServices {
  cart: CartService;
  marketing: MarketingService;
  filters(language: string): Promise<FilterDefinition[]>;
}

/**
 * The commerce API client and the services over it, built on first use (a chunk of its own). The site of each call
 * follows the URL: its folder and language from the site store, its public id from the site's config.json, the
 * shop's siteTag from metadata-v2.json.
 */
export function createCommerceServices(deps: {
  content: ContentService;
  storage: KeyValueStorage;
  stores: () => RootStore;
}): CommerceServices {
  let siteTag: Promise<string> | undefined;
  const site = async (): Promise<ApiSite> => {
    const { site, content } = deps.stores();
    const location = site.location;
    if (!location) throw new Error('No site in the URL for the commerce API');
    const { siteId, defaultLanguage, countryFolder } = location.site;
    siteTag ??= readSiteTag(deps.content).catch((error: unknown) => {
      siteTag = undefined;
      throw error;
    });
    const [tag] = await Promise.all([siteTag, content.loadShell(siteId, location.language, defaultLanguage)]);
    const shell = content.shell(siteId, location.language);
    const config = shell.status === 'ready' ? shell.value.config : null;
    return {
      siteTag: tag,
      sitePublicId: config?.sitePublicId ?? siteId,
      countryFolder,
      language: location.language,
    };
  };
  const client = new ApiClient({
    fetch: (...args) => fetch(...args),
    storage: deps.storage,
    site,
    tokens: anonymousTokens,
  });
  const filters = new Map<string, Promise<FilterDefinition[]>>();
  return {
    cart: new HttpCartService(client),
    marketing: new ApiMarketingService(client),
    // Definitions change with the catalogue, not per page: one request per language and visit.
    filters(language) {
      let found = filters.get(language);
      if (!found) {
        found = fetchFilterDefinitions(client, language);
        found.catch(() => filters.delete(language));
        filters.set(language, found);
      }
      return found;
    },
  };
}

async function readSiteTag(content: ContentService): Promise<string> {
  const result = await content.fetchFile('metadata-v2.json');
  if (result.kind !== 'ok') throw new Error(`metadata-v2.json: ${result.kind}`);
  const metadata = JSON.parse(result.text) as { siteTag?: unknown };
  return typeof metadata.siteTag === 'string' ? metadata.siteTag : '';
}
