import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';
import type { FieldTranslations } from '../../lib/translated-text.ts';

/** What placement stores on an order besides its columns: the payment and, once known, the answer to replay. */
export interface OrderPayment {
  method: string;
  /** VOIDED: the shop dropped the order and the provider accepted its cancel of the payment. */
  state: 'PENDING' | 'AUTHORISED' | 'REFUSED' | 'CANCELLED' | 'ERROR' | 'VOIDED';
  pspReference?: string;
  /** A payment authorised after the order was cancelled, other than the recorded one: the one to void. */
  voidPspReference?: string;
  resultCode?: string;
  refusalReason?: string;
  brand?: string;
  last4?: string;
  /** The answer given to the placement call, replayed for the same idempotency key. */
  answer?: StoredAnswer;
  /** Digests of the redirectResults the provider confirmed for this order: a browser return holding one may reload. */
  returnProofs?: string[];
}

/** An answer as replayed: a success body, or an error's status, code, message and details. */
export type StoredAnswer =
  | { ok: true; body: Record<string, unknown> }
  | {
      ok: false;
      status: number;
      code: string;
      message: string;
      details?: { pointer: string; message: string }[];
    };

export interface PlacedOrderRow {
  id: number;
  reference: string;
  cart_id: number | null;
  session_id: string | null;
  account_id: string | null;
  site_id: string;
  language: string;
  currency: string;
  status: string;
  email: string;
  lookup_hash: string;
  payment: OrderPayment;
  total_cost_minor: number;
  placed_at: Date;
}

export interface NewOrder {
  reference: string;
  cartId: number;
  idempotencyKey: string;
  sessionId: string;
  accountId: string | null;
  siteId: string;
  language: string;
  currency: string;
  email: string;
  phone: string;
  lookupHash: string;
  consumer: object;
  shippingAddress: object;
  billingAddress: object;
  shippingMethod: object;
  /** The order's own words in each of the site's languages (the delivery method's name). */
  translations: FieldTranslations;
  payment: OrderPayment;
  voucherCode: string | null;
  /** The order holds one use of its voucher, given back if it is cancelled. */
  voucherUseSpent: boolean;
  totals: { itemCost: number; discount: number; delivery: number; tax: number; total: number };
  placedAt: Date;
}

export interface NewOrderLine {
  sku: string;
  productId: string;
  name: string;
  brand: string;
  options: object;
  quantity: number;
  unitList: number;
  unitSale: number;
  discount: number;
  thumbnailUrl: string;
  customisation: object | null;
  advanceQuantity: number;
  /** The line's names (product, colour, size) in each of the site's languages. */
  translations: FieldTranslations;
}

export interface SkuStockRow {
  sku: string;
  stock: number;
  fulfilment: 'STOCK' | 'PREORDER' | 'BACKORDER';
  advance_limit: number;
  discontinued: boolean;
}

const ORDER_COLUMNS =
  'id, reference, cart_id, session_id, account_id, site_id, language, currency, status, email, lookup_hash, payment, total_cost_minor, placed_at';

