import type { CountryNavigation, NavTree } from '../../../content/index.ts';
import { basePath, type SiteSummary } from '../../../sites/index.ts';
import { matchCategory } from '../../../kernel/navigation/match-route.ts';
import { MEMORY_KEYS } from '../../../kernel/session/shopper-memory-store.ts';

/** One site a shopper can switch to, with its languages and the address of each. */
export interface CountryChoice {
  /** ISO country code, e.g. AE. */
  code: string;
  siteId: string;
  label: string;
  languages: { code: string; label: string; url: string }[];
  ctaLabel?: string;
  note?: string;
}

/** Where the shopper's last country choice is kept: its country code. */
export const LAST_COUNTRY_KEY = MEMORY_KEYS.lastCountry;

/**
 * The countries of `country-navigation_{language}.json`, then every other site of the sites index (labels from Intl):
 * a country an operator adds shows in every site's switcher from its own folder, before anyone edits the other
 * sites' lists, and a country whose folder was removed drops out of them. Without the file, the sites index alone.
 */
export function countryChoices(
  navigation: CountryNavigation | null,
  sites: readonly SiteSummary[],
  displayLanguage: string,
): CountryChoice[] {
  const present = new Set(sites.map((site) => site.siteId));
  const listed: CountryChoice[] = (navigation?.countries ?? [])
    .filter((country) => !present.size || present.has(country.value))
    .map((country) => ({
      code: country.code,
      siteId: country.value,
      label: country.label,
      languages: country.languages.map((language) => ({
        code: language.code,
        label: language.value,
        url: language.url,
      })),
      ctaLabel: country.cta?.label,
      note: country.cartReplacement ?? country.disclaimer,
    }));
  const named = new Set(listed.map((choice) => choice.siteId));
  const regions = displayNames(displayLanguage, 'region');
  const unlisted = sites
    .filter((site) => !named.has(site.siteId))
    .map((site) => ({
      code: site.country,
      siteId: site.siteId,
      label: regions?.of(site.country) ?? site.name,
      languages: site.languages.map((code) => ({
        code,
        label: displayNames(code, 'language')?.of(code) ?? code.toUpperCase(),
        url: basePath(site, code),
      })),
    }));
  return [...listed, ...unlisted];
}

function displayNames(language: string, type: 'region' | 'language'): Intl.DisplayNames | undefined {
  try {
    return new Intl.DisplayNames([language], { type });
  } catch {
    return undefined;
  }
}

/**
 * Where a full page load to another site goes: the chosen language's address, plus the current inner path when it
 * is a category listing (categories are shared between sites); any other page leads to the new site's home.
 */
export function otherSiteUrl(languageUrl: string, rest: string, navTree: NavTree | null): string {
  const base = languageUrl.replace(/\/+$/, '') || '/';
  if (!navTree || !matchCategory(navTree, rest)) return base;
  return base === '/' ? rest : `${base}${rest}`;
}

/**
 * Whether to suggest another site: the detected country differs from the site's
 * and the shopper has not chosen a country before.
 */
export function shouldSuggestCountry(input: {
  siteCountry: string | undefined;
  detectedCountry: string;
  lastChoice: string | null;
}): boolean {
  return (
    !!input.detectedCountry &&
    !input.lastChoice &&
    input.detectedCountry.toUpperCase() !== input.siteCountry?.toUpperCase()
  );
}
