import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';
import type { OrderPayment } from './placement-repository.ts';

/** Who places an order, as the caps on unpaid orders count it. */
export interface OrderHolder {
  sessionId: string;
  accountId: string | null;
  /** `clientKeyOf(request)`: an IPv4 address, or an IPv6 client's /64. */
  clientKey: string;
}

/** How many orders one key of a holder has waiting for payment, and since when the oldest waits. */
export interface OpenOrders {
  count: number;
  oldest: Date | null;
}

/** A dropped order whose payment the shop must still cancel at the provider. */
export interface DueVoid {
  id: number;
  reference: string;
  payment: OrderPayment;
  /** The end of this claim: releasing it gives back only this claim, not a later one of another node. */
  claimedUntil: Date;
}

/** The provider payment a void cancels: the one named for the void, else the one the order recorded. */
export const voidTargetOf = (payment: OrderPayment): string | undefined =>
  payment.voidPspReference ?? payment.pspReference;

/** A signed 64-bit advisory lock id for a text key (a hash: distinct keys may share one, which only serialises more). */
const lockId = (key: string) => createHash('sha256').update(key).digest().readBigInt64BE(0);

/** SQL of the bounds on unpaid orders: the locks and counts behind the caps, and the voids still owed. */
export const unpaidOrderRepository = {
  /**
   * Hold transaction-scoped advisory locks on `keys` until the caller's transaction ends, taken in one fixed order
   * (by lock id), so two transactions sharing keys wait for each other instead of deadlocking.
   */
  async lockKeys(db: Queryable, keys: string[]): Promise<void> {
    const ids = [...new Set(keys.map(lockId))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    for (const id of ids) await db.query('SELECT pg_advisory_xact_lock($1::bigint)', [id.toString()]);
  },

  /** The holder's orders waiting for payment, per session, account and client address. */
  async openOrders(
    db: Queryable,
    holder: OrderHolder,
  ): Promise<{ session: OpenOrders; account: OpenOrders; client: OpenOrders }> {
    const [row] = await db.query<Record<string, number | Date | null>>(
      `SELECT count(*) FILTER (WHERE session_id = $1::uuid)::int AS session_count,
              min(placed_at) FILTER (WHERE session_id = $1::uuid) AS session_oldest,
              count(*) FILTER (WHERE account_id = $2)::int AS account_count,
              min(placed_at) FILTER (WHERE account_id = $2) AS account_oldest,
              count(*) FILTER (WHERE client_key = $3)::int AS client_count,
              min(placed_at) FILTER (WHERE client_key = $3) AS client_oldest
         FROM orders
        WHERE status = 'PENDING_PAYMENT' AND (session_id = $1::uuid OR account_id = $2 OR client_key = $3)`,
      [holder.sessionId, holder.accountId, holder.clientKey],
    );
    const of = (name: string): OpenOrders => ({
      count: Number(row?.[`${name}_count`] ?? 0),
      oldest: (row?.[`${name}_oldest`] as Date | null | undefined) ?? null,
    });
    return { session: of('session'), account: of('account'), client: of('client') };
  },

  /** The client key an order was placed from, written with the order. */
  async setClientKey(db: Queryable, orderId: number, clientKey: string): Promise<void> {
    await db.query('UPDATE orders SET client_key = $2 WHERE id = $1', [orderId, clientKey]);
  },

  /**
   * Claim up to `limit` voids still owed (or only the one of the order `reference`), oldest order first, for
   * `leaseMs` of the database's clock. Orders another node is claiming are skipped (`FOR UPDATE SKIP LOCKED`) and
   * orders under a live claim are not due, so two nodes never ask the provider to cancel the same payment at once; a
   * claim left by a node that died runs out and the void is owed again.
   */
  async claimDueVoids(db: Queryable, limit: number, leaseMs: number, reference?: string): Promise<DueVoid[]> {
    const rows = await db.query<DueVoid>(
      // Whole milliseconds, as a Date holds it, so releasing can name the claim exactly.
      `UPDATE orders SET void_claimed_until = date_trunc('milliseconds', now() + $3 * interval '1 millisecond')
        WHERE id IN (
          SELECT id FROM orders
           WHERE payment_void = 'DUE' AND ($2::text IS NULL OR reference = $2)
             AND (void_claimed_until IS NULL OR void_claimed_until <= now())
           ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
        RETURNING id, reference, payment, void_claimed_until AS "claimedUntil"`,
      [limit, reference ?? null, leaseMs],
    );
    return rows.sort((a, b) => Number(a.id) - Number(b.id));
  },

  /** Give a claimed void back untried (the provider was out of reach): due again on the next round of any node. */
  async releaseVoid(db: Queryable, due: DueVoid): Promise<void> {
    await db.query('UPDATE orders SET void_claimed_until = NULL WHERE id = $1 AND void_claimed_until = $2', [
      due.id,
      due.claimedUntil,
    ]);
  },

  /**
   * Record the provider's answer to a void (DONE, or FAILED when it refused the cancel itself), unless the order has
   * meanwhile come to owe a void of another payment. False when it had. The claim ends with it.
   */
  async recordVoid(
    db: Queryable,
    orderId: number,
    target: string | undefined,
    outcome: 'DONE' | 'FAILED',
  ): Promise<boolean> {
    const rows = await db.query(
      `UPDATE orders SET payment_void = $3, void_claimed_until = NULL,
         payment = CASE WHEN $3 = 'DONE' THEN jsonb_set(payment, '{state}', '"VOIDED"') ELSE payment END
       WHERE id = $1 AND payment_void = 'DUE'
         AND coalesce(payment->>'voidPspReference', payment->>'pspReference', '') = coalesce($2::text, '')
       RETURNING id`,
      [orderId, target ?? null, outcome],
    );
    return rows.length === 1;
  },
};