/** SQL of order placement: stock, the order and its lines, status changes and the cart's state. */
export const placementRepository = {
  /** Lock the skus in one fixed order (by sku), so two placements sharing skus wait instead of deadlocking. */
  lockSkus(db: Queryable, skus: string[]): Promise<SkuStockRow[]> {
    return db.query<SkuStockRow>(
      `SELECT sku, stock, fulfilment, advance_limit, discontinued FROM skus WHERE sku = ANY($1::text[])
       ORDER BY sku FOR UPDATE`,
      [skus],
    );
  },

  /** Take units: from stock, and beyond it from the advance allowance; false when the guard finds too few. */
  async takeStock(db: Queryable, sku: string, fromStock: number, fromAdvance: number): Promise<boolean> {
    const rows = await db.query(
      `UPDATE skus SET stock = stock - $2, advance_limit = advance_limit - $3
       WHERE sku = $1 AND stock >= $2 AND advance_limit >= $3 AND NOT discontinued RETURNING sku`,
      [sku, fromStock, fromAdvance],
    );
    return rows.length === 1;
  },

  async insertOrder(db: Queryable, order: NewOrder): Promise<number> {
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO orders (reference, cart_id, idempotency_key, session_id, account_id, site_id, language, currency,
         status, email, phone, lookup_hash, consumer, shipping_address, billing_address, shipping_method, payment,
         voucher_code, total_item_cost_minor, total_discount_minor, delivery_cost_minor, total_tax_minor,
         total_cost_minor, placed_at, voucher_use_spent, translations)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'PENDING_PAYMENT', $9, $10, $11, $12, $13, $14, $15, $16, $17, $18,
         $19, $20, $21, $22, $23, $24, $25) RETURNING id`,
      [
        order.reference,
        order.cartId,
        order.idempotencyKey,
        order.sessionId,
        order.accountId,
        order.siteId,
        order.language,
        order.currency,
        order.email,
        order.phone,
        order.lookupHash,
        JSON.stringify(order.consumer),
        JSON.stringify(order.shippingAddress),
        JSON.stringify(order.billingAddress),
        JSON.stringify(order.shippingMethod),
        JSON.stringify(order.payment),
        order.voucherCode,
        order.totals.itemCost,
        order.totals.discount,
        order.totals.delivery,
        order.totals.tax,
        order.totals.total,
        order.placedAt,
        order.voucherUseSpent,
        JSON.stringify(order.translations),
      ],
    );
    return Number(row!.id);
  },

  async insertLine(db: Queryable, orderId: number, line: NewOrderLine): Promise<void> {
    await db.query(
      `INSERT INTO order_lines (id, order_id, sku, product_id, name, brand, options, quantity, unit_list_minor,
         unit_sale_minor, discount_minor, thumbnail_url, customisation, advance_quantity, translations)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
      [
        randomUUID(),
        orderId,
        line.sku,
        line.productId,
        line.name,
        line.brand,
        JSON.stringify(line.options),
        line.quantity,
        line.unitList,
        line.unitSale,
        line.discount,
        line.thumbnailUrl,
        line.customisation === null ? null : JSON.stringify(line.customisation),
        line.advanceQuantity,
        JSON.stringify(line.translations),
      ],
    );
  },

  async byIdempotencyKey(db: Queryable, key: string): Promise<PlacedOrderRow | undefined> {
    const [row] = await db.query<PlacedOrderRow>(
      `SELECT ${ORDER_COLUMNS} FROM orders WHERE idempotency_key = $1`,
      [key],
    );
    return row;
  },

  async byReference(db: Queryable, reference: string, lock = false): Promise<PlacedOrderRow | undefined> {
    const [row] = await db.query<PlacedOrderRow>(
      `SELECT ${ORDER_COLUMNS} FROM orders WHERE reference = $1 ${lock ? 'FOR UPDATE' : ''}`,
      [reference],
    );
    return row;
  },

  /** Orders still waiting for their payment since before `before`, oldest first. */
  async stalePending(db: Queryable, before: Date, limit: number): Promise<string[]> {
    const rows = await db.query<{ reference: string }>(
      `SELECT reference FROM orders WHERE status = 'PENDING_PAYMENT' AND placed_at < $1 ORDER BY placed_at LIMIT $2`,
      [before, limit],
    );
    return rows.map((row) => row.reference);
  },

  async setOutcome(db: Queryable, orderId: number, status: string, payment: OrderPayment): Promise<void> {
    await db.query('UPDATE orders SET status = $2, payment = $3 WHERE id = $1', [
      orderId,
      status,
      JSON.stringify(payment),
    ]);
  },

  async addEvent(db: Queryable, orderId: number, status: string, detail: object, at: Date): Promise<void> {
    await db.query(
      'INSERT INTO order_events (order_id, status, detail, happened_at) VALUES ($1, $2, $3, $4)',
      [orderId, status, JSON.stringify(detail), at],
    );
  },

  async setCartStatus(db: Queryable, cartId: number, status: 'ORDERED' | 'ACTIVE', now: Date): Promise<void> {
    await db.query('UPDATE carts SET status = $2, version = version + 1, updated_at = $3 WHERE id = $1', [
      cartId,
      status,
      now,
    ]);
  },

  /**
   * Make an ordered cart active again after a refused payment. A cart the shopper started meanwhile gives way (it is
   * marked REPLACED): the refused order's bag is the one they were paying for.
   */
  async reactivateCart(db: Queryable, cartId: number, now: Date): Promise<void> {
    await db.query(
      `UPDATE carts o SET status = 'REPLACED', updated_at = $2 FROM carts c
       WHERE c.id = $1 AND o.id <> c.id AND o.status = 'ACTIVE' AND o.site_id = c.site_id
         AND ((c.account_id IS NOT NULL AND o.account_id = c.account_id)
           OR (c.account_id IS NULL AND o.account_id IS NULL AND o.session_id = c.session_id))`,
      [cartId, now],
    );
    await db.query(
      `UPDATE carts SET status = 'ACTIVE', version = version + 1, updated_at = $2 WHERE id = $1 AND status = 'ORDERED'`,
      [cartId, now],
    );
  },
};
