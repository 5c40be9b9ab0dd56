import type { OrderDetails } from '../../../schemas/api/orders.schema.ts';
import type { Database } from '../../db/database.ts';
import { purchasePairs } from '../../db/purchase-pairs.ts';
import { releaseCancelledOrder } from './order-release.ts';

type OrderStatus = OrderDetails['status'];

/** Where an order may go next from each status; anything else is refused so the timeline stays believable. */
const NEXT_STATUSES: Partial<Record<OrderStatus, readonly OrderStatus[]>> = {
  PLACED: ['PROCESSING', 'SHIPPED', 'CANCELLED'],
  PROCESSING: ['SHIPPED', 'CANCELLED'],
  SHIPPED: ['DELIVERED', 'RETURNED'],
  DELIVERED: ['RETURNED'],
};

/** A shipment's details, recorded on the SHIPPED event and shown on the timeline and the tracking page. */
export interface Shipment {
  carrier: string;
  trackingNumber: string;
  trackingUrl?: string;
}

/** A move the order's current status does not allow, or a shipment without its carrier and tracking number. */
export class FulfilmentRefusedError extends Error {}

/**
 * Fulfilment as the shop's operator records it (the demo has no warehouse): move a placed order on to its next status
 * and add the matching event, in one transaction, so the status and the timeline never disagree.
 */
export class OrderFulfilment {
  constructor(private readonly deps: { db: Database; now: () => Date }) {}

  async advance(reference: string, status: OrderStatus, shipment?: Shipment): Promise<void> {
    if (status === 'SHIPPED' && !(shipment?.carrier.trim() && shipment.trackingNumber.trim()))
      throw new FulfilmentRefusedError('A shipment needs its carrier and tracking number');
    await this.deps.db.transaction(async (tx) => {
      const [order] = await tx.query<{ id: number; status: OrderStatus }>(
        'SELECT id::int AS id, status FROM orders WHERE reference = $1 FOR UPDATE',
        [reference],
      );
      if (!order) throw new FulfilmentRefusedError(`No order ${reference}`);
      if (!NEXT_STATUSES[order.status]?.includes(status))
        throw new FulfilmentRefusedError(`Order ${reference} is ${order.status}: it cannot become ${status}`);
      await tx.query('UPDATE orders SET status = $2 WHERE id = $1', [order.id, status]);
      // Cancelled before it shipped: its units go back on sale, its code may be used again, and the payment the
      // provider holds for it is voided by the payment worker (retried until the provider takes it).
      // Its products no longer count as bought together either.
      if (status === 'CANCELLED') {
        await releaseCancelledOrder(tx, order.id, { voidPayment: true });
        await purchasePairs.forgetOrder(tx, order.id);
      }
      await tx.query(
        'INSERT INTO order_events (order_id, status, detail, happened_at) VALUES ($1, $2, $3, $4)',
        [order.id, status, JSON.stringify(status === 'SHIPPED' ? shipment : {}), this.deps.now()],
      );
    });
  }
}
