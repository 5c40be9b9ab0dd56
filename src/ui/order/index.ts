/** The parts of an order both the confirmation page and the order pages show. */
export { LineBrokenText } from './line-broken-text.tsx';
export { OrderLineItem, type OrderLineView } from './order-line-item.tsx';
export { OrderTotalsRows, type OrderTotalsLabels, type OrderTotalsView } from './order-totals-rows.tsx';
