/**
 * How available a sku or product is, ranked once for the server (product, colour and search availability, which
 * cart lines count) and the storefront (the option a product page offers first), so both name the same best.
 */
import { PURCHASABLE, type AvailabilityName } from '../schemas/api/conventions.ts';

/** The stored availabilities, plus NOTAVAILABLE for what the site does not sell at all. */
export type AnyAvailability = AvailabilityName | 'NOTAVAILABLE';

/** Best first: what can be had now, then later (backorder before preorder), then what cannot. */
export const AVAILABILITY_RANK: readonly AnyAvailability[] = [
  'AVAILABLE',
  'LOWSTOCK',
  'BACKORDER',
  'PREORDER',
  'OUTOFSTOCK',
  'DISCONTINUED',
  'NOTAVAILABLE',
];

/** The best of several availabilities by `AVAILABILITY_RANK`; `none` when there are none to rank. */
export function bestAvailability<Name extends AnyAvailability>(values: readonly Name[], none: Name): Name {
  return values.reduce(
    (best, value) => (AVAILABILITY_RANK.indexOf(value) < AVAILABILITY_RANK.indexOf(best) ? value : best),
    none,
  );
}

/** Whether a sku with this availability can be put in the bag and paid for. */
export const isPurchasable = (availability: string): boolean =>
  (PURCHASABLE as readonly string[]).includes(availability);
