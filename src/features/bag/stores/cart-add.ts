import { runInAction } from 'mobx';
import type { AnalyticsService, Cart, CartLine, CartService } from '../../../kernel/types/index.ts';
import {
  addProblem,
  cartCode,
  lineFor,
  type AddOutcome,
  type AddToCartRequest,
  type CartLimits,
  type CartMessage,
} from '../rules/cart-rules.ts';
import { isAddMessage, sortedMessages } from './cart-messages.ts';
import type { CartRequests } from './cart-requests.ts';

/** The cart store's state an add reads and sets. */
export interface CartAddHost {
  readonly items: CartLine[];
  readonly limits: CartLimits;
  missingLevels: string[];
  errorCode: string | null;
  messages: CartMessage[];
  ensureLoaded(): Promise<void>;
  apply(cart: Cart): void;
}

/**
 * Adding to the cart, the store's busiest action: the checks made before any call, the call itself (a new line or a
 * raised quantity), and a refusal's message and event. Kept apart from the store, which holds the cart's state.
 */
export class CartAdd {
  constructor(
    private readonly cart: CartService,
    private readonly analytics: AnalyticsService,
    private readonly host: CartAddHost,
    private readonly requests: CartRequests,
  ) {}

  /**
   * Add a line, checking the cart first: the same sku with the same customisation inputs raises that line to its
   * quantity plus the pending one, otherwise a new line is added. Over stock, the per-item maximum or the cart's
   * maximum, it fails without a call. Without a sku, the missing option levels are flagged.
   */
  async add(request: AddToCartRequest): Promise<AddOutcome> {
    const host = this.host;
    const quantity = request.quantity ?? 1;
    if (!request.sku) {
      const missing = (request.optionLevels ?? []).filter((level) => !request.skuOptions?.[level]);
      if (missing.length > 0) {
        host.missingLevels = missing;
        return { ok: false, code: 'MISSING_OPTION_LEVELS', missingLevels: missing };
      }
    }
    host.missingLevels = [];
    await host.ensureLoaded();
    const line = lineFor(host.items, request);
    const problem = addProblem(request, quantity, host.items, host.limits);
    if (problem) {
      runInAction(() => this.reject(request, problem.code, problem.max));
      return { ok: false, code: problem.code, ...(problem.max === undefined ? {} : { max: problem.max }) };
    }
    runInAction(() => {
      this.requests.begin();
      host.errorCode = null;
      host.messages = host.messages.filter((m) => !isAddMessage(m));
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
        host.apply(cart);
        this.requests.record('add', request.sku);
      });
      this.analytics.emit({ event: 'addToCart', productId: request.productId, sku: request.sku, quantity });
      return { ok: true };
    } catch (error) {
      const code = cartCode(error);
      runInAction(() => this.reject(request, code));
      return { ok: false, code };
    } finally {
      runInAction(() => this.requests.end());
    }
  }

  /** A failed add: the error code, a message with the details, and the add-failed event. */
  private reject(request: AddToCartRequest, code: string, max?: number): void {
    this.host.errorCode = code;
    const message: CartMessage = {
      id: `add:${code}`,
      type: 'error',
      code,
      ...(request.sku ? { sku: request.sku } : {}),
      details: { productId: request.productId, ...(max === undefined ? {} : { max }) },
    };
    this.host.messages = sortedMessages([...this.host.messages.filter((m) => !isAddMessage(m)), message]);
    this.analytics.emit({
      event: 'addToCartFailed',
      code,
      productId: request.productId,
      sku: request.sku,
      quantity: request.quantity ?? 1,
    });
  }
}
