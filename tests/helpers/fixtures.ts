import type { SiteSummary } from '../../src/sites/index.ts';

/** The sites of content-fixtures as the server's sites index lists them (kept small and explicit for unit tests). */
export const fixtureSites: SiteSummary[] = [
  {
    siteId: 'ae',
    name: 'United Arab Emirates',
    country: 'AE',
    countryFolder: 'ae',
    languages: ['en', 'ar'],
    defaultLanguage: 'en',
    currency: 'AED',
    locales: { en: 'en-AE', ar: 'ar-AE' },
  },
  {
    siteId: 'jp',
    name: 'Japan',
    country: 'JP',
    countryFolder: '',
    languages: ['ja'],
    defaultLanguage: 'ja',
    currency: 'JPY',
    locales: { ja: 'ja-JP' },
  },
  {
    siteId: 'uk',
    name: 'United Kingdom',
    country: 'GB',
    countryFolder: 'uk',
    languages: ['en'],
    defaultLanguage: 'en',
    currency: 'GBP',
    locales: { en: 'en-GB' },
  },
  {
    siteId: 'us',
    name: 'United States',
    country: 'US',
    countryFolder: 'us',
    languages: ['en'],
    defaultLanguage: 'en',
    currency: 'USD',
    locales: { en: 'en-US' },
  },
];
