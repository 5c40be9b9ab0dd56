import { describe, expect, it } from 'vitest';
import { createPriceFormatter } from '../../../sites/currency.ts';
import { applyPriceRange, currencyMinorDigits, priceStep, toMinorUnits } from './price-range.ts';

const invalid = { ok: false, error: 'WEB.LISTING.FILTER.PRICE.INVALID-RANGE' };

describe('priceStep', () => {
  it('is the currency step when above 1, else 1', () => {
    expect(priceStep(100)).toBe(100);
    expect(priceStep(5)).toBe(5);
    expect(priceStep(1)).toBe(1);
    expect(priceStep(0.01)).toBe(1);
    expect(priceStep(Number.NaN)).toBe(1);
  });

  it('is 1 for the steps site formatters give', () => {
    expect(priceStep(createPriceFormatter('en-GB', 'UK', 'GBP').step)).toBe(1);
    expect(priceStep(createPriceFormatter('ja-JP', 'JP', 'JPY').step)).toBe(1);
  });
});

describe('applyPriceRange', () => {
  it('applies both bounds', () => {
    expect(applyPriceRange({ min: '20', max: '80' }, 1)).toEqual({
      ok: true,
      selection: { min: 20, max: 80 },
    });
  });

  it('sets the minimum to 0 when only a maximum is given', () => {
    expect(applyPriceRange({ min: '', max: '80' }, 1)).toEqual({ ok: true, selection: { min: 0, max: 80 } });
    expect(applyPriceRange({ min: '0', max: '80' }, 1)).toEqual({ ok: true, selection: { min: 0, max: 80 } });
  });

  it('keeps a lone minimum without inventing a maximum', () => {
    expect(applyPriceRange({ min: '20', max: '' }, 1)).toEqual({ ok: true, selection: { min: 20 } });
    expect(applyPriceRange({ min: '20', max: '0' }, 1)).toEqual({ ok: true, selection: { min: 20 } });
  });

  it('clears the filter when neither bound is a non-zero number', () => {
    for (const [min, max] of [
      ['', ''],
      ['0', '0'],
      ['  ', '0'],
      ['-10', ''],
      ['abc', ''],
      ['0.2', '0.4'],
    ] as const) {
      expect(applyPriceRange({ min, max }, 1), `${min}|${max}`).toEqual({ ok: true, selection: undefined });
    }
  });

  it('refuses a minimum above the maximum and applies nothing', () => {
    expect(applyPriceRange({ min: '90', max: '20' }, 1)).toEqual(invalid);
  });

  it('rounds to multiples of the step', () => {
    expect(applyPriceRange({ min: '19.6', max: '80.4' }, 1)).toEqual({
      ok: true,
      selection: { min: 20, max: 80 },
    });
    expect(applyPriceRange({ min: '1240', max: '5960' }, 100)).toEqual({
      ok: true,
      selection: { min: 1200, max: 6000 },
    });
    expect(applyPriceRange({ min: '7.4', max: '' }, 2.5)).toEqual({ ok: true, selection: { min: 7.5 } });
  });

  it('compares the rounded bounds', () => {
    expect(applyPriceRange({ min: '10.4', max: '10.2' }, 1)).toEqual({
      ok: true,
      selection: { min: 10, max: 10 },
    });
    expect(applyPriceRange({ min: '10.6', max: '10.4' }, 1)).toEqual(invalid);
  });

  it('treats a raw currency step of 0.01 as whole units', () => {
    expect(applyPriceRange({ min: '19.99', max: '' }, 0.01)).toEqual({ ok: true, selection: { min: 20 } });
  });
});

describe('toMinorUnits', () => {
  it('scales major units by the currency digits without float noise', () => {
    expect(toMinorUnits(19.99, 2)).toBe(1999);
    expect(toMinorUnits(80, 2)).toBe(8000);
    expect(toMinorUnits(12900, 0)).toBe(12900);
    expect(toMinorUnits(1.5, 3)).toBe(1500);
  });
});

describe('currencyMinorDigits', () => {
  it('is the ISO minor unit, not the display precision', () => {
    expect(currencyMinorDigits('GBP')).toBe(2);
    expect(currencyMinorDigits('AED')).toBe(2);
    expect(currencyMinorDigits('JPY')).toBe(0);
    expect(currencyMinorDigits('KWD')).toBe(3);
  });
});
