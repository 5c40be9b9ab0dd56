/** Service interfaces: stores and the content loader depend on these, never on concrete clients. */

import type { AddressBody, CartAddressBody } from '../../schemas/api/address.schema.ts';
import type { AddToCartBody, CartResponse } from '../../schemas/api/cart.schema.ts';
import type { FilterDefinition } from '../../schemas/api/product.schema.ts';
import type { ListingProduct, ListingResults } from './search/search-types.ts';
import type { SiteMetadata } from '../content/content-types.ts';

export type { ListingFacets, ListingProduct, ListingResults } from './search/search-types.ts';

/** What a content fetch answered; transport failures are kept apart so they can be reported separately. */
export type ContentFetchResult =
  | { kind: 'ok'; text: string }
  | { kind: 'missing'; status: number }
  | { kind: 'blocked'; status: number }
  | { kind: 'http-error'; status: number }
  | { kind: 'timeout' | 'network-error' | 'aborted'; message: string };

/** Reads files from the content root (`/content/{siteId}/{path}`), cache-busted per page load. */
export interface ContentService {
  fetchFile(path: string, options?: { signal?: AbortSignal }): Promise<ContentFetchResult>;
}

/** A problem worth an operator's attention: content that failed, a render crash, a missing translation. */
export interface ReportedError {
  kind: 'content' | 'render' | 'translation' | 'network' | 'fatal';
  message: string;
  file?: string;
  pointer?: string;
  rule?: string;
  severity?: 1 | 2 | 3;
  detail?: unknown;
}

/** Where errors go (console in development, an error-reporting vendor in production). */
export interface ErrorReporter {
  report(error: ReportedError): void;
}

/**
 * Every data-layer event the shop sends, by name: features emit only these, through the one
 * analytics service, which masks e-mail addresses before anything leaves the page. `checkoutStep` and `purchase` are
 * for the checkout, which emits them when it is built.
 */
export type AnalyticsEvent =
  | { event: 'pageView'; path: string }
  | { event: 'pageNotFound'; path: string }
  | { event: 'emptySearch'; query: string; path: string }
  | { event: 'addToCart'; productId: string; sku?: string; quantity: number }
  | { event: 'addToCartFailed'; code: string; productId: string; sku?: string; quantity: number }
  | { event: 'bannerView'; blockType: string; blockId?: string; name?: string }
  | { event: 'emailSignup'; email: string }
  | { event: 'checkoutStep'; step: 'basket' | 'shipping' | 'payment' | 'review' }
  | { event: 'purchase'; orderReference: string; value: number; currency: string };

export interface AnalyticsService {
  emit(event: AnalyticsEvent): void;
}

/** Small persistent key-value storage (localStorage in the browser, a map in tests). */
export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/** Browser navigation side effects that stores may trigger (full reloads, scroll), kept out of stores for tests. */
export interface BrowserEnvironment {
  reload(): void;
  scrollToTop(): void;
  setDocumentLanguage(language: string, direction: 'ltr' | 'rtl'): void;
  setTitle(title: string): void;
  readonly isProduction: boolean;
}

/** Outcome of an e-mail signup as the marketing endpoint answers it. */
export type SubscribeResult = { ok: true } | { ok: false; status: number };

/** E-mail marketing: newsletter signup with interests per vendor. */
export interface MarketingService {
  subscribe(request: {
    email: string;
    language: string;
    interests: string[];
    consent: boolean;
  }): Promise<SubscribeResult>;
}

/** The marker a commerce call returns on HTTP 428: the caller creates a session and retries. */
export interface PreconditionRequired {
  kind: 'precondition-required';
}

/**
 * What a failed commerce call raises: an HTTP failure with its status and the error
 * body's code, a transport failure, or one of the client's own two messages. Stores read it by shape.
 */
export interface ServiceFailure extends Error {
  kind: 'http' | 'timeout' | 'network-error' | 'aborted' | 'session-failed' | 'max-attempts';
  status?: number;
  code?: string;
  details?: { pointer: string; rule?: string; message: string }[];
}

