import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type {
  GuestOrderQuery,
  Order,
  OrderHistoryCursor,
  OrderService,
  OrderSummary,
} from '../../../kernel/types/orders.ts';

/** How a read ended: the pages tell a signed-out shopper to sign in and a missing order from a failed call. */
export type OrdersLoadState = 'idle' | 'loading' | 'ready' | 'signed-out' | 'not-found' | 'failed';

/**
 * What a failed call means to the pages: 401 is signed out, 404 is no such order, anything else a failure. The API
 * client answers a 401 it could not recover from (no token to refresh) as a failed session: signed out too.
 */
function stateOf(error: unknown): OrdersLoadState {
  const failure = error as { status?: unknown; kind?: unknown } | null;
  const status = failure?.status;
  if (status === 401 || failure?.kind === 'session-failed') return 'signed-out';
  if (status === 404) return 'not-found';
  return 'failed';
}

/**
 * The customer's orders: the history in pages (each "show more" appends the page after the last order shown, until
 * the API names no next page), one order in full, and a guest's lookup by reference, contact and link hash. A read
 * started later wins over one still under way, so a slow answer never replaces a newer one.
 */
export class OrdersStore {
  history: OrderSummary[] = [];
  historyState: OrdersLoadState = 'idle';
  /** A "show more" under way; the list already shown stays. */
  loadingMore = false;
  /** "Show more" failed; the pages shown stay and the shopper may try again. */
  moreFailed = false;
  order: Order | null = null;
  orderState: OrdersLoadState = 'idle';
  lookup: Order | null = null;
  lookupState: OrdersLoadState = 'idle';
  private next: OrderHistoryCursor | undefined = undefined;
  private readonly latest = { history: 0, order: 0, lookup: 0 };

  constructor(private readonly service: OrderService) {
    makeAutoObservable<OrdersStore, 'service' | 'latest'>(this, {
      service: false,
      latest: false,
      order: observableRef,
      lookup: observableRef,
      history: observableRef,
    });
  }

  /** Another page may follow the ones shown. */
  get hasMore(): boolean {
    return this.next !== undefined;
  }

  /** The first page, replacing whatever was shown. */
  async loadHistory(): Promise<void> {
    const call = ++this.latest.history;
    this.historyState = 'loading';
    this.moreFailed = false;
    try {
      const page = await this.service.history();
      if (call !== this.latest.history) return;
      runInAction(() => {
        this.history = page.orders;
        this.next = page.next;
        this.historyState = 'ready';
      });
    } catch (error) {
      if (call === this.latest.history) runInAction(() => (this.historyState = stateOf(error)));
    }
  }

  /** The page after the last order shown, appended; nothing once the end is reached. */
  async showMore(): Promise<void> {
    const after = this.next;
    if (!after || this.loadingMore || this.historyState !== 'ready') return;
    const call = this.latest.history;
    this.loadingMore = true;
    this.moreFailed = false;
    try {
      const page = await this.service.history(after);
      if (call !== this.latest.history) return;
      runInAction(() => {
        const shown = new Set(this.history.map((order) => order.reference));
        this.history = [...this.history, ...page.orders.filter((order) => !shown.has(order.reference))];
        this.next = page.next;
      });
    } catch (error) {
      if (call !== this.latest.history) return;
      const state = stateOf(error);
      runInAction(() => {
        if (state === 'signed-out') this.historyState = state;
        else this.moreFailed = true;
      });
    } finally {
      runInAction(() => (this.loadingMore = false));
    }
  }

  /** One of the signed-in customer's orders. */
  async loadOrder(reference: string): Promise<void> {
    const call = ++this.latest.order;
    if (this.order?.reference !== reference) this.order = null;
    this.orderState = 'loading';
    try {
      const order = await this.service.order(reference);
      if (call === this.latest.order)
        runInAction(() => {
          this.order = order;
          this.orderState = 'ready';
        });
    } catch (error) {
      if (call === this.latest.order)
        runInAction(() => {
          this.order = null;
          this.orderState = stateOf(error);
        });
    }
  }

  /** A guest's order by reference, e-mail or phone, and the hash from the confirmation e-mail's link. */
  async lookUp(query: GuestOrderQuery): Promise<void> {
    const call = ++this.latest.lookup;
    this.lookup = null;
    this.lookupState = 'loading';
    try {
      const order = await this.service.lookUp(query);
      if (call === this.latest.lookup)
        runInAction(() => {
          this.lookup = order;
          this.lookupState = 'ready';
        });
    } catch (error) {
      // A guest is never signed out of anything: every refusal reads as "not found".
      const state = stateOf(error);
      if (call === this.latest.lookup)
        runInAction(() => (this.lookupState = state === 'signed-out' ? 'not-found' : state));
    }
  }
}
