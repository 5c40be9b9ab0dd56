import { runInAction } from 'mobx';
import type { Cart } from '../../../kernel/types/index.ts';
import type { CartActionType } from '../rules/cart-rules.ts';

/** What the request bookkeeping sets on the cart store: its pending flags, the last action, the applied answer. */
export interface CartRequestsHost {
  isUpdatePending: boolean;
  disabledSubmit: boolean;
  lastAction: { type: CartActionType; sku?: string; time: number } | null;
  apply(cart: Cart): void;
}

/**
 * The life of the cart's calls: each goes pending (submit disabled, cart updating), then fulfilled or rejected; work
 * outside the cart (the checkout's tax calculation) may hold submit disabled too. Kept apart from the store so the
 * store holds the cart's state, and this counts what is in flight. Its methods run inside the store's actions.
 */
export class CartRequests {
  private inflight = 0;
  /** Work elsewhere (the checkout's tax calculation) that also keeps submit disabled. */
  private holds = 0;

  constructor(
    private readonly host: CartRequestsHost,
    private readonly now: () => number,
  ) {}

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
        this.host.apply(cart);
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
    this.host.disabledSubmit = true;
  }

  /** The held work is done: submit is enabled again once nothing else runs. */
  release(): void {
    this.holds -= 1;
    this.host.disabledSubmit = this.inflight > 0 || this.holds > 0;
  }

  /** Note the action just fulfilled, with the time (the mini cart opens on a new add or update). */
  record(type: CartActionType, sku?: string): void {
    this.host.lastAction = { type, ...(sku ? { sku } : {}), time: this.now() };
  }

  begin(): void {
    this.inflight += 1;
    this.host.isUpdatePending = true;
    this.host.disabledSubmit = true;
  }

  end(): void {
    this.inflight -= 1;
    this.host.isUpdatePending = this.inflight > 0;
    this.host.disabledSubmit = this.inflight > 0 || this.holds > 0;
  }
}
