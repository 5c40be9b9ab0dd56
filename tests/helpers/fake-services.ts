import { fakeAccountServices } from './fake-identity.ts';
import type { CartResponse } from '../../schemas/api/cart.schema.ts';
import type { PaymentService } from '../../src/kernel/types/payment.ts';
import { FakePaymentService } from './fake-payment-service.ts';
import { FakeAddressBookService } from './fake-address-book-service.ts';
import { FakeSavedCardsService } from './fake-saved-cards-service.ts';
import type { SavedCardsService } from '../../src/kernel/types/cards.ts';
import type { OrderService } from '../../src/kernel/types/orders.ts';
import { FakeOrderService } from './fake-order-service.ts';
import { FakeHelpdeskService } from './fake-helpdesk-service.ts';
import type {
  HelpdeskService,
  Address,
  AddressBookService,
  AnalyticsEvent,
  AnalyticsService,
  Cart,
  CartAddition,
  CartAddress,
  CartPromotion,
  CartService,
  Clock,
  Consumer,
  ContentFetchResult,
  ContentService,
  DiscoveryServices,
  ErrorReporter,
  KeyValueStorage,
  ListingProduct,
  ListingQuery,
  ListingResults,
  MarketingService,
  ReportedError,
  SearchService,
  SubscribeResult,
} from '../../src/kernel/types/index.ts';
import { addressRulesFor, type AddressRules } from '../../shared/address-rules.ts';
import { reshapeCart } from '../../src/features/bag/api/reshape-cart.ts';
import type {
  CustomiseRequest,
  CustomiseResult,
  CustomiseService,
  Product,
  ProductReference,
  ProductService,
} from '../../src/kernel/types/product.ts';
import type { FilterDefinition } from '../../schemas/api/product.schema.ts';

/** Content served from an in-memory map of `{siteId}/{path}` to parsed JSON; anything else is missing. */
export class MemoryContentService implements ContentService {
  readonly requested: string[] = [];
  constructor(private readonly files: Record<string, unknown> = {}) {}

  set(path: string, data: unknown): void {
    this.files[path] = data;
  }

  async fetchFile(path: string): Promise<ContentFetchResult> {
    this.requested.push(path);
    if (!(path in this.files)) return { kind: 'missing', status: 404 };
    const data = this.files[path];
    return { kind: 'ok', text: typeof data === 'string' ? data : JSON.stringify(data) };
  }
}

/** Keeps every report so tests can assert file, pointer and rule. */
export class RecordingReporter implements ErrorReporter {
  readonly reports: ReportedError[] = [];
  report(error: ReportedError): void {
    this.reports.push(error);
  }
}

/** Keeps every analytics event so tests can assert what was emitted. */
export class RecordingAnalytics implements AnalyticsService {
  readonly events: AnalyticsEvent[] = [];
  emit(event: AnalyticsEvent): void {
    this.events.push(event);
  }
}

export class MemoryStorage implements KeyValueStorage {
  readonly values = new Map<string, string>();
  get(key: string): string | null {
    return this.values.get(key) ?? null;
  }
  set(key: string, value: string): void {
    this.values.set(key, value);
  }
  remove(key: string): void {
    this.values.delete(key);
  }
}

