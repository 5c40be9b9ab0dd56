import type { Address } from './cart.ts';

/** Where an order stands, as the shop records it. */
export type OrderStatus =
  'PENDING_PAYMENT' | 'PLACED' | 'PROCESSING' | 'SHIPPED' | 'DELIVERED' | 'CANCELLED' | 'RETURNED';

/** A step of an order's timeline: placed, paid, shipped… */
export type OrderStep = 'PLACED' | 'PAID' | 'PROCESSING' | 'SHIPPED' | 'DELIVERED' | 'CANCELLED' | 'RETURNED';

/** One order of the history list. Money in minor units of `currency`. */
export interface OrderSummary {
  reference: string;
  status: OrderStatus;
  /** ISO date-time. */
  placedAt: string;
  currency: string;
  total: number;
  itemCount: number;
  thumbnails: string[];
}

/** Where the next history page starts: the last order of this one. */
export interface OrderHistoryCursor {
  lastKey: string;
  lastKeyTs: number;
}

/** A page of the history, newest first; `next` is absent on the last page. */
export interface OrderHistoryPage {
  orders: OrderSummary[];
  next?: OrderHistoryCursor;
}

/** A line of an order: what was bought, in which options, at what price. */
export interface OrderLine {
  sku: string;
  productId: string;
  name: string;
  brand: string;
  colorName?: string;
  sizeName?: string;
  quantity: number;
  /** Price of one before and after the sale. */
  listPrice: number;
  salePrice: number;
  /** For the whole quantity, after discounts. */
  total: number;
  thumbnailUrl: string;
  /** Personalisation the shopper chose (initials…). */
  personalisation: { key: string; value: string }[];
}

/** A step of the order's timeline; a shipment carries its carrier and tracking number. */
export interface OrderTimelineEntry {
  step: OrderStep;
  /** ISO date-time. */
  at: string;
  carrier?: string;
  trackingNumber?: string;
  trackingUrl?: string;
}

/** An order in full, as its owner (or the guest holding its link) sees it. */
export interface Order {
  reference: string;
  status: OrderStatus;
  placedAt: string;
  currency: string;
  email: string;
  lines: OrderLine[];
  totals: { items: number; discount: number; delivery: number; tax: number; total: number; count: number };
  voucherCode?: string;
  shippingAddress: Partial<Address>;
  billingAddress: Partial<Address>;
  shippingMethod?: string;
  payment: { method: string; brand?: string; last4?: string };
  /** Oldest first. */
  timeline: OrderTimelineEntry[];
}

/** A guest's lookup: the reference, the e-mail or phone it was placed with, and the hash from the e-mailed link. */
export interface GuestOrderQuery {
  orderReference: string;
  email?: string;
  phone?: string;
  hash: string;
}

/** Orders as customers read them. Failures are `ServiceFailure`s (401 signed out, 404 no such order). */
export interface OrderService {
  history(after?: OrderHistoryCursor): Promise<OrderHistoryPage>;
  order(reference: string): Promise<Order>;
  lookUp(query: GuestOrderQuery): Promise<Order>;
}
