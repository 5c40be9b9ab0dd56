import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type {
  AnalyticsService,
  Cart,
  CartLine,
  CartPromotion,
  CartService,
  CartTotals,
  ErrorReporter,
} from '../../../kernel/types/index.ts';
import {
  addProblem,
  byType,
  cartCode,
  cartMessages,
  EMPTY_SUMMARY,
  failureCode,
  isPurchasable,
  lineFor,
  maxQuantity,
  summaryView,
  type AddOutcome,
  type AddToCartRequest,
  type CartActionType,
  type CartMessage,
  type CartSummaryView,
} from '../rules/cart-rules.ts';

/** Someone who follows the cart's answers: the checkout store keeps its delivery and tax state from them. */
export interface CartFollower {
  applied(cart: Cart): void;
  reset(): void;
}

/**
 * The shopper's cart: lines, summary, vouchers, promotions and messages, and the actions that change them. Every
 * action goes pending (submit disabled, cart updating), then fulfilled or rejected; a session restart resets the
 * cart. Delivery address, shipping and tax are the checkout store's, which follows this store's answers.
 */
export class CartStore {
  cartPublicId: string | null = null;
  currency = '';
  /**
   * Newest line first: the items are kept in reverse order of the shopper's adding; this API already
   * answers newest first (cart.schema.ts), so the order is kept as received: reversing again would undo it.
   */
  items: CartLine[] = [];
  /** Lines that cannot be bought as they are (anything not AVAILABLE, LOWSTOCK, PREORDER or BACKORDER). */
  unavailableItems: CartLine[] = [];
  limits: { maxCartItems?: number; maxQuantityPerItem?: number } = {};
  promotions: CartPromotion[] = [];
  disabledSubmit = false;
  isUpdatePending = false;
  isUpdatingVoucher = false;
  hasProvidedVoucher = false;
  voucherError: string | null = null;
  lastAction: { type: CartActionType; sku?: string; time: number } | null = null;
  errorCode: string | null = null;
  /** Option levels an add without a sku lacked (the product page shakes them). */
  missingLevels: string[] = [];
  /** Sorted: errors before warnings. */
  messages: CartMessage[] = [];
  /** True once a cart has been read from the API for this session. */
  loaded = false;
  private rawSummary: CartTotals = EMPTY_SUMMARY;
  private inflight = 0;
  /** Work elsewhere (the checkout's tax calculation) that also keeps submit disabled. */
  private holds = 0;
  private readonly followers: CartFollower[] = [];
  /** The last answer applied, for a follower that comes after it (a page that opens the checkout later). */
  private lastAnswer: Cart | null = null;
  private loading: Promise<void> | undefined;

  constructor(
    private readonly cart: CartService,
    private readonly reporter: ErrorReporter,
    private readonly analytics: AnalyticsService,
    private readonly now: () => number = Date.now,
  ) {
    makeAutoObservable<
      CartStore,
      | 'cart'
      | 'reporter'
      | 'analytics'
      | 'now'
      | 'rawSummary'
      | 'inflight'
      | 'holds'
      | 'loading'
      | 'followers'
      | 'lastAnswer'
    >(this, {
      cart: false,
      reporter: false,
      analytics: false,
      now: false,
      inflight: false,
      holds: false,
      loading: false,
      followers: false,
      lastAnswer: false,
      items: observableRef,
      unavailableItems: observableRef,
      limits: observableRef,
      promotions: observableRef,
      messages: observableRef,
      missingLevels: observableRef,
      lastAction: observableRef,
      rawSummary: observableRef,
    });
    cart.onSessionRestart(() => this.reset());
  }

  /** The server's figures plus the derived shipping ones. */
  get summary(): CartSummaryView {
    return summaryView(this.rawSummary);
  }

  /** Units in the bag, for the header's count. */
  get itemCount(): number {
    return this.rawSummary.totalItemCount;
  }

  /** The most a line may hold now. */
  maxQuantityFor(item: CartLine): number {
    return maxQuantity(this.items, item, this.limits);
  }

  /** Load the cart once (the first time something needs it, such as the bag count); later calls share it. */
  ensureLoaded(): Promise<void> {
    if (this.loaded) return Promise.resolve();
    this.loading ??= this.load().finally(() => {
      this.loading = undefined;
    });
    return this.loading;
  }

  /** GET /api/cart. A failure only warns and re-enables submit. */
  async load(options: { preview?: boolean } = {}): Promise<void> {
    this.begin();
    try {
      const cart = await this.cart.load(options);
      runInAction(() => {
        this.apply(cart);
        this.loaded = true;
        this.record('load');
      });
    } catch (error) {
      this.reporter.report({
        kind: 'network',
        message: `Cart load failed: ${error instanceof Error ? error.message : String(error)}`,
        severity: 3,
        detail: error,
      });
    } finally {
      runInAction(() => this.end());
    }
  }