/** A clock a test moves by hand: timers fire in order as `advance` passes their moment. */
export class ManualClock implements Clock {
  private timers: Array<{ at: number; callback: () => void; id: number }> = [];
  private nextId = 1;
  constructor(private current = Date.parse('2026-12-01T12:00:00Z')) {}
  now(): number {
    return this.current;
  }
  setTimeout(callback: () => void, ms: number): unknown {
    const id = this.nextId++;
    this.timers.push({ at: this.current + Math.max(ms, 0), callback, id });
    return id;
  }
  clearTimeout(handle: unknown): void {
    this.timers = this.timers.filter((timer) => timer.id !== handle);
  }
  /** Timers still waiting. */
  get pending(): number {
    return this.timers.length;
  }
  advance(ms: number): void {
    const until = this.current + ms;
    for (;;) {
      const due = this.timers.filter((timer) => timer.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.timers = this.timers.filter((timer) => timer !== due);
      this.current = due.at;
      due.callback();
    }
    this.current = until;
  }
}

/** A fresh set of fake services for one test. */
export function createFakeServices(files: Record<string, unknown> = {}) {
  const cartService = new FakeCartService();
  const searchService = new FakeSearchService();
  const filterDefinitions: FilterDefinition[] = [];
  const productService = new FakeProductService();
  const customiseService = new FakeCustomiseService();
  const paymentService = new FakePaymentService();
  const addressService = new FakeAddressBookService();
  const savedCardsService = new FakeSavedCardsService();
  const orderService = new FakeOrderService();
  const helpdeskService = new FakeHelpdeskService();
  return {
    content: new MemoryContentService(files),
    reporter: new RecordingReporter(),
    analytics: new RecordingAnalytics(),
    storage: new MemoryStorage(),
    marketing: new FakeMarketingService(),
    cartService,
    cart: () => Promise.resolve(cartService),
    searchService,
    // Typed as the interface, so a test may swap in another search before a screen builds its store.
    discovery: (): Promise<DiscoveryServices> =>
      Promise.resolve({ search: searchService, filters: () => Promise.resolve(filterDefinitions) }),
    productService,
    products: (): Promise<ProductService> => Promise.resolve(productService),
    // A shop whose marketing integration takes back-in-stock requests; a test may swap this.
    integrations: (): Promise<Readonly<Record<string, boolean>>> => Promise.resolve({ marketing: true }),
    customiseService,
    customise: (): Promise<CustomiseService> => Promise.resolve(customiseService),
    paymentService,
    payments: (): Promise<PaymentService> => Promise.resolve(paymentService),
    addressService,
    addresses: (): Promise<AddressBookService> => Promise.resolve(addressService),
    savedCardsService,
    savedCards: (): Promise<SavedCardsService> => Promise.resolve(savedCardsService),
    orderService,
    orders: (): Promise<OrderService> => Promise.resolve(orderService),
    helpdeskService,
    helpdesk: (): Promise<HelpdeskService> => Promise.resolve(helpdeskService),
    clock: new ManualClock(),
    // A shop with accounts, nobody signed in.
    account: fakeAccountServices().services,
  };
}

/**
 * Personalisation checks a test answers by hand: each call waits until the test settles it (`answer`), so a test
 * can look at the store while the check is in flight.
 */
export class FakeCustomiseService implements CustomiseService {
  readonly requests: { productId: string; request: CustomiseRequest }[] = [];
  private readonly waiting: ((result: CustomiseResult) => void)[] = [];

