export { OrderHistory } from './order-history.tsx';
export { OrderDetailsView, type OrderWording } from './order-details.tsx';
export { OrderTimeline } from './order-timeline.tsx';
export { GuestLookup } from './guest-lookup.tsx';
export { ShipmentStatus } from './shipment-status.tsx';
export { SignInNotice } from './sign-in-notice.tsx';
export { useOrderDates } from './use-order-dates.ts';
export { ordersStore, createOrdersStore } from './orders-stores.ts';
export { reshapeOrderHeading, reshapeOrderTotals } from './api/reshape-order.ts';
export { usePaymentMethodName } from './payment-method-name.ts';

// Parts loaded on first use: the app calls these, and each stays a chunk of its own.
/** Loads order reads, with the first order page. */
export const loadOrdersApi = () => import('./api/orders-api.ts');
