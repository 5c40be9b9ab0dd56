import { describe, expect, it } from 'vitest';
import { isJapaneseLocale, japaneseDefaultsWanted } from './address-defaults.ts';

interface Row {
  id: string;
  locale: string;
  isDefault: boolean;
}
const row = (id: string, locale: string, isDefault = false): Row => ({ id, locale, isDefault });
const wanted = (locale: string, groups: Row[][]) =>
  japaneseDefaultsWanted(locale, groups, (address) => address).map((address) => address.id);

describe('the Japanese default-address rule', () => {
  it('applies to Japanese locales only', () => {
    expect(isJapaneseLocale('ja')).toBe(true);
    expect(isJapaneseLocale('ja-JP')).toBe(true);
    expect(isJapaneseLocale('jav')).toBe(false);
    expect(isJapaneseLocale('en-GB')).toBe(false);
    expect(wanted('en-GB', [[row('a', 'en-GB')]])).toEqual([]);
  });

  it('wants the first address of the locale of each type without a default of that locale', () => {
    const delivery = [row('d1', 'en-GB', true), row('d2', 'ja-JP'), row('d3', 'ja-JP')];
    const billing = [row('b1', 'ja-JP', true), row('b2', 'ja-JP')];
    expect(wanted('ja-JP', [delivery, billing])).toEqual(['d2']);
    expect(wanted('ja-JP', [[row('x', 'en-GB')], []])).toEqual([]);
  });
});
