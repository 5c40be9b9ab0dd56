import type { PriceListFile } from '../../schemas/content/site-commerce.schema.ts';
import { demoRateFromPounds, minorPerUnit, pricePoint, salePrice } from '../catalogue/pricing.ts';

/** One product's price in some currency, in minor units. */
export interface ProductPrice {
  productId: string;
  listMinor: number;
  saleMinor: number | null;
}

/** How a currency's prices follow another's: the base, the rate, and how a converted amount becomes a shop price. */
export interface PriceRule {
  currency: string;
  base: string;
  rate: number;
  /** Whole units in, whole units out. */
  round: (units: number) => number;
  /** Prices set by hand, in minor units, by product id. */
  fixed: ReadonlyMap<string, Omit<ProductPrice, 'productId'>>;
}

type RoundingRule = NonNullable<PriceListFile['rounding']>[number];

/** The first rule whose `below` the amount is under (or that has none) rounds it; no rules: the nearest whole unit. */
export function roundByRules(units: number, rules: readonly RoundingRule[] = []): number {
  const rule = rules.find((candidate) => candidate.below === undefined || units < candidate.below);
  if (!rule) return Math.max(1, Math.round(units));
  const stepped = Math.max(rule.step, Math.round(units / rule.step) * rule.step);
  const price = stepped - (rule.minus ?? 0);
  return price > 0 ? price : rule.step;
}

/** The rule of an operator's price list file. */
export function priceRuleOf(file: PriceListFile): PriceRule {
  const minor = minorPerUnit(file.currency);
  const fixed = new Map(
    Object.entries(file.products ?? {}).map(([productId, price]) => {
      const listMinor = Math.round(price.list * minor);
      const saleMinor = price.sale == null ? null : Math.round(price.sale * minor);
      return [productId, { listMinor, saleMinor: saleMinor && saleMinor < listMinor ? saleMinor : null }];
    }),
  );
  return {
    currency: file.currency,
    base: file.base,
    rate: file.rate,
    round: (units) => roundByRules(units, file.rounding),
    fixed,
  };
}

/** The demo catalogue's own rule for a currency it knows (from pounds, to its price points); undefined otherwise. */
export function demoPriceRule(currency: string): PriceRule | undefined {
  const rate = demoRateFromPounds(currency);
  if (rate === undefined || currency === 'GBP') return undefined;
  return { currency, base: 'GBP', rate, round: pricePoint, fixed: new Map() };
}

/**
 * A currency's prices from its base currency's: the list price converted and rounded, a sale keeping the base's
 * percentage off (rounded down the way the catalogue rounds sales), hand-set prices as given.
 */
export function derivePrices(rule: PriceRule, basePrices: readonly ProductPrice[]): ProductPrice[] {
  const fromMinor = minorPerUnit(rule.base);
  const toMinor = minorPerUnit(rule.currency);
  return basePrices.map((base) => {
    const fixed = rule.fixed.get(base.productId);
    if (fixed) return { productId: base.productId, ...fixed };
    const listMinor = Math.round(rule.round((base.listMinor / fromMinor) * rule.rate) * toMinor);
    const percentOff = base.saleMinor === null ? 0 : (1 - base.saleMinor / base.listMinor) * 100;
    // A sale needs room below the list price: one minor unit cannot go lower.
    const onSale = percentOff > 0 && listMinor > 1;
    return {
      productId: base.productId,
      listMinor,
      saleMinor: onSale ? salePrice(listMinor, percentOff, rule.currency) : null,
    };
  });
}
