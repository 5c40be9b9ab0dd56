export { OrderHistory } from './order-history.tsx';
export { OrderDetailsView, type OrderWording } from './order-details.tsx';
export { OrderTimeline } from './order-timeline.tsx';
export { GuestLookup } from './guest-lookup.tsx';
export { ShipmentStatus } from './shipment-status.tsx';
export { SignInNotice } from './sign-in-notice.tsx';
export { useOrderDates } from './use-order-dates.ts';
