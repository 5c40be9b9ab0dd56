import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { orderLookupHash } from '../commerce/orders/order-lookup-hash.ts';

export interface FixtureOrderLine {
  sku: string;
  productId?: string;
  name?: string;
  brand?: string;
  options?: Record<string, string>;
  quantity?: number;
  unitList?: number;
  unitSale?: number;
  discount?: number;
  thumbnailUrl?: string;
  customisation?: { inputs: { key: string; value: string }[] };
}

export interface FixtureOrderEvent {
  status: string;
  happenedAt: Date;
  detail?: Record<string, unknown>;
}

export interface FixtureOrder {
  reference: string;
  /** The lookup secret (`context.secrets.orderLookup`), so `lookup_hash` holds what checkout would store. */
  lookupSecret: string;
  accountId?: string | null;
  /** The shopping session it was placed in (the raw id, not the signed token). */
  sessionId?: string;
  siteId?: string;
  currency?: string;
  status?: string;
  email?: string;
  phone?: string;
  placedAt?: Date;
  lines?: FixtureOrderLine[];
  events?: FixtureOrderEvent[];
  payment?: Record<string, unknown>;
  shippingAddress?: Record<string, unknown>;
  billingAddress?: Record<string, unknown>;
  shippingMethod?: Record<string, unknown>;
  deliveryCost?: number;
  totalTax?: number;
  voucherCode?: string;
}

const DEFAULT_ADDRESS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  addressLine1: '12 Marylebone Road',
  city: 'London',
  postcode: 'NW1 5LR',
  countryCode: 'GB',
  phoneNumber: '+44 20 7946 0000',
};

/** Insert an order with its lines and events as checkout would (checkout itself is another issue). */
export async function insertFixtureOrder(db: Queryable, order: FixtureOrder): Promise<void> {
  const lines = (order.lines ?? [{ sku: 'SKU-1' }]).map((line) => ({
    ...line,
    quantity: line.quantity ?? 1,
    unitList: line.unitList ?? 5000,
    unitSale: line.unitSale ?? line.unitList ?? 5000,
    discount: line.discount ?? 0,
  }));
  const itemCost = lines.reduce((sum, line) => sum + line.unitSale * line.quantity, 0);
  const discount = lines.reduce((sum, line) => sum + line.discount, 0);
  const delivery = order.deliveryCost ?? 495;
  const email = order.email ?? 'ada@example.com';
  const [{ id }] = (await db.query<{ id: number }>(
    `INSERT INTO orders (reference, account_id, site_id, language, currency, status, email, phone, lookup_hash,
       consumer, shipping_address, billing_address, shipping_method, payment, voucher_code, total_item_cost_minor,
       total_discount_minor, delivery_cost_minor, total_tax_minor, total_cost_minor, placed_at, session_id)
     VALUES ($1, $2, $3, 'en', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21)
     RETURNING id::int AS id`,
    [
      order.reference,
      order.accountId ?? null,
      order.siteId ?? 'uk',
      order.currency ?? 'GBP',
      order.status ?? 'PLACED',
      email,
      order.phone ?? '',
      orderLookupHash(order.reference, order.lookupSecret),
      { firstName: 'Ada', lastName: 'Lovelace', email },
      order.shippingAddress ?? DEFAULT_ADDRESS,
      order.billingAddress ?? DEFAULT_ADDRESS,
      order.shippingMethod ?? { id: 'uk-standard', method: 'standard', name: 'Standard', price: delivery },
      order.payment ?? { method: 'creditcard', brand: 'visa', last4: '1111' },
      order.voucherCode ?? null,
      itemCost,
      discount,
      delivery,
      order.totalTax ?? 0,
      itemCost - discount + delivery + (order.totalTax ?? 0),
      order.placedAt ?? new Date('2026-11-20T10:00:00Z'),
      order.sessionId ?? null,
    ],
  )) as [{ id: number }];
  for (const line of lines) {
    await db.query(
      `INSERT INTO order_lines (id, order_id, sku, product_id, name, brand, options, quantity, unit_list_minor,
         unit_sale_minor, discount_minor, thumbnail_url, customisation)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [
        randomUUID(),
        id,
        line.sku,
        line.productId ?? line.sku.split('-')[0],
        line.name ?? `Item ${line.sku}`,
        line.brand ?? 'Maison Nord',
        line.options ?? { color: 'black', size: 'm' },
        line.quantity,
        line.unitList,
        line.unitSale,
        line.discount,
        line.thumbnailUrl ?? `/media/products/${line.sku}.svg`,
        line.customisation ?? null,
      ],
    );
  }
  for (const event of order.events ?? []) {
    await db.query(
      'INSERT INTO order_events (order_id, status, detail, happened_at) VALUES ($1, $2, $3, $4)',
      [id, event.status, event.detail ?? {}, event.happenedAt],
    );
  }
}
