import { runInAction } from 'mobx';
import type { AnalyticsService } from '../../../kernel/types/index.ts';
import type { PaymentService, PlacedOrder } from '../../../kernel/types/payment.ts';

/** The payment store's state for the order the complete page shows. */
export interface CompletedOrderHost {
  completed: PlacedOrder | null;
  completedState: 'idle' | 'loading' | 'ready' | 'failed';
}

/**
 * The order the complete page names, and the purchase event it sends once per order. Kept apart from the payment
 * store, which places the order; this reads it back after the fact, possibly on another page load.
 */
export class CompletedOrder {
  /** Orders whose purchase event went out already. */
  private readonly reported = new Set<string>();

  constructor(
    private readonly host: CompletedOrderHost,
    private readonly service: PaymentService,
    private readonly analytics?: AnalyticsService,
  ) {}

  /**
   * The order /complete names, read with its access token; the purchase event goes out once per order, with what
   * the server recorded rather than what the browser believed.
   */
  async load(orderReference: string, accessToken: string): Promise<void> {
    const host = this.host;
    if (host.completed?.reference === orderReference) return;
    host.completedState = 'loading';
    try {
      const order = await this.service.completedOrder(orderReference, accessToken);
      runInAction(() => {
        host.completed = order;
        host.completedState = 'ready';
      });
      if (!this.reported.has(order.reference)) {
        this.reported.add(order.reference);
        this.analytics?.emit({
          event: 'purchase',
          orderReference: order.reference,
          value: order.totals.total,
          currency: order.currency,
        });
      }
    } catch {
      runInAction(() => (host.completedState = 'failed'));
    }
  }
}
