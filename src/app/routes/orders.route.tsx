import { orderReferencePattern } from '../../../schemas/api/orders.schema.ts';
import { defineRoute } from './define-route.tsx';
import { OrderScreen, OrdersScreen, OrderStatusScreen, TrackingScreen } from './lazy-screens.ts';

const ORDER_PATH = /^\/orders\/([^/]+)$/;
const REFERENCE = new RegExp(orderReferencePattern);

/** `/orders`: the signed-in customer's order history. */
export const ordersRoute = defineRoute<true>({
  id: 'orders',
  match: ({ rest }) => (rest === '/orders' ? true : undefined),
  Screen: OrdersScreen,
  head: (_match, { rest }) => ({ path: rest, titleKey: 'WEB.ORDERS.TITLE' }),
});

/** `/orders/order-status`: a guest's order, found with the e-mailed link's hash. Tried before `/orders/:ref`. */
export const orderStatusRoute = defineRoute<true>({
  id: 'order-status',
  match: ({ rest }) => (rest === '/orders/order-status' ? true : undefined),
  Screen: OrderStatusScreen,
  head: (_match, { rest }) => ({ path: rest, titleKey: 'WEB.ORDERS.LOOKUP_TITLE' }),
});

/** `/orders/:orderReference`: one of the signed-in customer's orders. */
export const orderRoute = defineRoute<{ orderReference: string }>({
  id: 'order',
  match: ({ rest }) => {
    const reference = ORDER_PATH.exec(rest)?.[1];
    return reference && REFERENCE.test(reference) ? { orderReference: reference } : undefined;
  },
  Screen: OrderScreen,
  head: (_match, { rest }) => ({ path: rest, titleKey: 'WEB.ORDERS.TITLE' }),
});

/** `/tracking`: where a guest's parcel is. */
export const trackingRoute = defineRoute<true>({
  id: 'tracking',
  match: ({ rest }) => (rest === '/tracking' ? true : undefined),
  Screen: TrackingScreen,
  head: (_match, { rest }) => ({ path: rest, titleKey: 'WEB.ORDERS.TRACKING_TITLE' }),
});
