import { anonymousTokens, ApiClient, type ApiSite, type CommerceServices } from '../../kernel/api/index.ts';
import { HttpCartService } from '../../features/bag/index.ts';
import { HttpSavedCardsService } from '../../features/saved-cards/index.ts';
import { ApiMarketingService } from '../../kernel/marketing/index.ts';
import type { AuthTokens, ContentService, KeyValueStorage } from '../../kernel/types/index.ts';

/**
 * The commerce API client and the services over it, built on first use (a chunk of its own). `site` names the site
 * of each call (see api-site.ts), so the client never holds the stores.
 */
export function createCommerceServices(deps: {
  content: ContentService;
  storage: KeyValueStorage;
  site: () => Promise<ApiSite>;
  /** A signed-in shopper's bearer tokens; anonymous (Basic credentials) without. */
  tokens?: AuthTokens;
}): CommerceServices {
  const tokens = deps.tokens ?? anonymousTokens;
  const client = new ApiClient({
    fetch: (...args) => fetch(...args),
    storage: deps.storage,
    site: deps.site,
    tokens,
  });
  return {
    client,
    tokens,
    cart: new HttpCartService(client),
    marketing: new ApiMarketingService(client),
    savedCards: new HttpSavedCardsService(client, tokens),
  };
}