  customise(productId: string, request: CustomiseRequest): Promise<CustomiseResult> {
    this.requests.push({ productId, request });
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Settle the oldest call still waiting. */
  answer(result: CustomiseResult): void {
    const settle = this.waiting.shift();
    if (!settle) throw new Error('no personalisation check is waiting');
    settle(result);
  }

  get pending(): number {
    return this.waiting.length;
  }
}

/** Products a test puts in the catalogue, answered by id; unknown ids are not found. */
export class FakeProductService implements ProductService {
  readonly products = new Map<string, Product>();
  readonly requests: ProductReference[] = [];
  async product(reference: ProductReference): Promise<Product | undefined> {
    this.requests.push(reference);
    if ('productId' in reference) return this.products.get(reference.productId);
    return [...this.products.values()].find((product) => product.slug === reference.slug);
  }
}

/** Answers every signup with a chosen result and records the requests. */
export class FakeMarketingService implements MarketingService {
  readonly requests: Parameters<MarketingService['subscribe']>[0][] = [];
  constructor(public result: SubscribeResult = { ok: true }) {}
  async subscribe(request: Parameters<MarketingService['subscribe']>[0]): Promise<SubscribeResult> {
    this.requests.push(request);
    return this.result;
  }
  readonly backInStockRequests: Parameters<MarketingService['requestBackInStock']>[0][] = [];
  async requestBackInStock(
    request: Parameters<MarketingService['requestBackInStock']>[0],
  ): Promise<SubscribeResult> {
    this.backInStockRequests.push(request);
    return this.result;
  }
}

/** An empty cart as the API answers it, with whatever fields a test sets. */
export function cartResponse(overrides: Partial<CartResponse> = {}): CartResponse {
  return {
    cartPublicId: '00000000-0000-4000-8000-000000000001',
    currency: 'GBP',
    items: [],
    summary: {
      totalItemCost: 0,
      totalCost: 0,
      totalTax: 0,
      totalDiscount: 0,
      totalDiscountProduct: 0,
      totalDiscountShipping: 0,
      totalItemCount: 0,
      deliveryCost: 0,
      deliveryNetCost: 0,
    },
    shipping: { options: [] },
    taxCalculated: 'NOT_CALCULATED',
    messages: [],
    limits: { maxCartItems: 50, maxQuantityPerItem: 10 },
    ...overrides,
  };
}

/** One scripted answer: a cart as the API sends it, an error to raise, or a promise the test settles itself. */
export type FakeCartAnswer = CartResponse | Error | Promise<CartResponse>;

type CartCallName = Exclude<
  keyof CartService,
  'createSession' | 'setSessionLanguage' | 'onSessionRestart' | 'saveConsumer' | 'addressRules'
>;

/**
 * Records every cart call and answers from per-method queues (`answers.add.push(...)`); an empty queue answers
 * `cart`. Answers are written as the API sends them and reshaped as the real service does. `restartSession()` plays
 * a session restart to the listeners.
 */
export class FakeCartService implements CartService {
  readonly calls: { method: CartCallName; args: unknown[] }[] = [];
  readonly answers: Partial<Record<CartCallName, FakeCartAnswer[]>> = {};
  sessionsCreated = 0;
  /** Every language kept on the session, in order. */
  readonly sessionLanguages: string[] = [];
  /** Every consumer saved, and the answers to give (the consumer echoed when none is queued). */
  readonly consumers: Consumer[] = [];
  readonly consumerAnswers: (Consumer | Error | Promise<Consumer | Error>)[] = [];
  /** The countries the fake shop delivers to; its rules are the shared ones, as the API's. */
  shipsTo: string[] = ['GB', 'US', 'AE', 'JP'];
  /** Set to make session creation fail. */
  sessionError: Error | undefined;
  private readonly listeners: (() => void)[] = [];

  constructor(public cart: CartResponse = cartResponse()) {}

  /** Queue answers for a method. */
  answer(method: CartCallName, ...answers: FakeCartAnswer[]): this {
    (this.answers[method] ??= []).push(...answers);
    return this;
  }

  restartSession(): void {
    for (const listener of this.listeners) listener();
  }

  private async answerFor(method: CartCallName, args: unknown[]): Promise<CartResponse> {
    this.calls.push({ method, args });
    const answer = this.answers[method]?.shift() ?? this.cart;
    const settled = await answer;
    if (settled instanceof Error) throw settled;
    return settled;
  }

  private async next(method: CartCallName, args: unknown[]): Promise<Cart> {
    return reshapeCart(await this.answerFor(method, args));
  }

