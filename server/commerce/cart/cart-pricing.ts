import {
  conditionsMet,
  ruleAmount,
  ruleShortfall,
  type ConditionFacts,
  type DiscountRule,
  type RuleShortfall,
} from './discount-rules.ts';
import { isFreeDelivery } from '../../../shared/delivery-rules.ts';

export interface PricedLineInput {
  id: string;
  unitSale: number;
  quantity: number;
  /** Lines that cannot be bought (out of stock, discontinued) are shown but not charged. */
  purchasable: boolean;
}

export interface ShippingChoice {
  method: string;
  price: number;
  freeOver: number | null;
}

export interface TaxRule {
  rateBp: number;
  inclusive: boolean;
  /** Exclusive tax is only known once the address is: until then it is not calculated. */
  calculated: boolean;
}

export interface PricingInput {
  lines: PricedLineInput[];
  /** Campaigns first, then the voucher: each applies to what the ones before it left. */
  rules: DiscountRule[];
  shipping: ShippingChoice | undefined;
  tax: TaxRule | undefined;
  /**
   * The smallest amount the site shows, in minor units (100 fils where dirhams show whole; default 1): every amount
   * worked out here (a percentage off, its share of a line, tax) is rounded to it, once, so the figures shown add up
   * and the total charged is the total shown.
   */
  step?: number;
}

export interface LineDiscount {
  name: string;
  messageId: string;
  amount: number;
}

export interface PricedCart {
  lineDiscounts: Map<string, LineDiscount[]>;
  appliedRuleIds: string[];
  /** Rules that gave nothing because the bag is short of a threshold, with what it still needs, by rule id. */
  shortfalls: Map<string, RuleShortfall>;
  totalItemCost: number;
  totalItemCount: number;
  totalDiscountProduct: number;
  totalDiscountShipping: number;
  totalDiscount: number;
  deliveryCost: number;
  deliveryNetCost: number;
  totalTax: number;
  totalCost: number;
}

/**
 * Price a cart in integer minor units. Item discounts are spread over lines in proportion to their remaining value
 * (largest remainder, in whole steps), so line discounts always add up to the cart's exactly.
 */
export function priceCart(input: PricingInput): PricedCart {
  const step = input.step ?? 1;
  const lines = input.lines.filter((line) => line.purchasable);
  const totalItemCost = sum(lines.map((line) => line.unitSale * line.quantity));
  const totalItemCount = sum(lines.map((line) => line.quantity));
  const remaining = new Map(lines.map((line) => [line.id, line.unitSale * line.quantity]));
  const lineDiscounts = new Map<string, LineDiscount[]>(lines.map((line) => [line.id, []]));
  const appliedRuleIds: string[] = [];
  const shortfalls = new Map<string, RuleShortfall>();
  let totalDiscountProduct = 0;

  const itemsLeft = () => sum([...remaining.values()]);
  const facts = (): ConditionFacts => ({
    itemCount: totalItemCount,
    basketTotal: itemsLeft(),
    shippingMethod: input.shipping?.method,
  });

  /** What a rule takes off `base` with the bag as it stands: nothing when its conditions are not met. */
  const amountOf = (rule: DiscountRule, base: number) =>
    conditionsMet(rule.conditions, facts()) ? discountOf(rule, ruleAmount(rule, facts()), base, step) : 0;
  /** A rule that gives nothing: note what the bag still needs for it, when that is what keeps it off. */
  const short = (rule: DiscountRule) => {
    const shortfall = ruleShortfall(rule, facts());
    if (shortfall) shortfalls.set(rule.id, shortfall);
  };

  for (const rule of input.rules.filter((rule) => rule.component === 'ITEMS')) {
    if (totalItemCount === 0) continue;
    const amount = amountOf(rule, itemsLeft());
    if (amount <= 0) {
      short(rule);
      continue;
    }
    const shares = spreadInSteps(amount, [...remaining.entries()], step);
    for (const [lineId, share] of shares) {
      if (share === 0) continue;
      remaining.set(lineId, remaining.get(lineId)! - share);
      lineDiscounts.get(lineId)!.push({ name: rule.name, messageId: rule.code ?? rule.id, amount: share });
    }
    totalDiscountProduct += amount;
    appliedRuleIds.push(rule.id);
  }

  const itemsAfterDiscount = totalItemCost - totalDiscountProduct;
  const shipping = input.shipping;
  const deliveryCost = !shipping || totalItemCount === 0 ? 0 : deliveryPrice(shipping, itemsAfterDiscount);

  let totalDiscountShipping = 0;
  for (const rule of input.rules.filter((rule) => rule.component === 'SHIPPING')) {
    const left = deliveryCost - totalDiscountShipping;
    if (left <= 0 || totalItemCount === 0) continue;
    const amount = amountOf(rule, left);
    if (amount <= 0) {
      short(rule);
      continue;
    }
    totalDiscountShipping += amount;
    appliedRuleIds.push(rule.id);
  }
  const deliveryNetCost = deliveryCost - totalDiscountShipping;

  const taxable = itemsAfterDiscount + deliveryNetCost;
  const tax = input.tax;
  let totalTax = 0;
  if (tax && (tax.inclusive || tax.calculated)) {
    totalTax = roundDiv(taxable * tax.rateBp, (tax.inclusive ? 10_000 + tax.rateBp : 10_000) * step) * step;
  }
  const totalCost = taxable + (tax && !tax.inclusive ? totalTax : 0);

  return {
    lineDiscounts,
    appliedRuleIds,
    shortfalls,
    totalItemCost,
    totalItemCount,
    totalDiscountProduct,
    totalDiscountShipping,
    totalDiscount: totalDiscountProduct + totalDiscountShipping,
    deliveryCost,
    deliveryNetCost,
    totalTax,
    totalCost,
  };
}