  /**
   * Add a line, checking the cart first: the same sku with the same customisation inputs raises that line to its
   * quantity plus the pending one, otherwise a new line is added. Over stock, the per-item maximum or the cart's
   * maximum, it fails without a call. Without a sku, the missing option levels are flagged.
   */
  async add(request: AddToCartRequest): Promise<AddOutcome> {
    const quantity = request.quantity ?? 1;
    if (!request.sku) {
      const missing = (request.optionLevels ?? []).filter((level) => !request.skuOptions?.[level]);
      if (missing.length > 0) {
        this.missingLevels = missing;
        return { ok: false, code: 'MISSING_OPTION_LEVELS', missingLevels: missing };
      }
    }
    this.missingLevels = [];
    await this.ensureLoaded();
    const line = lineFor(this.items, request);
    const problem = addProblem(request, quantity, this.items, this.limits);
    if (problem) {
      runInAction(() => this.rejectAdd(request, problem.code, problem.max));
      return { ok: false, code: problem.code, ...(problem.max === undefined ? {} : { max: problem.max }) };
    }
    runInAction(() => {
      this.begin();
      this.errorCode = null;
      this.messages = this.messages.filter((m) => !m.id.startsWith('add:'));
    });
    try {
      const cart = await (line
        ? this.cart.update(line.id, line.quantity + quantity)
        : this.cart.add({
            productId: request.productId,
            quantity,
            ...(request.sku ? { sku: request.sku } : {}),
            ...(request.skuOptions ? { skuOptions: request.skuOptions } : {}),
            customisation: request.customisation ?? null,
            setCode: request.setCode ?? null,
            ...(request.forceBasketClear ? { forceBasketClear: true } : {}),
          }));
      runInAction(() => {
        this.apply(cart);
        this.record('add', request.sku);
      });
      this.analytics.emit({ event: 'addToCart', productId: request.productId, sku: request.sku, quantity });
      return { ok: true };
    } catch (error) {
      const code = cartCode(error);
      runInAction(() => this.rejectAdd(request, code));
      return { ok: false, code };
    } finally {
      runInAction(() => this.end());
    }
  }

  /** PUT /api/cart/{itemId}; quantity 0 removes the line. A rejection stores the error code. */
  async update(itemId: string, quantity: number): Promise<boolean> {
    const sku = this.items.find((item) => item.id === itemId)?.sku;
    this.begin();
    this.errorCode = null;
    try {
      const cart = await (quantity === 0 ? this.cart.remove(itemId) : this.cart.update(itemId, quantity));
      runInAction(() => {
        this.apply(cart);
        this.record('update', sku);
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.errorCode = cartCode(error);
      });
      return false;
    } finally {
      runInAction(() => this.end());
    }
  }

  remove(itemId: string): Promise<boolean> {
    return this.update(itemId, 0);
  }

  /** POST /api/cart/recreateCart, for this cart unless another is named. */
  async recreate(cartPublicId = this.cartPublicId): Promise<boolean> {
    if (!cartPublicId) return false;
    return this.mutate(
      () => this.cart.recreate(cartPublicId),
      () => this.record('recreate'),
    );
  }

  /** Pending marks a voucher as provided; a rejection clears the voucher and keeps why. */
  async applyVoucher(voucher: string): Promise<boolean> {
    this.hasProvidedVoucher = true;
    this.isUpdatingVoucher = true;
    this.voucherError = null;
    const ok = await this.mutate(
      () => this.cart.applyVoucher(voucher),
      undefined,
      (error) => {
        const {
          voucherCode: _c,
          voucherName: _n,
          voucherMessage: _m,
          voucherShortfall: _s,
          ...rest
        } = this.rawSummary;
        this.rawSummary = rest;
        this.voucherError = failureCode(error, 'VOUCHER_INVALID');
      },
    );
    runInAction(() => {
      this.isUpdatingVoucher = false;
    });
    return ok;
  }

  /** Removing, once fulfilled, resets the provided mark. */
  async removeVoucher(): Promise<boolean> {
    this.isUpdatingVoucher = true;
    this.voucherError = null;
    const ok = await this.mutate(
      () => this.cart.removeVoucher(),
      () => {
        this.hasProvidedVoucher = false;
      },
      (error) => {
        this.voucherError = failureCode(error, 'VOUCHER_INVALID');
      },
    );
    runInAction(() => {
      this.isUpdatingVoucher = false;
    });
    return ok;
  }

