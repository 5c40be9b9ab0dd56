/**
 * The cart's quantity rules, written once for the server that enforces them and the storefront that checks an add
 * before calling. Stock is counted per sku across every line (other personalisations included), the per-item
 * maximum per line, and the cart maximum over every line, unavailable ones too.
 */

/** One customisation input as the cart carries it. */
export interface CustomisationInput {
  key: string;
  value: string;
}

/**
 * Canonical form of customisation inputs, so the same inputs in any order name the same line and two different
 * lists never do (each input is encoded, so no key or value can pass for a separator).
 */
export function customisationKey(inputs: readonly CustomisationInput[] | null | undefined): string {
  if (!inputs?.length) return '';
  return inputs
    .map((input) => `${encodeURIComponent(input.key)}=${encodeURIComponent(input.value)}`)
    .sort()
    .join('&');
}

/** What the rules need of a line already in the bag. */
export interface QuantityLine {
  sku: string;
  /** The line's `customisationKey`. */
  key: string;
  quantity: number;
}

/** The unit counts a change would leave, checked against stock and the site's limits. */
export interface QuantityCheck {
  /** Units this line would hold. */
  lineQuantity: number;
  /** Units of the same sku across all lines (other customisations included) after the change. */
  skuQuantity: number;
  /** Units in the whole cart after the change. */
  cartQuantity: number;
  /** Units of the sku that can be sold now; infinite when the caller leaves stock to the server. */
  sellable: number;
}

/** The site's limits, as numbers (infinite for none). */
export interface QuantityLimits {
  maxQuantityPerItem: number;
  maxCartItems: number;
}

/** A broken rule: its error code and the limit it set. */
export interface QuantityProblem {
  code: 'STOCK_QUANTITY_EXCEEDED' | 'MAX_QTY_PER_ITEM_EXCEEDED' | 'MAX_CART_QTY_EXCEEDED';
  max: number;
}

const unitsOf = (lines: readonly QuantityLine[], test: (line: QuantityLine) => boolean) =>
  lines.filter(test).reduce((total, line) => total + line.quantity, 0);

/** The counts after adding `added` units to the line of `sku` with customisation `key` (new or existing). */
export function quantityCheckFor(
  lines: readonly QuantityLine[],
  change: { sku: string | undefined; key: string; added: number; sellable: number },
): QuantityCheck {
  const line = lines.find((other) => other.sku === change.sku && other.key === change.key);
  return {
    lineQuantity: (line?.quantity ?? 0) + change.added,
    skuQuantity: unitsOf(lines, (other) => other.sku === change.sku) + change.added,
    cartQuantity: unitsOf(lines, () => true) + change.added,
    sellable: change.sellable,
  };
}

/** The first rule a change breaks, in order: stock, then the per-item maximum, then the cart maximum. */
export function quantityProblem(check: QuantityCheck, limits: QuantityLimits): QuantityProblem | undefined {
  if (check.skuQuantity > check.sellable) return { code: 'STOCK_QUANTITY_EXCEEDED', max: check.sellable };
  if (check.lineQuantity > limits.maxQuantityPerItem)
    return { code: 'MAX_QTY_PER_ITEM_EXCEEDED', max: limits.maxQuantityPerItem };
  if (check.cartQuantity > limits.maxCartItems)
    return { code: 'MAX_CART_QTY_EXCEEDED', max: limits.maxCartItems };
  return undefined;
}

/** The most `line` may hold with the rest of the bag as it is: the quantity picker's top. */
export function maxLineQuantity(
  lines: readonly QuantityLine[],
  line: QuantityLine,
  limits: QuantityLimits,
  sellable: number,
): number {
  const othersOfSku = unitsOf(lines, (other) => other.sku === line.sku) - line.quantity;
  const others = unitsOf(lines, () => true) - line.quantity;
  return Math.max(
    0,
    Math.min(sellable - othersOfSku, limits.maxQuantityPerItem, limits.maxCartItems - others),
  );
}
