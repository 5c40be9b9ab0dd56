import type {
  GuestOrderQuery,
  Order,
  OrderHistoryCursor,
  OrderHistoryPage,
  OrderService,
  OrderSummary,
} from '../../src/kernel/types/orders.ts';

/** A failure as the API client gives it: the HTTP status and the error code. */
export const orderFailure = (status: number, code = 'ERROR') =>
  Object.assign(new Error(`HTTP ${status}`), { kind: 'http' as const, status, code });

/** An order in the history list. */
export const testOrderSummary = (reference: string, overrides: Partial<OrderSummary> = {}): OrderSummary => ({
  reference,
  status: 'PLACED',
  placedAt: '2026-11-20T10:00:00.000Z',
  currency: 'GBP',
  total: 12_495,
  itemCount: 2,
  thumbnails: ['/media/products/MN100001-BLK-M.svg'],
  ...overrides,
});

/** An order in full: shipped by DPD, two lines, delivery and billing addresses apart. */
export const testOrder = (overrides: Partial<Order> = {}): Order => ({
  reference: 'UKTEST1',
  status: 'SHIPPED',
  placedAt: '2026-11-20T10:00:00.000Z',
  currency: 'GBP',
  email: 'ada@example.com',
  lines: [
    {
      sku: 'MN100001-BLK-M',
      productId: 'MN100001',
      name: 'Wrap dress',
      brand: 'Atelier Sud',
      colorName: 'Black',
      sizeName: 'M',
      quantity: 2,
      listPrice: 8000,
      salePrice: 6000,
      total: 10_800,
      thumbnailUrl: '/media/products/MN100001-BLK-M.svg',
      personalisation: [{ key: 'initials', value: 'AL' }],
    },
    {
      sku: 'MN100002-IVO-S',
      productId: 'MN100002',
      name: 'Cashmere scarf',
      brand: 'Maison Nord',
      quantity: 1,
      listPrice: 4500,
      salePrice: 4500,
      total: 4500,
      thumbnailUrl: '/media/products/MN100002-IVO-S.svg',
      personalisation: [],
    },
  ],
  totals: { items: 16_500, discount: 1200, delivery: 495, tax: 0, total: 15_795, count: 3 },
  shippingAddress: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    addressLine1: '12 Marylebone Road',
    city: 'London',
    postcode: 'NW1 5LR',
    countryCode: 'GB',
  },
  billingAddress: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    addressLine1: '3 Park Row',
    city: 'Leeds',
    postcode: 'LS1 5HD',
    countryCode: 'GB',
  },
  shippingMethod: 'Standard',
  payment: { method: 'creditcard', brand: 'visa', last4: '1111' },
  timeline: [
    { step: 'PLACED', at: '2026-11-20T10:00:00.000Z' },
    { step: 'PAID', at: '2026-11-20T10:01:00.000Z' },
    { step: 'SHIPPED', at: '2026-11-21T09:00:00.000Z', carrier: 'DPD', trackingNumber: '15501234567890' },
  ],
  ...overrides,
});

/**
 * Orders a test answers by hand: each call waits until the test settles it (`answer` or `fail`), oldest first, so a
 * test can look at the store while a call is in flight and settle calls out of order.
 */
export class FakeOrderService implements OrderService {
  readonly calls: { kind: 'history' | 'order' | 'lookUp'; argument: unknown }[] = [];
  private readonly waiting: { resolve: (value: never) => void; reject: (error: unknown) => void }[] = [];

  history(after?: OrderHistoryCursor): Promise<OrderHistoryPage> {
    return this.wait('history', after);
  }

  order(reference: string): Promise<Order> {
    return this.wait('order', reference);
  }

  lookUp(query: GuestOrderQuery): Promise<Order> {
    return this.wait('lookUp', query);
  }

  get pending(): number {
    return this.waiting.length;
  }

  /** Settle the oldest call (or the one at `index`) with an answer. */
  async answer(value: OrderHistoryPage | Order, index = 0): Promise<void> {
    this.waiting.splice(index, 1)[0]!.resolve(value as never);
    await Promise.resolve();
    await Promise.resolve();
  }

  /** Settle the oldest call (or the one at `index`) with a failure. */
  async fail(error: unknown, index = 0): Promise<void> {
    this.waiting.splice(index, 1)[0]!.reject(error);
    await Promise.resolve();
    await Promise.resolve();
  }

  private wait<T>(kind: 'history' | 'order' | 'lookUp', argument: unknown): Promise<T> {
    this.calls.push({ kind, argument });
    return new Promise<T>((resolve, reject) =>
      this.waiting.push({ resolve: resolve as (value: never) => void, reject }),
    );
  }
}
