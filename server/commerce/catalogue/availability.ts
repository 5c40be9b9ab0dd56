import { API_LIMITS, type AvailabilityName } from '../../../schemas/api/conventions.ts';
import { bestAvailability as bestOf } from '../../../shared/availability.ts';

/** The stock facts of one sku, as stored. */
export interface SkuStock {
  stock: number;
  fulfilment: 'STOCK' | 'PREORDER' | 'BACKORDER';
  advanceLimit: number;
  discontinued: boolean;
}

/**
 * Availability of a sku: discontinued first; then stock (low at or under the low-stock threshold); when stock is
 * out, a preorder or backorder sku with room left is still sellable.
 */
export function skuAvailability(sku: SkuStock): AvailabilityName {
  if (sku.discontinued) return 'DISCONTINUED';
  if (sku.fulfilment !== 'STOCK' && sku.stock === 0)
    return sku.advanceLimit > 0 ? sku.fulfilment : 'OUTOFSTOCK';
  if (sku.stock === 0) return 'OUTOFSTOCK';
  if (sku.stock <= API_LIMITS.lowStockThreshold) return 'LOWSTOCK';
  return 'AVAILABLE';
}

/** How many units may be sold now: stock on hand, plus the advance allowance for preorder and backorder skus. */
export function sellableQuantity(sku: SkuStock): number {
  if (sku.discontinued) return 0;
  return sku.stock + (sku.fulfilment === 'STOCK' ? 0 : sku.advanceLimit);
}

/** Availability of a product or colour: the best of its skus by the shared rank; none at all is DISCONTINUED. */
export const bestAvailability = (values: readonly AvailabilityName[]): AvailabilityName =>
  bestOf(values, 'DISCONTINUED');
