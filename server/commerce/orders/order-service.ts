import { API_LIMITS } from '../../../schemas/api/conventions.ts';
import type {
  GuestOrderQueryBody,
  OrderDetails,
  OrderHistoryResponse,
} from '../../../schemas/api/orders.schema.ts';
import { ApiError } from '../../api/api-error.ts';
import type { Queryable } from '../../db/database.ts';
import { sameText } from '../../lib/same-text.ts';
import { orderLookupHash } from './order-lookup-hash.ts';
import { orderRepository as orders } from './order-repository.ts';
import { toOrderDetails, type OrderRow } from './order-shape.ts';
import { samePhoneNumber } from './same-phone-number.ts';

const orderNotFound = () => new ApiError(404, 'ORDER_NOT_FOUND', 'No such order');

/** Contact details compare loosely: e-mail without case, phone as a number however it is written. */
const normalEmail = (email: string) => email.trim().toLowerCase();

/** The phone the order was placed with: the order's own column, else the consumer's. */
function storedPhone(row: OrderRow | undefined): string {
  const consumerPhone = row?.consumer.phoneNumber;
  return row?.phone || (typeof consumerPhone === 'string' ? consumerPhone : '');
}

/** What the order service uses: the database and the secret that signs guests' order links. */
export interface OrderServiceDependencies {
  db: Queryable;
  lookupSecret: string;
}

/** Order history, details and guest lookup; ownership is part of every lookup. */
export class OrderService {
  constructor(private readonly deps: OrderServiceDependencies) {}

  async history(
    accountId: string,
    page: { lastKey?: string; lastKeyTs?: number; pageSize?: number },
  ): Promise<OrderHistoryResponse> {
    const pageSize = page.pageSize ?? API_LIMITS.orderHistoryPageSize;
    const rows = await orders.history(
      this.deps.db,
      accountId,
      {
        lastKey: page.lastKey ?? null,
        lastKeyTs: page.lastKeyTs === undefined ? null : new Date(page.lastKeyTs),
      },
      pageSize + 1,
    );
    const summaries = rows.slice(0, pageSize).map((row) => ({
      reference: row.reference,
      status: row.status,
      placedAt: row.placed_at.toISOString(),
      currency: row.currency,
      totalCost: row.total_cost_minor,
      totalItemCount: row.item_count,
      thumbnails: row.thumbnails,
    }));
    const last = rows.length > pageSize ? rows[pageSize - 1] : undefined;
    return last
      ? { orders: summaries, lastKey: last.reference, lastKeyTs: last.placed_at.getTime() }
      : { orders: summaries };
  }

  /**
   * A signed-in customer's own order, named in `language` (the caller's; without one, the order's); another
   * account's answers exactly like a missing one.
   */
  async forAccount(accountId: string, reference: string, language?: string): Promise<OrderDetails> {
    const row = await orders.details(this.deps.db, reference, accountId);
    if (!row) throw orderNotFound();
    return toOrderDetails(row, language);
  }

  /**
   * The order the /complete page names: placed in the caller's shopping session (or by its account), with the link
   * hash the placement answered. Both must hold; a mismatch is the same 404 as a missing order.
   */
  async forCompletion(
    owner: { sessionId: string; accountId: string | null },
    reference: string,
    hash: string,
    language?: string,
  ): Promise<OrderDetails> {
    const row = await orders.placedBy(this.deps.db, reference, owner);
    const matches = sameText(hash, orderLookupHash(reference, this.deps.lookupSecret));
    if (!row || !matches) throw orderNotFound();
    return toOrderDetails(row, language);
  }

  /**
   * A guest's order: the hash of the reference and every contact detail given must match. Each check runs whether or
   * not an earlier one failed, and every failure is the same 404, so a caller learns nothing about which was wrong.
   */
  async forGuest(query: GuestOrderQueryBody, language?: string): Promise<OrderDetails> {
    const row = await orders.details(this.deps.db, query.orderReference);
    const expected = orderLookupHash(query.orderReference, this.deps.lookupSecret);
    let matches = sameText(query.hash, expected);
    if (query.email !== undefined)
      matches = sameText(normalEmail(query.email), normalEmail(row?.email ?? '')) && matches;
    if (query.phone !== undefined) matches = samePhoneNumber(query.phone, storedPhone(row)) && matches;
    if (!row || !matches) throw orderNotFound();
    return toOrderDetails(row, language);
  }
}
