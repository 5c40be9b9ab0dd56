import type { Queryable } from '../../db/database.ts';
import { voucherUseRepository as voucherUses } from '../cart/voucher-use-repository.ts';

/**
 * SQL of what an order gives back when it is cancelled. Checkout (a refused or dropped payment) and the operator (a
 * cancelled order) both cancel orders, so both go through here and nothing is given back twice or forgotten.
 */
export const orderReleaseRepository = {
  /** Give back what an order's lines took, stock and allowance alike. */
  async returnStock(db: Queryable, orderId: number): Promise<void> {
    await db.query(
      `UPDATE skus s SET stock = s.stock + r.from_stock, advance_limit = s.advance_limit + r.from_advance
       FROM (SELECT sku, sum(quantity - advance_quantity)::int AS from_stock, sum(advance_quantity)::int AS from_advance
             FROM order_lines WHERE order_id = $1 GROUP BY sku) r
       WHERE s.sku = r.sku`,
      [orderId],
    );
  },

  /**
   * Owe the provider a void of this order's payment; the payment worker makes it, and retries it until the provider
   * answers, so it survives an outage and a restart. `pspReference` names a payment other than the recorded one (an
   * authorisation that arrived after the order was cancelled): a claim on the void of the earlier one ends, so the
   * new void can be made at once.
   */
  async oweVoid(db: Queryable, orderId: number, pspReference?: string): Promise<void> {
    await db.query(
      `UPDATE orders SET payment_void = 'DUE', void_claimed_until = NULL,
         payment = CASE WHEN $2::text IS NULL THEN payment ELSE jsonb_set(payment, '{voidPspReference}', to_jsonb($2::text)) END
       WHERE id = $1`,
      [orderId, pspReference ?? null],
    );
  },
};

/**
 * Everything a cancelled order gives back, in the caller's transaction: its stock and allowance, the voucher use it
 * spent, and, when the provider may hold money for it, a void of its payment.
 */
export async function releaseCancelledOrder(
  tx: Queryable,
  orderId: number,
  options: { voidPayment: boolean },
): Promise<void> {
  await orderReleaseRepository.returnStock(tx, orderId);
  await voucherUses.giveBack(tx, orderId);
  if (options.voidPayment) await orderReleaseRepository.oweVoid(tx, orderId);
}
