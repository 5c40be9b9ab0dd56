import { describe, expect, it } from 'vitest';
import { fixtureSites } from '../../tests/helpers/fixtures.ts';
import { basePath, parseSitePath, sitePath, switchLanguagePath } from './base-path.ts';
import { createPriceFormatter, fractionDigits } from './currency.ts';
import { textDirection } from './text-direction.ts';

const site = (id: string) => fixtureSites.find((s) => s.siteId === id)!;

describe('base path', () => {
  it('is {countryFolder}/{language} for a site with a folder', () => {
    expect(basePath(site('ae'), 'ar')).toBe('/ae/ar');
  });

  it('is {language}-{country} for a site without a folder', () => {
    expect(basePath(site('jp'), 'ja')).toBe('/ja-jp');
  });

  it('joins inner paths without doubling slashes and leaves external links alone', () => {
    expect(sitePath('/uk/en', '/women/dresses')).toBe('/uk/en/women/dresses');
    expect(sitePath('/uk/en', '/')).toBe('/uk/en');
    expect(sitePath('/uk/en', 'https://example.com/x')).toBe('https://example.com/x');
  });
});

describe('parseSitePath', () => {
  it('finds site, language and inner path', () => {
    const location = parseSitePath('/ae/ar/women/clothing', fixtureSites);
    expect(location).toMatchObject({ language: 'ar', rest: '/women/clothing', languageFallback: false });
    expect(location?.site.siteId).toBe('ae');
  });

  it('resolves folderless sites by {language}-{country}', () => {
    const location = parseSitePath('/ja-jp/women', fixtureSites);
    expect(location?.site.siteId).toBe('jp');
    expect(location?.rest).toBe('/women');
  });

  it('falls back to the default language when the segment is not one of the site languages', () => {
    const location = parseSitePath('/uk/fr/women', fixtureSites);
    expect(location).toMatchObject({ language: 'en', languageFallback: true, rest: '/women' });
  });

  it('treats a missing language segment as the default language', () => {
    expect(parseSitePath('/uk', fixtureSites)).toMatchObject({ language: 'en', rest: '/' });
  });

  it('returns undefined for paths of no site', () => {
    expect(parseSitePath('/', fixtureSites)).toBeUndefined();
    expect(parseSitePath('/zz/en', fixtureSites)).toBeUndefined();
    expect(parseSitePath('/en-zz', fixtureSites)).toBeUndefined();
  });

  it('switching language rewrites only the language segment', () => {
    const location = parseSitePath('/ae/en/women/clothing/dresses', fixtureSites)!;
    expect(switchLanguagePath(location, 'ar')).toBe('/ae/ar/women/clothing/dresses');
  });
});

describe('text direction', () => {
  it.each(['ar', 'iw', 'he', 'dv', 'ku', 'fa', 'ur'])('%s is right to left', (language) => {
    expect(textDirection(language)).toBe('rtl');
  });
  it.each(['en', 'ja', 'fr'])('%s is left to right', (language) => {
    expect(textDirection(language)).toBe('ltr');
  });
});

describe('currency', () => {
  it('uses the table of fraction digits by country', () => {
    expect(fractionDigits('US', 'USD')).toBe(2);
    expect(fractionDigits('AE', 'AED')).toBe(0);
    expect(fractionDigits('JP', 'JPY')).toBe(0);
    expect(fractionDigits('HK', 'HKD')).toBe(0);
    expect(fractionDigits('GB', 'GBP')).toBe(2);
  });

  it('formats integer minor units with the site digits', () => {
    expect(createPriceFormatter('en-US', 'US', 'USD').format(129950)).toBe('$1,299.50');
    expect(createPriceFormatter('en-AE', 'AE', 'AED').format(129950)).toMatch(/AED\s?1,300$/);
    expect(createPriceFormatter('ja-JP', 'JP', 'JPY').format(12990)).toMatch(/12,990/);
    expect(createPriceFormatter('en-AE', 'AE', 'AED').step).toBe(1);
    expect(createPriceFormatter('en-US', 'US', 'USD').step).toBe(0.01);
  });
});
