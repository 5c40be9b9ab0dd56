import type {
  AccountServices,
  AddressBookService,
  AnalyticsService,
  CartService,
  Clock,
  ContentService,
  DiscoveryServices,
  ErrorReporter,
  HelpdeskService,
  KeyValueStorage,
  MarketingService,
} from '../types/index.ts';
import type { OrderService } from '../types/orders.ts';
import type { PaymentService } from '../types/payment.ts';
import type { SavedCardsService } from '../types/cards.ts';
import type { CustomiseService, ProductService } from '../types/product.ts';

/** Everything the stores need from the outside world; tests pass fakes. */
export interface StoreServices {
  content: ContentService;
  reporter: ErrorReporter;
  analytics: AnalyticsService;
  storage: KeyValueStorage;
  marketing: MarketingService;
  /** The cart service, loaded with the cart's first use (its client is a chunk of its own). */
  cart: () => Promise<CartService>;
  /** Search and filter definitions, loaded with the first listing (the search client is a chunk of its own). */
  discovery: () => Promise<DiscoveryServices>;
  /** Product reads, loaded with the first product page or quick buy. */
  products: () => Promise<ProductService>;
  /**
   * The integrations the shop has switched on (metadata-v2.json `integrations`: marketing, identity...); none when
   * the file cannot be read.
   */
  integrations: () => Promise<Readonly<Record<string, boolean>>>;
  /** The check and preview of a personalisation, loaded when a shopper first personalises a product. */
  customise: () => Promise<CustomiseService>;
  /** The checkout's payment calls, loaded with the payment step (card encryption is a chunk of its own). */
  payments: () => Promise<PaymentService>;
  /** The signed-in customer's saved addresses, loaded with the address book or a signed-in checkout. */
  addresses: () => Promise<AddressBookService>;
  /** A signed-in customer's saved cards, loaded with the first screen that shows them. */
  savedCards: () => Promise<SavedCardsService>;
  /** Order history, details and the guest lookup, loaded with the first order page. */
  orders: () => Promise<OrderService>;
  /** The contact enquiry, loaded with its first send. */
  helpdesk: () => Promise<HelpdeskService>;
  clock: Clock;
  /** Sign-up, sign-in and the API session they drive; absent where the shop has no accounts (server render). */
  account?: AccountServices;
}

/**
 * How a per-screen store is built from the services: each store module exports its recipe, and the root store's
 * `build` runs it, so components get their stores from the root and never hold a service. The store's code stays in
 * the chunk of the screen that uses it.
 */
export type StoreRecipe<Store> = (services: StoreServices) => Store;
