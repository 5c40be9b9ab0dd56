import { describe, expect, it } from 'vitest';
import { internationalPhone, isValidPhoneFor } from './phone-number.ts';

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

describe('internationalPhone', () => {
  it.each([
    ['085 123 4567', 'IE', '+353 85 123 4567'],
    ['07911 123456', 'GB', '+44 7911 123456'],
    ['(212) 555-0148', 'US', '+1 212 555 0148'],
    ['050 123 4567', 'AE', '+971 50 123 4567'],
    ['０９０-１２３４-５６７８', 'JP', '+81 90 1234 5678'],
  ])('writes %s, valid for %s, in international format', (value, region, international) => {
    expect(internationalPhone(value, region)).toBe(international);
  });

  it.each([
    ['085 123 4567', 'GB'],
    ['+353 85 123 4567', 'GB'],
    ['07700 900123', 'GB'],
    ['12345', 'US'],
    ['', 'IE'],
  ])('leaves %j, not a valid number of %s, as written', (value, region) => {
    expect(internationalPhone(value, region)).toBe(value);
  });

  it('never rewrites a Vietnamese number, even a valid one', () => {
    expect(isValidPhoneFor('091 234 5678', 'VN')).toBe(true);
    expect(internationalPhone('091 234 5678', 'VN')).toBe('091 234 5678');
    expect(internationalPhone('091 234 5678', 'vn')).toBe('091 234 5678');
  });
});
