import type { FieldTranslations } from '../../lib/translated-text.ts';

/** A discount as stored: a campaign (no code, applies by itself) or a voucher (applies once its code is given). */
export interface DiscountRule {
  id: string;
  code: string | null;
  name: string;
  message: string | null;
  discountType: 'PERCENTAGE' | 'FIXED';
  component: 'ITEMS' | 'SHIPPING';
  /** Percent for PERCENTAGE, minor units for FIXED. */
  amount: number;
  currency: string | null;
  conditions: DiscountConditions;
  tiers: { min: number; discountAmount: number }[] | null;
  tierType: 'BASKET_TOTAL' | 'ITEM_QUANTITY' | null;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  usedCount: number;
  /** Uses each customer may make (the signed-in account, else the order's e-mail); null for no such limit. */
  usageLimitPerCustomer: number | null;
  status: 'ACTIVE' | 'INACTIVE';
  siteId: string | null;
  /** Name and message in other languages than the site's own. */
  translations?: FieldTranslations;
}

export interface DiscountConditions {
  itemQuantity?: { min?: number; eq?: number };
  basketTotal?: { min?: number };
  shippingMethod?: string;
}

/** Why a rule does not apply right now, or undefined when it does. */
export type RuleRefusal =
  'INACTIVE' | 'NOT_STARTED' | 'EXPIRED' | 'USAGE_EXCEEDED' | 'OTHER_SITE' | 'CURRENCY';

export function ruleRefusal(
  rule: DiscountRule,
  siteId: string,
  currency: string,
  now: Date,
): RuleRefusal | undefined {
  if (rule.status !== 'ACTIVE') return 'INACTIVE';
  if (rule.siteId && rule.siteId !== siteId) return 'OTHER_SITE';
  if (rule.startsAt && now < rule.startsAt) return 'NOT_STARTED';
  if (rule.endsAt && now > rule.endsAt) return 'EXPIRED';
  if (rule.usageLimit !== null && rule.usedCount >= rule.usageLimit) return 'USAGE_EXCEEDED';
  // Amounts and thresholds of a rule with a currency are money in it: it never applies to a cart in another.
  if (rule.currency && rule.currency !== currency) return 'CURRENCY';
  return undefined;
}

/** The cart facts conditions are checked against. */
export interface ConditionFacts {
  itemCount: number;
  /** Items total after earlier discounts, minor units. */
  basketTotal: number;
  shippingMethod: string | undefined;
}

export function conditionsMet(conditions: DiscountConditions, facts: ConditionFacts): boolean {
  const quantity = conditions.itemQuantity;
  if (quantity?.min !== undefined && facts.itemCount < quantity.min) return false;
  if (quantity?.eq !== undefined && facts.itemCount !== quantity.eq) return false;
  if (conditions.basketTotal?.min !== undefined && facts.basketTotal < conditions.basketTotal.min)
    return false;
  if (conditions.shippingMethod && conditions.shippingMethod !== facts.shippingMethod) return false;
  return true;
}

/** What a bag still needs before a rule gives anything: more spend (minor units), more items, or both. */
export interface RuleShortfall {
  amount?: number;
  items?: number;
}

/**
 * How far these facts are from a rule's lowest threshold (its conditions' minimum spend or items, and its first tier),
 * or undefined when no threshold stands in its way (it applies, or something else keeps it off, like a delivery
 * method).
 */
export function ruleShortfall(rule: DiscountRule, facts: ConditionFacts): RuleShortfall | undefined {
  const firstTier = rule.tiers?.length ? Math.min(...rule.tiers.map((tier) => tier.min)) : 0;
  const byItems = rule.tierType === 'ITEM_QUANTITY';
  const spend = Math.max(rule.conditions.basketTotal?.min ?? 0, byItems ? 0 : firstTier) - facts.basketTotal;
  const items = Math.max(rule.conditions.itemQuantity?.min ?? 0, byItems ? firstTier : 0) - facts.itemCount;
  if (spend <= 0 && items <= 0) return undefined;
  return { ...(spend > 0 ? { amount: spend } : {}), ...(items > 0 ? { items } : {}) };
}

/** The amount (percent or minor units) a rule gives for these facts: its tier when tiered, else its amount. */
export function ruleAmount(rule: DiscountRule, facts: ConditionFacts): number {
  if (!rule.tiers?.length) return rule.amount;
  const measure = rule.tierType === 'ITEM_QUANTITY' ? facts.itemCount : facts.basketTotal;
  const reached = rule.tiers.filter((tier) => measure >= tier.min).sort((a, b) => b.min - a.min)[0];
  return reached?.discountAmount ?? 0;
}
