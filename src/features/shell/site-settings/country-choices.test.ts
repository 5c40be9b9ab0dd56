import { describe, expect, it } from 'vitest';
import navigation from '../../../../content-fixtures/uk/data/country-navigation_en.json' with { type: 'json' };
import type { CountryNavigation } from '../../../content/index.ts';
import type { SiteSummary } from '../../../sites/index.ts';
import { countryChoices } from './country-choices.ts';

const site = (siteId: string, country: string, currency: string): SiteSummary => ({
  siteId,
  name: siteId,
  country,
  countryFolder: siteId,
  languages: ['en'],
  defaultLanguage: 'en',
  currency,
});
const demoSites = [
  site('ae', 'AE', 'AED'),
  site('jp', 'JP', 'JPY'),
  site('uk', 'GB', 'GBP'),
  site('us', 'US', 'USD'),
];

describe('countryChoices', () => {
  it("adds a country whose folder appeared to every site's list, after the listed ones", () => {
    const choices = countryChoices(
      navigation as CountryNavigation,
      [...demoSites, site('se', 'SE', 'SEK')],
      'en',
    );
    expect(choices.map((choice) => choice.siteId)).toEqual(['uk', 'us', 'ae', 'jp', 'se']);
    expect(choices.at(-1)).toMatchObject({
      code: 'SE',
      label: 'Sweden',
      languages: [{ code: 'en', label: 'English', url: '/se/en' }],
    });
  });

  it('drops a listed country whose folder was removed', () => {
    const choices = countryChoices(navigation as CountryNavigation, demoSites.slice(1), 'en');
    expect(choices.map((choice) => choice.siteId)).toEqual(['uk', 'us', 'jp']);
  });
});
