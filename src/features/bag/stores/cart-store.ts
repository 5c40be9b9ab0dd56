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
  cartCode,
  cartMessages,
  EMPTY_SUMMARY,
  isPurchasable,
  maxQuantity,
  summaryView,
  type AddOutcome,
  type AddToCartRequest,
  type CartActionType,
  type CartMessage,
  type CartSummaryView,
} from '../rules/cart-rules.ts';
import { CartAdd } from './cart-add.ts';
import { CartFollowers, type CartFollower } from './cart-followers.ts';
import { isAddMessage, sortedMessages } from './cart-messages.ts';
import { CartRequests } from './cart-requests.ts';
import { CartVoucher, withoutVoucher } from './cart-voucher.ts';

export type { CartFollower } from './cart-followers.ts';

/**
 * The shopper's cart: lines, summary, vouchers, promotions and messages, and the actions that change them. Every
 * action goes pending (submit disabled, cart updating), then fulfilled or rejected; a session restart resets the
 * cart. Delivery address, shipping and tax are the checkout store's, which follows this store's answers. The store
 * holds the state and its public actions; the add, the voucher and promotions, the bookkeeping of pending calls and
 * the followers are its collaborators (files beside this one), which its actions call.
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
  private loading: Promise<void> | undefined;
  private readonly requests: CartRequests;
  private readonly adding: CartAdd;
  private readonly voucher: CartVoucher;
  private readonly followers = new CartFollowers();

  constructor(
    private readonly cart: CartService,
    private readonly reporter: ErrorReporter,
    analytics: AnalyticsService,
    now: () => number = Date.now,
  ) {
    this.requests = new CartRequests(this, now);
    this.adding = new CartAdd(cart, analytics, this, this.requests);
    this.voucher = new CartVoucher(cart, reporter, this, () => {
      this.rawSummary = withoutVoucher(this.rawSummary);
    });
    makeAutoObservable<
      CartStore,
      'cart' | 'reporter' | 'rawSummary' | 'loading' | 'requests' | 'adding' | 'voucher' | 'followers'
    >(this, {
      cart: false,
      reporter: false,
      loading: false,
      requests: false,
      adding: false,
      voucher: false,
      followers: false,
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
    this.requests.begin();
    try {
      const cart = await this.cart.load(options);
      runInAction(() => {
        this.apply(cart);
        this.loaded = true;
        this.requests.record('load');
      });
    } catch (error) {
      this.reporter.report({
        kind: 'network',
        message: `Cart load failed: ${error instanceof Error ? error.message : String(error)}`,
        severity: 3,
        detail: error,
      });
    } finally {
      runInAction(() => this.requests.end());
    }
  }

  /** Add a line, or raise the same line's quantity; checked against stock and the limits first (`CartAdd`). */
  add(request: AddToCartRequest): Promise<AddOutcome> {
    return this.adding.add(request);
  }

  /** PUT /api/cart/{itemId}; quantity 0 removes the line. A rejection stores the error code. */
  update(itemId: string, quantity: number): Promise<boolean> {
    const sku = this.items.find((item) => item.id === itemId)?.sku;
    this.errorCode = null;
    return this.mutate(
      () => (quantity === 0 ? this.cart.remove(itemId) : this.cart.update(itemId, quantity)),
      () => this.requests.record('update', sku),
      (error) => {
        this.errorCode = cartCode(error);
      },
    );
  }

  remove(itemId: string): Promise<boolean> {
    return this.update(itemId, 0);
  }

  /** POST /api/cart/recreateCart, for this cart unless another is named. */
  async recreate(cartPublicId = this.cartPublicId): Promise<boolean> {
    if (!cartPublicId) return false;
    return this.mutate(
      () => this.cart.recreate(cartPublicId),
      () => this.requests.record('recreate'),
    );
  }

  /** Pending marks a voucher as provided; a rejection clears the voucher and keeps why. */
  applyVoucher(voucher: string): Promise<boolean> {
    return this.voucher.applyVoucher(voucher);
  }

  /** Removing, once fulfilled, resets the provided mark. */
  removeVoucher(): Promise<boolean> {
    return this.voucher.removeVoucher();
  }

  /** GET /api/cart/promotions; a failure is reported and leaves the last list. */
  loadPromotions(): Promise<void> {
    return this.voucher.loadPromotions();
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
    this.followers.reset();
  }

  /**
   * Follow every cart answer and reset (the checkout store does), starting with the answer already in hand: a cart
   * loaded before the follower came (the bag in the header of the page before) is not read again.
   */
  follow(follower: CartFollower): void {
    this.followers.follow(follower);
  }

  /**
   * Run a cart call that answers with the whole cart (the checkout's shipping and address calls too): pending, then
   * the answer applied and `onFulfilled`, or `onRejected`.
   */
  mutate(
    request: () => Promise<Cart>,
    onFulfilled?: () => void,
    onRejected?: (error: unknown) => void,
  ): Promise<boolean> {
    return this.requests.mutate(request, onFulfilled, onRejected);
  }

  /** Keep submit disabled while work outside the cart's own calls runs (the tax calculation). */
  hold(): void {
    this.requests.hold();
  }

  /** The held work is done: submit is enabled again once nothing else runs. */
  release(): void {
    this.requests.release();
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
    this.messages = sortedMessages([
      ...this.messages.filter(isAddMessage),
      ...cartMessages(cart, (line) => !isPurchasable(line)),
    ]);
    this.followers.applied(cart);
  }
}
