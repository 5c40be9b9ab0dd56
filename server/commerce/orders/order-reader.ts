import { API_LIMITS } from '../../../schemas/api/conventions.ts';
import type {
  GuestOrderQueryBody,
  OrderDetails,
  OrderHistoryResponse,
  OrderSummary,
} from '../../../schemas/api/orders.schema.ts';
import { ApiError } from '../../api/api-error.ts';
import type { CommerceContext } from '../../api/context.ts';
import { orderLookupHash, sameText } from './order-lookup-hash.ts';
import { toOrderDetails, type OrderRow } from './order-shape.ts';

/** Lines by name then sku: order_lines has no position, and a stable order keeps the page from reshuffling. */
const LINE_ORDER = 'ORDER BY l.name, l.sku';

const DETAILS_SQL = `
SELECT o.reference, o.status, o.placed_at, o.currency, o.email, o.phone, o.consumer, o.shipping_address,
       o.billing_address, o.shipping_method, o.payment, o.voucher_code, o.total_item_cost_minor,
       o.total_discount_minor, o.delivery_cost_minor, o.total_tax_minor, o.total_cost_minor,
       (SELECT json_agg(json_build_object(
                  'sku', l.sku, 'product_id', l.product_id, 'name', l.name, 'brand', l.brand, 'options', l.options,
                  'quantity', l.quantity, 'unit_list_minor', l.unit_list_minor, 'unit_sale_minor', l.unit_sale_minor,
                  'discount_minor', l.discount_minor, 'thumbnail_url', l.thumbnail_url,
                  'customisation', l.customisation) ${LINE_ORDER})
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

interface SummaryRow {
  reference: string;
  status: OrderSummary['status'];
  placed_at: Date;
  currency: string;
  total_cost_minor: number;
  item_count: number;
  thumbnails: string[];
}

const orderNotFound = () => new ApiError(404, 'ORDER_NOT_FOUND', 'No such order');

/** Contact details compare loosely: e-mail without case, phone by its digits only. */
const normalEmail = (email: string) => email.trim().toLowerCase();
const normalPhone = (phone: string) => phone.replace(/\D/g, '');
/** Fewer digits than this is no phone number: an empty stored phone must never match an empty given one. */
const MIN_PHONE_DIGITS = 6;

/** The phone the order was placed with: the order's own column, else the consumer's. */
function storedPhone(row: OrderRow | undefined): string {
  const consumerPhone = row?.consumer.phoneNumber;
  return row?.phone || (typeof consumerPhone === 'string' ? consumerPhone : '');
}

/** Order history, details and guest lookup (spec 2 section 7.6); ownership is part of every lookup. */
export class OrderReader {
  constructor(private readonly context: CommerceContext) {}

  async history(
    accountId: string,
    page: { lastKey?: string; lastKeyTs?: number; pageSize?: number },
  ): Promise<OrderHistoryResponse> {
    const pageSize = page.pageSize ?? API_LIMITS.orderHistoryPageSize;
    const rows = await this.context.db.query<SummaryRow>(HISTORY_SQL, [
      accountId,
      page.lastKey ?? null,
      page.lastKeyTs === undefined ? null : new Date(page.lastKeyTs),
      pageSize + 1,
    ]);
    const orders = rows.slice(0, pageSize).map((row) => ({
      reference: row.reference,
      status: row.status,
      placedAt: row.placed_at.toISOString(),
      currency: row.currency,
      totalCost: row.total_cost_minor,
      totalItemCount: row.item_count,
      thumbnails: row.thumbnails,
    }));
    const last = rows.length > pageSize ? rows[pageSize - 1] : undefined;
    return last ? { orders, lastKey: last.reference, lastKeyTs: last.placed_at.getTime() } : { orders };
  }

  /** A signed-in customer's own order; another account's answers exactly like a missing one. */
  async forAccount(accountId: string, reference: string): Promise<OrderDetails> {
    const [row] = await this.context.db.query<OrderRow>(`${DETAILS_SQL} AND o.account_id = $2`, [
      reference,
      accountId,
    ]);
    if (!row) throw orderNotFound();
    return toOrderDetails(row);
  }

  /**
   * A guest's order: the hash of the reference and every contact detail given must match. Each check runs whether or
   * not an earlier one failed, and every failure is the same 404, so a caller learns nothing about which was wrong.
   */
  async forGuest(query: GuestOrderQueryBody): Promise<OrderDetails> {
    const [row] = await this.context.db.query<OrderRow>(DETAILS_SQL, [query.orderReference]);
    const expected = orderLookupHash(query.orderReference, this.context.secrets.orderLookup);
    let matches = sameText(query.hash, expected);
    if (query.email !== undefined)
      matches = sameText(normalEmail(query.email), normalEmail(row?.email ?? '')) && matches;
    if (query.phone !== undefined) {
      const given = normalPhone(query.phone);
      matches = sameText(given, normalPhone(storedPhone(row))) && given.length >= MIN_PHONE_DIGITS && matches;
    }
    if (!row || !matches) throw orderNotFound();
    return toOrderDetails(row);
  }
}
