import type { OrderDetails } from '../../../../schemas/api/orders.schema.ts';
import type { Order } from '../../../kernel/types/orders.ts';

// The order answer reads the same on the order pages and on the confirmation page in these parts.

/** Which order it is, its state and who placed it: the same on the order pages and on the confirmation page. */
export function reshapeOrderHeading(order: OrderDetails) {
  return {
    reference: order.reference,
    status: order.status,
    placedAt: order.placedAt,
    currency: order.currency,
    email: order.consumer.email,
  };
}

/** The API's order totals under the shop's names; amounts in minor units. */
export function reshapeOrderTotals(totals: OrderDetails['totals']): Order['totals'] {
  return {
    items: totals.totalItemCost,
    discount: totals.totalDiscount,
    delivery: totals.deliveryCost,
    tax: totals.totalTax,
    total: totals.totalCost,
    count: totals.totalItemCount,
  };
}