  load(options?: { preview?: boolean }) {
    return this.next('load', [options]);
  }
  add(body: CartAddition) {
    return this.next('add', [body]);
  }
  update(itemId: string, quantity: number) {
    return this.next('update', [itemId, quantity]);
  }
  remove(itemId: string) {
    return this.next('remove', [itemId]);
  }
  recreate(cartPublicId: string) {
    return this.next('recreate', [cartPublicId]);
  }
  applyVoucher(voucher: string) {
    return this.next('applyVoucher', [voucher]);
  }
  removeVoucher() {
    return this.next('removeVoucher', []);
  }
  saveAddress(body: CartAddress) {
    return this.next('saveAddress', [body]);
  }
  calculateTax(address: Address) {
    return this.next('calculateTax', [address]);
  }
  selectShipping(id: string) {
    return this.next('selectShipping', [id]);
  }
  async promotions(): Promise<CartPromotion[]> {
    const answer = await this.answerFor('promotions', []);
    return answer.promotions ?? [];
  }
  async saveConsumer(consumer: Consumer): Promise<Consumer> {
    this.consumers.push(consumer);
    const answer = await (this.consumerAnswers.shift() ?? consumer);
    if (answer instanceof Error) throw answer;
    return answer;
  }
  async addressRules(
    country: string,
    language: string,
    type: 'DELIVERY' | 'BILLING' = 'DELIVERY',
  ): Promise<AddressRules> {
    const rules = addressRulesFor(country, type, { language, shipsTo: this.shipsTo });
    if (!rules) throw new Error(`unknown country ${country}`);
    return rules;
  }
  async createSession(): Promise<void> {
    this.sessionsCreated += 1;
    if (this.sessionError) throw this.sessionError;
  }
  async setSessionLanguage(language: string): Promise<void> {
    this.sessionLanguages.push(language);
    if (this.sessionError) throw this.sessionError;
  }
  onSessionRestart(listener: () => void): void {
    this.listeners.push(listener);
  }
}

/** A scripted search answer: the value, an error to raise, or a promise the test settles itself. */
export type FakeAnswer<T> = T | Error | Promise<T | Error>;

/** Records listing queries and answers from a queue (or an empty listing), for stores and components. */
export class FakeSearchService implements SearchService {
  readonly queries: ListingQuery[] = [];
  readonly answers: (ListingResults | Error)[] = [];
  suggestionList: string[] = [];
  productList: ListingProduct[] = [];

  async listing(query: ListingQuery): Promise<ListingResults> {
    this.queries.push(query);
    const answer = this.answers.shift();
    if (answer instanceof Error) throw answer;
    return (
      answer ?? {
        products: [],
        nbHits: 0,
        page: query.page,
        pages: 0,
        hitsPerPage: query.hitsPerPage,
        facets: { counts: {}, stats: {} },
        indexName: query.indexName,
      }
    );
  }

  /** Every suggestions call, for assertions on index, query and count. */
  readonly suggestionCalls: { indexName: string; query: string; hitsPerPage: number }[] = [];
  /** Scripted suggestion answers, first in first out; then `suggestionsFor` (a story's index), then the list. */
  readonly suggestionAnswers: FakeAnswer<string[]>[] = [];
  suggestionsFor: ((query: string) => string[]) | undefined;

  async suggestions(indexName: string, query: string, hitsPerPage: number): Promise<string[]> {
    this.suggestionCalls.push({ indexName, query, hitsPerPage });
    const answer = await (this.suggestionAnswers.shift() ??
      this.suggestionsFor?.(query) ??
      this.suggestionList);
    if (answer instanceof Error) throw answer;
    return answer;
  }

  /** Hits per filter string for `hitCounts`; a filter not listed finds 1. */
  readonly hitCountsByFilter = new Map<string, number>();
  readonly hitCountCalls: { indexName: string; filters: readonly string[] }[] = [];

  async hitCounts(indexName: string, filters: readonly string[]): Promise<number[]> {
    this.hitCountCalls.push({ indexName, filters });
    return filters.map((filter) => this.hitCountsByFilter.get(filter) ?? 1);
  }

  async products(): Promise<ListingProduct[]> {
    return this.productList;
  }

  async recommend(): Promise<ListingProduct[]> {
    return this.productList;
  }
}