  /** GET /api/cart/promotions; a failure is reported and leaves the last list. */
  async loadPromotions(): Promise<void> {
    try {
      const promotions = await this.cart.promotions();
      runInAction(() => {
        this.promotions = promotions;
      });
    } catch (error) {
      this.reporter.report({
        kind: 'network',
        message: `Cart promotions failed: ${error instanceof Error ? error.message : String(error)}`,
        severity: 3,
      });
    }
  }

  /** Errors and warnings are dismissible. */
  dismissMessage(id: string): void {
    this.messages = this.messages.filter((message) => message.id !== id);
  }

  /** A session restart (or sign out) empties the cart; the next `ensureLoaded` reads the new session's cart. */
  reset(): void {
    this.cartPublicId = null;
    this.currency = '';
    this.items = [];
    this.unavailableItems = [];
    this.limits = {};
    this.promotions = [];
    this.isUpdatingVoucher = false;
    this.hasProvidedVoucher = false;
    this.voucherError = null;
    this.lastAction = null;
    this.errorCode = null;
    this.missingLevels = [];
    this.messages = [];
    this.loaded = false;
    this.rawSummary = EMPTY_SUMMARY;
    this.lastAnswer = null;
    for (const follower of this.followers) follower.reset();
  }

  /**
   * Follow every cart answer and reset (the checkout store does), starting with the answer already in hand: a cart
   * loaded before the follower came (the bag in the header of the page before) is not read again.
   */
  follow(follower: CartFollower): void {
    this.followers.push(follower);
    if (this.lastAnswer) follower.applied(this.lastAnswer);
  }

  /**
   * Run a cart call that answers with the whole cart (the checkout's shipping and address calls too): pending, then
   * the answer applied and `onFulfilled`, or `onRejected`.
   */
  async mutate(
    request: () => Promise<Cart>,
    onFulfilled?: () => void,
    onRejected?: (error: unknown) => void,
  ): Promise<boolean> {
    this.begin();
    try {
      const cart = await request();
      runInAction(() => {
        this.apply(cart);
        onFulfilled?.();
      });
      return true;
    } catch (error) {
      runInAction(() => onRejected?.(error));
      return false;
    } finally {
      runInAction(() => this.end());
    }
  }

  /** Keep submit disabled while work outside the cart's own calls runs (the tax calculation). */
  hold(): void {
    this.holds += 1;
    this.disabledSubmit = true;
  }

  /** The held work is done: submit is enabled again once nothing else runs. */
  release(): void {
    this.holds -= 1;
    this.disabledSubmit = this.inflight > 0 || this.holds > 0;
  }

  /** Take a cart answer that came from elsewhere (the tax calculation). */
  apply(cart: Cart): void {
    this.cartPublicId = cart.publicId;
    this.currency = cart.currency;
    this.items = cart.lines;
    this.unavailableItems = cart.lines.filter((item) => !isPurchasable(item));
    this.rawSummary = cart.totals;
    this.limits = cart.limits;
    if (cart.promotions) this.promotions = cart.promotions;
    this.setMessages([
      ...this.messages.filter((m) => m.id.startsWith('add:')),
      ...cartMessages(cart, this.unavailableItems),
    ]);
    this.lastAnswer = cart;
    for (const follower of this.followers) follower.applied(cart);
  }

  /** A failed add: the error code, a message with the details, and the add-failed event. */
  private rejectAdd(request: AddToCartRequest, code: string, max?: number): void {
    this.errorCode = code;
    const message: CartMessage = {
      id: `add:${code}`,
      type: 'error',
      code,
      ...(request.sku ? { sku: request.sku } : {}),
      details: { productId: request.productId, ...(max === undefined ? {} : { max }) },
    };
    this.setMessages([...this.messages.filter((m) => !m.id.startsWith('add:')), message]);
    this.analytics.emit({
      event: 'addToCartFailed',
      code,
      productId: request.productId,
      sku: request.sku,
      quantity: request.quantity ?? 1,
    });
  }

  private setMessages(messages: CartMessage[]): void {
    this.messages = [...messages].sort((a, b) => byType(a) - byType(b));
  }

  private record(type: CartActionType, sku?: string): void {
    this.lastAction = { type, ...(sku ? { sku } : {}), time: this.now() };
  }

  private begin(): void {
    this.inflight += 1;
    this.isUpdatePending = true;
    this.disabledSubmit = true;
  }

  private end(): void {
    this.inflight -= 1;
    this.isUpdatePending = this.inflight > 0;
    this.disabledSubmit = this.inflight > 0 || this.holds > 0;
  }
}
