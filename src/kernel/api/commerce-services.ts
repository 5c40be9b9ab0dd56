import type { ApiClient } from './api-client.ts';
import type { AuthTokens, CartService, MarketingService } from '../types/index.ts';
import type { SavedCardsService } from '../types/cards.ts';

/** The services that talk to the commerce API, sharing one client (and so one shopping session). */
export interface CommerceServices {
  /** The one client, for the services that load later and must share its session (payments). */
  client: ApiClient;
  /** The tokens the client sends, for the services that only run for a signed-in customer (saved addresses). */
  tokens: AuthTokens;
  cart: CartService;
  marketing: MarketingService;
  savedCards: SavedCardsService;
}
