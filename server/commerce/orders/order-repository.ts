import type { OrderSummary } from '../../../schemas/api/orders.schema.ts';
import type { Queryable } from '../../db/database.ts';
import type { OrderRow } from './order-shape.ts';

/** Lines by name then sku: order_lines has no position, and a stable order keeps the page from reshuffling. */
const LINE_ORDER = 'ORDER BY l.name, l.sku';

const DETAILS_SQL = `
SELECT o.reference, o.status, o.placed_at, o.language, o.translations, o.currency, o.email, o.phone, o.consumer, o.shipping_address,
       o.billing_address, o.shipping_method, o.payment, o.voucher_code, o.total_item_cost_minor,
       o.total_discount_minor, o.delivery_cost_minor, o.total_tax_minor, o.total_cost_minor,
       (SELECT json_agg(json_build_object(
                  'sku', l.sku, 'product_id', l.product_id, 'name', l.name, 'brand', l.brand, 'options', l.options,
                  'quantity', l.quantity, 'unit_list_minor', l.unit_list_minor, 'unit_sale_minor', l.unit_sale_minor,
                  'discount_minor', l.discount_minor, 'thumbnail_url', l.thumbnail_url,
                  'customisation', l.customisation, 'translations', l.translations) ${LINE_ORDER})
          FROM order_lines l WHERE l.order_id = o.id) AS lines,
       (SELECT json_agg(json_build_object('status', e.status, 'detail', e.detail, 'happened_at', e.happened_at)
                ORDER BY e.happened_at, e.id)
          FROM order_events e WHERE e.order_id = o.id) AS events
  FROM orders o
 WHERE o.reference = $1`;

/**
 * Newest first, ties on placed_at broken by id (the orders_account index order). The cursor is the caller's order
 * named by lastKey, exact to the microsecond; lastKeyTs alone (epoch ms) serves when that reference is not theirs.
 */
const HISTORY_SQL = `
WITH cursor AS (
  SELECT placed_at, id FROM (
    SELECT c.placed_at, c.id, 0 AS pick FROM orders c WHERE c.reference = $2 AND c.account_id = $1
    UNION ALL
    SELECT $3::timestamptz, 0::bigint, 1 WHERE $3::timestamptz IS NOT NULL
  ) candidates ORDER BY pick LIMIT 1
)
SELECT o.reference, o.status, o.placed_at, o.currency, o.total_cost_minor,
       (SELECT coalesce(sum(l.quantity), 0)::int FROM order_lines l WHERE l.order_id = o.id) AS item_count,
       array(SELECT l.thumbnail_url FROM order_lines l WHERE l.order_id = o.id ${LINE_ORDER} LIMIT 4) AS thumbnails
  FROM orders o
 WHERE o.account_id = $1
   AND (($2::text IS NULL AND $3::timestamptz IS NULL) OR (o.placed_at, o.id) < (SELECT placed_at, id FROM cursor))
 ORDER BY o.placed_at DESC, o.id DESC
 LIMIT $4`;

/** One order of a history page, with its item count and first thumbnails. */
export interface OrderSummaryRow {
  reference: string;
  status: OrderSummary['status'];
  placed_at: Date;
  currency: string;
  total_cost_minor: number;
  item_count: number;
  thumbnails: string[];
}

/** SQL for orders as customers read them; placing orders is checkout's. */
export const orderRepository = {
  /** An account's orders after the cursor (lastKey, else lastKeyTs; none: the newest), at most `limit`. */
  history(
    db: Queryable,
    accountId: string,
    cursor: { lastKey: string | null; lastKeyTs: Date | null },
    limit: number,
  ): Promise<OrderSummaryRow[]> {
    return db.query<OrderSummaryRow>(HISTORY_SQL, [accountId, cursor.lastKey, cursor.lastKeyTs, limit]);
  },

  /** An order with its lines and events, by reference; with `accountId`, only when that account placed it. */
  /** An order placed in this shopping session, or by this account. */
  async placedBy(
    db: Queryable,
    reference: string,
    owner: { sessionId: string; accountId: string | null },
  ): Promise<OrderRow | undefined> {
    const [row] = await db.query<OrderRow>(
      `${DETAILS_SQL} AND (o.session_id = $2 OR (o.account_id IS NOT NULL AND o.account_id = $3))`,
      [reference, owner.sessionId, owner.accountId],
    );
    return row;
  },

  async details(db: Queryable, reference: string, accountId?: string): Promise<OrderRow | undefined> {
    const [row] =
      accountId === undefined
        ? await db.query<OrderRow>(DETAILS_SQL, [reference])
        : await db.query<OrderRow>(`${DETAILS_SQL} AND o.account_id = $2`, [reference, accountId]);
    return row;
  },
};
