import { describe, expect, it } from 'vitest';
import arabic from '../../content-fixtures/ae/language/ar.json';
import japanese from '../../content-fixtures/jp/language/ja.json';
import english from '../../content-fixtures/uk/language/en.json';
import { RecordingReporter } from '../../tests/helpers/fake-services.ts';
import { applyCatalogs, createI18n } from './create-i18n.ts';
import type { PluralKey } from './use-label.ts';

/** The shop's i18next over a fixture site's catalogue, as `usePlural` asks it. */
function pluralIn(language: string, catalog: object) {
  const reporter = new RecordingReporter();
  const i18n = createI18n({ reporter, isProduction: false });
  applyCatalogs(i18n, language, catalog as never, { language, catalog: catalog as never });
  return { say: (key: PluralKey, count: number) => i18n.t(key, { count }), reporter };
}

describe('plural keys in the fixture catalogues', () => {
  it('English: one and other', () => {
    const { say, reporter } = pluralIn('en', english);
    expect([1, 2].map((count) => say('WEB.SHELL.BAG_COUNT', count))).toEqual(['Bag, 1 item', 'Bag, 2 items']);
    expect([1, 5].map((count) => say('WEB.BLOCKS.HOURS', count))).toEqual(['Hour', 'Hours']);
    expect(reporter.reports).toEqual([]);
  });

  it('Arabic: its six forms, zero, one, two, few (3–10), many (11–99) and other (100…)', () => {
    const { say, reporter } = pluralIn('ar', arabic);
    expect([0, 1, 2, 3, 11, 100].map((count) => say('WEB.SHELL.BAG_COUNT', count))).toEqual([
      'حقيبة التسوق، لا توجد منتجات',
      'حقيبة التسوق، منتج واحد',
      'حقيبة التسوق، منتجان',
      'حقيبة التسوق، 3 منتجات',
      'حقيبة التسوق، 11 منتجًا',
      'حقيبة التسوق، 100 منتج',
    ]);
    expect([1, 2, 3, 11].map((count) => say('WEB.BLOCKS.HOURS', count))).toEqual([
      'ساعة',
      'ساعتان',
      'ساعات',
      'ساعة',
    ]);
    expect(reporter.reports).toEqual([]);
  });

  it('Japanese: one form for every count', () => {
    const { say, reporter } = pluralIn('ja', japanese);
    expect([1, 2].map((count) => say('WEB.SHELL.BAG_COUNT', count))).toEqual([
      'ショッピングバッグ（1点）',
      'ショッピングバッグ（2点）',
    ]);
    expect(say('WEB.BLOCKS.SECONDS', 1)).toBe('秒');
    expect(reporter.reports).toEqual([]);
  });
});
