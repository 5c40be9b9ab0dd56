import { isFreeDelivery } from '../../../../shared/delivery-rules.ts';
import type { ShippingOption } from '../../../kernel/types/cart.ts';

/** How far the bag is from free delivery: `remaining` minor units to go, reached, or no free threshold at all. */
export type FreeDeliveryProgress = { kind: 'remaining'; amount: number } | { kind: 'reached' } | undefined;

/**
 * The delivery threshold message: measured against the chosen method, else the first one offered (the cheapest the
 * site lists first), on what the shopper pays for the items after discounts.
 */
export function freeDeliveryProgress(
  options: readonly ShippingOption[],
  selected: string | undefined,
  itemsTotal: number,
): FreeDeliveryProgress {
  const method = options.find((option) => option.id === selected) ?? options[0];
  if (method?.freeOver === undefined) return undefined;
  return isFreeDelivery(method.freeOver, itemsTotal)
    ? { kind: 'reached' }
    : { kind: 'remaining', amount: method.freeOver - itemsTotal };
}
