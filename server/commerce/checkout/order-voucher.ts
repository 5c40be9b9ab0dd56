import { normaliseVoucherCode } from '../../../shared/voucher-code.ts';
import { ApiError } from '../../api/api-error.ts';
import type { Queryable } from '../../db/database.ts';
import type { CartRow } from '../cart/cart-repository.ts';
import { ruleRefusal, type DiscountRule } from '../cart/discount-rules.ts';
import { referenceRepository } from '../cart/reference-repository.ts';
import { voucherUseRepository as voucherUses, type VoucherCustomer } from '../cart/voucher-use-repository.ts';

const usedUp = (message = 'This code has been used up; remove it from your bag to place the order') =>
  new ApiError(422, 'VOUCHER_USAGE_EXCEEDED', message);

/**
 * The bag's voucher as placement prices it: read from the database, not the bag's short cache, so a use given back a
 * moment ago counts as free again and one spent elsewhere as gone. A voucher with no use left refuses the order
 * rather than quietly charging more than the bag showed. Null when the bag has none (or its code is gone).
 */
export async function voucherForPlacement(
  tx: Queryable,
  cart: CartRow,
  siteId: string,
  now: Date,
): Promise<DiscountRule | null> {
  if (!cart.voucher_code) return null;
  const rule = await referenceRepository.voucher(tx, normaliseVoucherCode(cart.voucher_code));
  if (rule && ruleRefusal(rule, siteId, cart.currency, now) === 'USAGE_EXCEEDED') throw usedUp();
  return rule ?? null;
}

/**
 * Spend one use of the voucher the order is priced with, in the placement transaction: the guarded update refuses
 * when the last use went to a concurrent order, and holds the discount row until commit, so counting this
 * customer's orders with the code right after it sees every other placement of theirs that got there first.
 * Any refusal rolls the whole placement back (no stock taken, the bag as it was).
 */
export async function spendVoucherUse(
  tx: Queryable,
  rule: DiscountRule,
  customer: VoucherCustomer,
): Promise<void> {
  const spent = await voucherUses.spend(tx, rule.id);
  if (!spent) throw usedUp();
  const perCustomer = spent.usageLimitPerCustomer;
  if (perCustomer !== null && (await voucherUses.customerUses(tx, rule.code!, customer)) >= perCustomer)
    throw usedUp('You have already used this code; remove it from your bag to place the order');
}