/** The signed-in shopper's access token, kept by the identity side; anonymous shoppers have none. */
export interface AuthTokens {
  /** The bearer token to send, or undefined for Basic client credentials. */
  accessToken(): string | undefined;
  /** Refresh the access token after a 401; false when it cannot be refreshed. */
  refresh(): Promise<boolean>;
  signOut(): Promise<void>;
}

/** A campaign running for the cart (GET /api/cart/promotions). */
export type CartPromotion = NonNullable<CartResponse['promotions']>[number];

/** A cart call's answer: the cart, or the 428 marker. */
export type CartAnswer = CartResponse | PreconditionRequired;

/** The cart calls and the session they live in; failures raise a `ServiceFailure`. */
export interface CartService {
  load(options?: { preview?: boolean }): Promise<CartAnswer>;
  add(body: AddToCartBody): Promise<CartAnswer>;
  /** Quantity 0 removes the line. */
  update(itemId: string, quantity: number): Promise<CartAnswer>;
  remove(itemId: string): Promise<CartAnswer>;
  recreate(cartPublicId: string): Promise<CartAnswer>;
  applyVoucher(voucher: string): Promise<CartAnswer>;
  removeVoucher(): Promise<CartAnswer>;
  saveAddress(body: CartAddressBody): Promise<CartAnswer>;
  calculateTax(address: AddressBody): Promise<CartAnswer>;
  promotions(): Promise<CartPromotion[] | PreconditionRequired>;
  selectShipping(id: string): Promise<CartAnswer>;
  /** Create the shopping session (after a 428 marker); raises 'User Session Failed To Validate' after 3 attempts. */
  createSession(): Promise<void>;
  /** Call `listener` whenever a new session replaces an earlier one (401 recovery, sign out): the cart resets. */
  onSessionRestart(listener: () => void): void;
}

/** One listing search: the filters as Algolia strings (built by the listing rules), page 0-based. */
export interface ListingQuery {
  indexName: string;
  query: string;
  filters: string;
  /** Per refined facet filter, the filters without its own selections (Algolia's disjunctive faceting). */
  disjunctive: { facet: string; filters: string }[];
  page: number;
  hitsPerPage: number;
  facets: string[];
  distinct: boolean;
  clickAnalytics: boolean;
  ruleContexts: string[];
}

/** Product search: listings, query suggestions, product lists for trays, recommendations. */
export interface SearchService {
  listing(query: ListingQuery): Promise<ListingResults>;
  suggestions(indexName: string, query: string, hitsPerPage: number): Promise<string[]>;
  products(
    indexName: string,
    params: {
      query?: string;
      filters?: string;
      hitsPerPage: number;
      ruleContexts?: string[];
      distinct?: boolean;
    },
  ): Promise<ListingProduct[]>;
  recommend(
    indexName: string,
    model: 'related-products' | 'bought-together' | 'trending-items',
    objectID: string | undefined,
    maxRecommendations: number,
  ): Promise<ListingProduct[]>;
  /** How many products each filter string finds, in one batch (the side-navigation validity check, hitsPerPage 1). */
  hitCounts(indexName: string, filters: readonly string[]): Promise<number[]>;
}

/** What listings need besides search: the site's filter definitions (GET /api/filters/s/ALL). */
export interface DiscoveryServices {
  search: SearchService;
  filters(language: string): Promise<FilterDefinition[]>;
}

/** Time and timers, injected so tests (and Playwright's clock in the browser) control the shop's delays. */
export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** `metadata-v2.json` at the content root, fetched with a 10 s timeout; rejects with a FetchFailure. */
export interface MetadataService {
  fetch(): Promise<SiteMetadata>;
}

/** The build date the server announces now (`?checkForUpdate=`), or null when it cannot tell. */
export interface BuildService {
  latestBuild(): Promise<string | null>;
}

/** Adds a third-party script to the page; rejects when it fails or takes longer than the timeout. */
export interface ScriptLoader {
  load(src: string, timeoutMs: number): Promise<void>;
}

/** The country the server detected for this visitor, or null. */
export interface GeoService {
  detectCountry(): Promise<string | null>;
}
