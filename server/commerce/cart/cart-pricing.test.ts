import { describe, expect, it } from 'vitest';
import { priceCart, spread } from './cart-pricing.ts';
import type { DiscountRule } from './discount-rules.ts';

const rule = (overrides: Partial<DiscountRule>): DiscountRule => ({
  id: 'r',
  code: null,
  name: 'Rule',
  message: null,
  discountType: 'PERCENTAGE',
  component: 'ITEMS',
  amount: 10,
  currency: null,
  conditions: {},
  tiers: null,
  tierType: null,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  usageLimitPerCustomer: null,
  usedCount: 0,
  status: 'ACTIVE',
  siteId: null,
  ...overrides,
});

const line = (id: string, unitSale: number, quantity = 1, purchasable = true) => ({
  id,
  unitSale,
  quantity,
  purchasable,
});

describe('cart pricing', () => {
  it('spreads an amount over lines by largest remainder, summing exactly', () => {
    const shares = spread(100, [
      ['a', 1],
      ['b', 1],
      ['c', 1],
    ]);
    expect([...shares.values()].sort()).toEqual([33, 33, 34]);
    expect([
      ...spread(7, [
        ['a', 999],
        ['b', 1],
      ]).values(),
    ]).toEqual([7, 0]);
    expect(spread(5, [['a', 0]]).size).toBe(0);
  });

  it('applies campaigns then vouchers on what is left, never below zero', () => {
    const priced = priceCart({
      lines: [line('a', 3333, 3), line('b', 1)],
      rules: [
        rule({ id: 'thirty', amount: 30 }),
        rule({ id: 'fixed', discountType: 'FIXED', amount: 1_000_000 }),
      ],
      shipping: undefined,
      tax: undefined,
    });
    expect(priced.totalItemCost).toBe(10000);
    expect(priced.totalDiscountProduct).toBe(10000);
    expect(priced.totalCost).toBe(0);
    const lineTotals = [...priced.lineDiscounts.values()].flat().reduce((total, d) => total + d.amount, 0);
    expect(lineTotals).toBe(10000);
  });

  it('leaves unpurchasable lines out of every total', () => {
    const priced = priceCart({
      lines: [line('a', 500, 2), line('gone', 9999, 1, false)],
      rules: [],
      shipping: undefined,
      tax: undefined,
    });
    expect(priced).toMatchObject({ totalItemCost: 1000, totalItemCount: 2, totalCost: 1000 });
  });

  it('makes delivery free over the threshold and checks conditions on the discounted basket', () => {
    const shipping = { method: 'standard', price: 395, freeOver: 5000 };
    const base = { lines: [line('a', 5200)], shipping, tax: undefined };
    expect(priceCart({ ...base, rules: [] }).deliveryCost).toBe(0);
    const discounted = priceCart({ ...base, rules: [rule({ amount: 10 })] });
    expect(discounted).toMatchObject({ totalDiscountProduct: 520, deliveryCost: 395, totalCost: 4680 + 395 });
    const conditional = priceCart({
      ...base,
      rules: [rule({ amount: 50, conditions: { itemQuantity: { eq: 2 } } })],
    });
    expect(conditional.totalDiscountProduct).toBe(0);
  });

  it('picks the highest tier reached', () => {
    const tiers = [
      { min: 10000, discountAmount: 10 },
      { min: 20000, discountAmount: 20 },
    ];
    const price = (unitSale: number) =>
      priceCart({
        lines: [line('a', unitSale)],
        rules: [rule({ tiers, tierType: 'BASKET_TOTAL' })],
        shipping: undefined,
        tax: undefined,
      }).totalDiscountProduct;
    expect([price(9999), price(10000), price(25000)]).toEqual([0, 1000, 5000]);
  });

  it('says what a bag short of a threshold still needs: spend to the first tier or the minimum, items to a count', () => {
    const shortOf = (rules: DiscountRule[], unitSale = 6000, quantity = 1) =>
      priceCart({ lines: [line('a', unitSale, quantity)], rules, shipping: undefined, tax: undefined })
        .shortfalls;
    const tiers = [
      { min: 20000, discountAmount: 20 },
      { min: 10000, discountAmount: 10 },
    ];
    expect(shortOf([rule({ tiers, tierType: 'BASKET_TOTAL' })]).get('r')).toEqual({ amount: 4000 });
    expect(shortOf([rule({ tiers, tierType: 'BASKET_TOTAL' })], 12000).has('r')).toBe(false);
    expect(
      shortOf([rule({ tiers: [{ min: 3, discountAmount: 10 }], tierType: 'ITEM_QUANTITY' })]).get('r'),
    ).toEqual({ items: 2 });
    expect(shortOf([rule({ conditions: { basketTotal: { min: 10000 } } })]).get('r')).toEqual({
      amount: 4000,
    });
    // A condition that is not a threshold (the delivery method) needs nothing the shopper can add.
    expect(shortOf([rule({ conditions: { shippingMethod: 'express' } })]).has('r')).toBe(false);
  });

  it('extracts inclusive tax and adds exclusive tax, rounding half up', () => {
    const lines = [line('a', 1999)];
    const inclusive = priceCart({
      lines,
      rules: [],
      shipping: undefined,
      tax: { rateBp: 2000, inclusive: true, calculated: true },
    });
    expect(inclusive).toMatchObject({ totalTax: 333, totalCost: 1999 });
    const exclusive = priceCart({
      lines,
      rules: [],
      shipping: undefined,
      tax: { rateBp: 888, inclusive: false, calculated: true },
    });
    expect(exclusive).toMatchObject({ totalTax: 178, totalCost: 2177 });
    const unknown = priceCart({
      lines,
      rules: [],
      shipping: undefined,
      tax: { rateBp: 888, inclusive: false, calculated: false },
    });
    expect(unknown).toMatchObject({ totalTax: 0, totalCost: 1999 });
  });

  it('rounds each worked-out amount once to the step the site shows (whole dirhams): shares, tax and total add up', () => {
    // AED 240 and 245 with 30% off: 145.50 becomes 146, spread 72 and 74, never 72.24 and 73.76.
    const priced = priceCart({
      lines: [line('a', 24000), line('b', 24500)],
      rules: [rule({ amount: 30 })],
      shipping: { method: 'standard', price: 2500, freeOver: null },
      tax: { rateBp: 500, inclusive: true, calculated: true },
      step: 100,
    });
    expect(priced).toMatchObject({ totalDiscountProduct: 14600, totalTax: 1700, totalCost: 33900 + 2500 });
    expect([...priced.lineDiscounts.values()].flat().map((share) => share.amount)).toEqual([7200, 7400]);
    const exclusive = priceCart({
      lines: [line('a', 2000)],
      rules: [rule({ component: 'SHIPPING', amount: 33 })],
      shipping: { method: 'standard', price: 1000, freeOver: null },
      tax: { rateBp: 888, inclusive: false, calculated: true },
      step: 100,
    });
    // Delivery 10 less 33% is 6.70, charged 7; tax 8.88% of 27 is 2.40, charged 2.
    expect(exclusive).toMatchObject({
      totalDiscountShipping: 300,
      totalTax: 200,
      totalCost: 2000 + 700 + 200,
    });
  });
});
