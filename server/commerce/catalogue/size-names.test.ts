import { describe, expect, it } from 'vitest';
import { sizeNameIn } from './size-names.ts';

describe('sizeNameIn', () => {
  it('words sizes and fit ranges in Arabic and Japanese, counting Arabic ages by their last number', () => {
    expect(
      ['One size', 'Tall', '2-3 years', '12-13 years', '3-6 months', '12-18 months', 'EU 36', '50 ml'].map(
        (name) => sizeNameIn(name, 'ar'),
      ),
    ).toEqual([
      'مقاس واحد',
      'للقامة الطويلة',
      '2-3 سنوات',
      '12-13 سنة',
      '3-6 أشهر',
      '12-18 شهرًا',
      'أوروبي 36',
      '50 مل',
    ]);
    expect(['One size', 'Petite', '4-5 years', '0-3 months'].map((name) => sizeNameIn(name, 'ja'))).toEqual([
      'フリーサイズ',
      'プチ',
      '4-5歳',
      '0-3か月',
    ]);
  });

  it('keeps English, letter and number sizes as they are', () => {
    expect(sizeNameIn('One size', 'en')).toBe('One size');
    expect(['M', 'W30', 'S/M', '36'].map((name) => sizeNameIn(name, 'ar'))).toEqual([
      'M',
      'W30',
      'S/M',
      '36',
    ]);
  });
});
