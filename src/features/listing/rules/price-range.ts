/** The price range filter's input rules. */
import type { NumericSelection } from './listing-state.ts';

/** Shown, and nothing applied, when the minimum is above the maximum. */
export const INVALID_PRICE_RANGE = 'WEB.LISTING.FILTER.PRICE.INVALID-RANGE';

/** The outcome of Apply: a selection to set (undefined clears the filter) or the error to show. */
export type PriceRangeResult =
  { ok: true; selection: NumericSelection | undefined } | { ok: false; error: typeof INVALID_PRICE_RANGE };

/** The currency step when above 1 (a shop priced in hundreds), else whole units: shoppers do not type cents. */
export function priceStep(currencyStep: number): number {
  return Number.isFinite(currencyStep) && currencyStep > 1 ? currencyStep : 1;
}

// Rounding a non-integer step (2.5) by multiplication leaves float noise such as 7.500000000000001.
const toStep = (value: number, step: number) => Number((Math.round(value / step) * step).toPrecision(12));

/** A typed bound, or undefined for no bound: empty, not a number, 0 or below (minimum 0), or 0 once rounded. */
function bound(text: string, step: number): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  if (!Number.isFinite(value) || value <= 0) return undefined;
  const rounded = toStep(value, step);
  return rounded > 0 ? rounded : undefined;
}

/** Turns the two typed boxes into the selection Apply sets, or the invalid-range error. */
export function applyPriceRange(input: { min: string; max: string }, step: number): PriceRangeResult {
  const unit = priceStep(step);
  const min = bound(input.min, unit);
  const max = bound(input.max, unit);
  if (min !== undefined && max !== undefined && min > max) return { ok: false, error: INVALID_PRICE_RANGE };
  if (max !== undefined) return { ok: true, selection: { min: min ?? 0, max } };
  return { ok: true, selection: min !== undefined ? { min } : undefined };
}

/** The index stores money as integer minor units; `fractionDigits` is the currency's minor-unit digits. */
export function toMinorUnits(major: number, fractionDigits: number): number {
  return Math.round(major * 10 ** fractionDigits);
}

/**
 * The currency's ISO 4217 minor-unit digits, the scale of indexed prices (2 for AED even where the site shows whole
 * dirhams, so not `fractionDigits(country, currency)`, which is display precision).
 */
export function currencyMinorDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  );
}
