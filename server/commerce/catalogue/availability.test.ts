import { describe, expect, it } from 'vitest';
import { bestAvailability, sellableQuantity, skuAvailability } from './availability.ts';

const sku = (stock: number, fulfilment: 'STOCK' | 'PREORDER' | 'BACKORDER' = 'STOCK', advanceLimit = 0) => ({
  stock,
  fulfilment,
  advanceLimit,
  discontinued: false,
});

describe('sku availability', () => {
  it('grades stock: available, low at 5 or fewer, out at 0', () => {
    expect(skuAvailability(sku(6))).toBe('AVAILABLE');
    expect(skuAvailability(sku(5))).toBe('LOWSTOCK');
    expect(skuAvailability(sku(1))).toBe('LOWSTOCK');
    expect(skuAvailability(sku(0))).toBe('OUTOFSTOCK');
    expect(skuAvailability({ ...sku(9), discontinued: true })).toBe('DISCONTINUED');
  });

  it('sells preorder and backorder skus beyond stock up to their allowance', () => {
    expect(skuAvailability(sku(0, 'PREORDER', 20))).toBe('PREORDER');
    expect(skuAvailability(sku(0, 'BACKORDER', 0))).toBe('OUTOFSTOCK');
    expect(sellableQuantity(sku(2, 'BACKORDER', 10))).toBe(12);
    expect(sellableQuantity(sku(7))).toBe(7);
    expect(sellableQuantity({ ...sku(7), discontinued: true })).toBe(0);
  });

  it('takes the best availability of a product', () => {
    expect(bestAvailability(['OUTOFSTOCK', 'PREORDER', 'LOWSTOCK'])).toBe('LOWSTOCK');
    expect(bestAvailability(['OUTOFSTOCK'])).toBe('OUTOFSTOCK');
  });
});
