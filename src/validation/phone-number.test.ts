import { describe, expect, it } from 'vitest';
import { isValidPhoneFor } from './phone-number.ts';

describe('isValidPhoneFor', () => {
  it.each([
    ['07911 123456', 'GB'],
    ['+44 7911 123456', 'GB'],
    ['(212) 555-0148', 'US'],
    ['+1 212 555 0148', 'US'],
    ['050 123 4567', 'AE'],
    ['+971 50 123 4567', 'AE'],
    ['090-1234-5678', 'JP'],
    ['０９０-１２３４-５６７８', 'JP'],
  ])('accepts %s for %s', (value, country) => {
    expect(isValidPhoneFor(value, country)).toBe(true);
  });

  it.each([
    ['', 'GB'],
    ['12345', 'GB'],
    ['07700 900123', 'GB'],
    ['not a number', 'US'],
    ['+1 212 555 0148', 'GB'],
    ['+44 7911 123456', 'US'],
    ['212 555 014', 'US'],
  ])('refuses %j for %s', (value, country) => {
    expect(isValidPhoneFor(value, country)).toBe(false);
  });
});