/** A delivery method's price for a basket worth `itemsAfterDiscount`: free from its threshold on. */
export function deliveryPrice(
  method: Pick<ShippingChoice, 'price' | 'freeOver'>,
  itemsAfterDiscount: number,
): number {
  return isFreeDelivery(method.freeOver, itemsAfterDiscount) ? 0 : method.price;
}

/**
 * What a rule takes off `base`: a percentage (rounded half up to a whole `step`) or a fixed amount, never more than
 * `base`.
 */
function discountOf(rule: DiscountRule, amount: number, base: number, step: number): number {
  const value =
    rule.discountType === 'PERCENTAGE' ? roundDiv(base * Math.min(amount, 100), 100 * step) * step : amount;
  return Math.max(0, Math.min(value, base));
}

/**
 * `spread` in whole steps: each share a multiple of `step` (so each line's discount shows exactly), and what is
 * left below a step (only when `amount` is not a multiple of it) spread in minor units, so the shares still sum to
 * `amount`.
 */
function spreadInSteps(amount: number, weights: [string, number][], step: number): Map<string, number> {
  const shares = spread(Math.floor(amount / step), weights);
  for (const [id, share] of shares) shares.set(id, share * step);
  for (const [id, share] of spread(amount % step, weights)) shares.set(id, (shares.get(id) ?? 0) + share);
  return shares;
}

/** Split `amount` over weighted entries in proportion, by largest remainder, so the shares sum to `amount`. */
export function spread(amount: number, weights: [string, number][]): Map<string, number> {
  const total = sum(weights.map(([, weight]) => weight));
  const shares = new Map<string, number>();
  if (total === 0) return shares;
  const exact = weights.map(([id, weight]) => ({
    id,
    floor: Math.floor((amount * weight) / total),
    rest: (amount * weight) % total,
  }));
  let left = amount - sum(exact.map((entry) => entry.floor));
  for (const entry of [...exact].sort((a, b) => b.rest - a.rest)) {
    shares.set(entry.id, entry.floor + (left > 0 ? 1 : 0));
    if (left > 0) left--;
  }
  return shares;
}

/** Integer division rounded half up (amounts are never negative). */
function roundDiv(numerator: number, denominator: number): number {
  return Math.floor((numerator * 2 + denominator) / (denominator * 2));
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
