import { orderReferencePattern } from '../../../schemas/api/orders.schema.ts';
import { defineRoute } from './define-route.tsx';
import { lazyComponent } from '../../renderer/index.ts';

// The order pages: a chunk for the signed-in customer's pages, one for the guest's lookups.
const orderScreens = {
  account: () => import('../../features/orders/screens/orders-page.tsx'),
  lookup: () => import('../../features/orders/screens/order-lookup-pages.tsx'),
};

/** One order of the signed-in customer. */
export const OrderScreen = lazyComponent(orderScreens.account, (module) => module.OrderScreen);

/** The order history. */
export const OrdersScreen = lazyComponent(orderScreens.account, (module) => module.OrdersScreen);

/** A guest's order status. */
export const OrderStatusScreen = lazyComponent(orderScreens.lookup, (module) => module.OrderStatusScreen);

/** A guest's parcel tracking. */
export const TrackingScreen = lazyComponent(orderScreens.lookup, (module) => module.TrackingScreen);

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
