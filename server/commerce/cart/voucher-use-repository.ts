import type { Queryable } from '../../db/database.ts';
import { normaliseEmail } from '../../../shared/email-address.ts';

/**
 * Who a per-customer voucher limit counts: the signed-in account, and the e-mail the order is placed with (either
 * matching an earlier order makes it the same customer). Null where it is not known yet.
 */
export interface VoucherCustomer {
  accountId: string | null;
  email: string | null;
}

/** An e-mail as uses are compared: the shared normal form (the index on orders holds the same form). */
const normalisedEmail = (email: string | null) => (email ? normaliseEmail(email) || null : null);

/**
 * SQL of a voucher's uses: spent by placement under the discount row's lock, counted per customer, given back when
 * the order holding one is cancelled. The whole shop shares one count in the database, whatever the process.
 */
export const voucherUseRepository = {
  /**
   * Spend one use of a discount, guarded so concurrent placements cannot overshoot its limit (the row stays locked
   * until the transaction ends). Answers its per-customer limit, or undefined when no use was left.
   */
  async spend(
    db: Queryable,
    discountId: string,
  ): Promise<{ usageLimitPerCustomer: number | null } | undefined> {
    const [row] = await db.query<{ usage_limit_per_customer: number | null }>(
      `UPDATE discounts SET used_count = used_count + 1
       WHERE id = $1 AND (usage_limit IS NULL OR used_count < usage_limit)
       RETURNING usage_limit_per_customer`,
      [discountId],
    );
    return row ? { usageLimitPerCustomer: row.usage_limit_per_customer } : undefined;
  },

  /** Uses of a code this customer's orders hold (a cancelled order gave its use back). */
  async customerUses(db: Queryable, code: string, customer: VoucherCustomer): Promise<number> {
    const email = normalisedEmail(customer.email);
    if (!customer.accountId && !email) return 0;
    const [row] = await db.query<{ uses: number }>(
      `SELECT count(*)::int AS uses FROM orders
       WHERE voucher_use_spent AND voucher_code = $1 AND (account_id = $2 OR lower(btrim(email)) = $3)`,
      [code, customer.accountId, email],
    );
    return row?.uses ?? 0;
  },

  /** Give back the use an order holds, once: a second call (or an order that spent none) changes nothing. */
  async giveBack(db: Queryable, orderId: number): Promise<void> {
    await db.query(
      `WITH released AS (
         UPDATE orders SET voucher_use_spent = false WHERE id = $1 AND voucher_use_spent RETURNING voucher_code)
       UPDATE discounts d SET used_count = d.used_count - 1
       FROM released r WHERE d.code = r.voucher_code AND d.used_count > 0`,
      [orderId],
    );
  },
};
