import { describe, expect, it } from 'vitest';
import {
  customisationKey,
  maxLineQuantity,
  quantityCheckFor,
  quantityProblem,
  type QuantityLine,
} from './cart-quantity-rules.ts';

const limits = { maxQuantityPerItem: 10, maxCartItems: 12 };

describe('customisationKey', () => {
  it('names the same inputs in any order alike, and a repeated input apart from a different one', () => {
    const ab = customisationKey([
      { key: 'a', value: '1' },
      { key: 'b', value: '2' },
    ]);
    expect(
      customisationKey([
        { key: 'b', value: '2' },
        { key: 'a', value: '1' },
      ]),
    ).toBe(ab);
    expect(
      customisationKey([
        { key: 'a', value: '1' },
        { key: 'a', value: '1' },
      ]),
    ).not.toBe(ab);
    expect(customisationKey([{ key: 'a&b', value: '=' }])).toBe('a%26b=%3D');
    expect(customisationKey(undefined)).toBe('');
    expect(customisationKey([])).toBe('');
  });
});

describe('quantityCheckFor and quantityProblem', () => {
  const bag: QuantityLine[] = [
    { sku: 'S', key: 'initials=AB', quantity: 2 },
    { sku: 'GONE', key: '', quantity: 8 },
  ];

  it('counts the sku across every personalisation against its stock', () => {
    const check = quantityCheckFor(bag, { sku: 'S', key: '', added: 2, sellable: 3 });
    expect(check).toEqual({ lineQuantity: 2, skuQuantity: 4, cartQuantity: 12, sellable: 3 });
    expect(quantityProblem(check, limits)).toEqual({ code: 'STOCK_QUANTITY_EXCEEDED', max: 3 });
  });

  it('counts the line against the per-item maximum, and every line (unavailable ones too) against the cart', () => {
    const raise = quantityCheckFor(bag, { sku: 'S', key: 'initials=AB', added: 9, sellable: 100 });
    expect(raise.lineQuantity).toBe(11);
    expect(quantityProblem(raise, limits)).toEqual({ code: 'MAX_QTY_PER_ITEM_EXCEEDED', max: 10 });
    const more = quantityCheckFor(bag, { sku: 'T', key: '', added: 3, sellable: 100 });
    expect(quantityProblem(more, limits)).toEqual({ code: 'MAX_CART_QTY_EXCEEDED', max: 12 });
  });

  it('allows exactly every limit, and an add without a sku counts only towards the cart', () => {
    const full = quantityCheckFor(bag, { sku: 'S', key: 'initials=AB', added: 2, sellable: 4 });
    expect(quantityProblem(full, limits)).toBeUndefined();
    const unnamed = quantityCheckFor(bag, { sku: undefined, key: '', added: 2, sellable: Infinity });
    expect(unnamed).toMatchObject({ lineQuantity: 2, skuQuantity: 2, cartQuantity: 12 });
    expect(quantityProblem(unnamed, limits)).toBeUndefined();
  });
});

describe('maxLineQuantity', () => {
  it('is the least of the stock left by the same sku elsewhere, the per-item maximum and the cart room', () => {
    const line = { sku: 'S', key: '', quantity: 1 };
    const lines = [{ sku: 'S', key: 'initials=AB', quantity: 2 }, line, { sku: 'T', key: '', quantity: 3 }];
    expect(maxLineQuantity(lines, line, { maxQuantityPerItem: 10, maxCartItems: 50 }, 5)).toBe(3);
    expect(maxLineQuantity(lines, line, { maxQuantityPerItem: 2, maxCartItems: 50 }, 5)).toBe(2);
    expect(maxLineQuantity(lines, line, { maxQuantityPerItem: 10, maxCartItems: 7 }, 50)).toBe(2);
    expect(maxLineQuantity(lines, line, { maxQuantityPerItem: 10, maxCartItems: 50 }, 1)).toBe(0);
  });
});
