import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type {
  Address,
  AnalyticsService,
  Cart,
  CartAddress,
  CartLine,
  CartPromotion,
  CartService,
  CartTotals,
  ErrorReporter,
  ShippingOption,
  TaxState,
} from '../services/types/index.ts';
import {
  addProblem,
  byType,
  cartCode,
  cartMessages,
  EMPTY_SUMMARY,
  failureCode,
  isPurchasable,
  maxQuantity,
  sameInputs,
  summaryView,
  type AddOutcome,
  type AddToCartRequest,
  type CartActionType,
  type CartMessage,
  type CartSummaryView,
} from './cart-rules.ts';

/**
 * The shopper's cart: lines, summary, shipping, tax state and
 * messages, and the actions that change them. Every action goes pending (submit disabled, cart updating), then
 * fulfilled or rejected; a session restart resets the cart.
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
  shipping: { options: ShippingOption[]; selected: string | undefined } = {
    options: [],
    selected: undefined,
  };
  limits: { maxCartItems?: number; maxQuantityPerItem?: number } = {};
  promotions: CartPromotion[] = [];
  taxCalculated: TaxState = 'NOT_CALCULATED';
  rejectionError: string | null = null;
  disabledSubmit = false;
  isUpdatePending = false;
  isUpdatingVoucher = false;
  isTaxLoading = false;
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
  private loading: Promise<void> | undefined;

  constructor(
    private readonly cart: CartService,
    private readonly reporter: ErrorReporter,
    private readonly analytics: AnalyticsService,
    private readonly now: () => number = Date.now,
  ) {
    makeAutoObservable<
      CartStore,
      'cart' | 'reporter' | 'analytics' | 'now' | 'rawSummary' | 'inflight' | 'loading'
    >(this, {
      cart: false,
      reporter: false,
      analytics: false,
      now: false,
      inflight: false,
      loading: false,
      items: observableRef,
      unavailableItems: observableRef,
      shipping: observableRef,
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
    return maxQuantity(this.limits.maxCartItems, this.limits.maxQuantityPerItem, item.stockQty);
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
    const line = request.sku
      ? this.items.find(
          (item) =>
            item.sku === request.sku &&
            sameInputs(item.customisation?.inputs, request.customisation?.inputs ?? undefined),
        )
      : undefined;
    const problem = addProblem(request, quantity, line, this.limits, this.itemCount);
    if (problem) {
      runInAction(() => this.rejectAdd(request, problem.code, problem.max));
      return { ok: false, code: problem.code };
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
        const { voucherCode: _c, voucherName: _n, voucherMessage: _m, ...rest } = this.rawSummary;
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

  /** Pending shows the chosen option at once; a rejection returns to the previous one. */
  async selectShipping(id: string): Promise<boolean> {
    const previous = this.shipping.selected;
    this.shipping = { ...this.shipping, selected: id };
    return this.mutate(
      () => this.cart.selectShipping(id),
      undefined,
      () => {
        this.shipping = { ...this.shipping, selected: previous };
      },
    );
  }

  /** POST /api/cart/address. The unable-to-ship error sets rejectionError. */
  async saveAddress(body: CartAddress): Promise<boolean> {
    return this.mutate(
      () => this.cart.saveAddress(body),
      undefined,
      (error) => {
        if (failureCode(error, '') === 'UNABLE_TO_SHIP_ERROR') this.rejectionError = 'UNABLE_TO_SHIP_ERROR';
      },
    );
  }

  /**
   * POST /api/cart/calculate-tax. A failure is the 'Tax Calculation Error': the tax state turns TAX_REJECTION,
   * rejectionError is set (UNABLE_TO_SHIP_ERROR when that was the reason) and submit is enabled again.
   */
  async calculateTax(address: Address): Promise<boolean> {
    this.isTaxLoading = true;
    this.disabledSubmit = true;
    this.rejectionError = null;
    try {
      const cart = await this.cart.calculateTax(address);
      runInAction(() => this.apply(cart));
      return true;
    } catch (error) {
      runInAction(() => {
        this.taxCalculated = 'TAX_REJECTION';
        const code = failureCode(error, '');
        this.rejectionError = code === 'UNABLE_TO_SHIP_ERROR' ? code : 'TAX_CALCULATION_ERROR';
      });
      return false;
    } finally {
      runInAction(() => {
        this.isTaxLoading = false;
        this.disabledSubmit = this.inflight > 0;
      });
    }
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
    this.shipping = { options: [], selected: undefined };
    this.limits = {};
    this.promotions = [];
    this.taxCalculated = 'NOT_CALCULATED';
    this.rejectionError = null;
    this.isUpdatingVoucher = false;
    this.hasProvidedVoucher = false;
    this.voucherError = null;
    this.lastAction = null;
    this.errorCode = null;
    this.missingLevels = [];
    this.messages = [];
    this.loaded = false;
    this.rawSummary = EMPTY_SUMMARY;
  }

  /** One mutation of the cart: pending, then the answer applied or `onRejected`. */
  private async mutate(
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

  private apply(cart: Cart): void {
    this.cartPublicId = cart.publicId;
    this.currency = cart.currency;
    this.items = cart.lines;
    this.unavailableItems = cart.lines.filter((item) => !isPurchasable(item));
    this.rawSummary = cart.totals;
    this.shipping = { options: cart.shipping.options, selected: cart.shipping.selected };
    this.taxCalculated = cart.taxState;
    this.limits = cart.limits;
    if (cart.promotions) this.promotions = cart.promotions;
    this.setMessages([
      ...this.messages.filter((m) => m.id.startsWith('add:')),
      ...cartMessages(cart, this.unavailableItems),
    ]);
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
    this.disabledSubmit = this.inflight > 0 || this.isTaxLoading;
  }
}
