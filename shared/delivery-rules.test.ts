import { describe, expect, it } from 'vitest';
import { isFreeDelivery, itemsAfterDiscount } from './delivery-rules.ts';

describe('delivery rules', () => {
  it('is free from the threshold on, a threshold of 0 included, and never without one', () => {
    expect(isFreeDelivery(5000, 4999)).toBe(false);
    expect(isFreeDelivery(5000, 5000)).toBe(true);
    expect(isFreeDelivery(0, 0)).toBe(true);
    expect(isFreeDelivery(null, 1_000_000)).toBe(false);
    expect(isFreeDelivery(undefined, 1_000_000)).toBe(false);
  });

  it('measures the items after product discounts', () => {
    expect(itemsAfterDiscount({ totalItemCost: 6000, totalDiscountProduct: 1500 })).toBe(4500);
  });
});
