import type { FromSchema } from 'json-schema-to-ts';
import type { siteConfigSchema } from '../../schemas/content/site.schema.ts';

/** A site's config.json as the storefront sees it. */
export type SiteConfig = FromSchema<typeof siteConfigSchema>;

/** One entry of the sites index the server builds from the content root. */
export interface SiteSummary {
  siteId: string;
  name: string;
  country: string;
  countryFolder: string;
  languages: string[];
  defaultLanguage: string;
  currency: string;
  locales?: Record<string, string>;
}

/** Where a URL lands: which site, which language, and the path inside that site. */
export interface SiteLocation {
  site: SiteSummary;
  language: string;
  /** Path inside the site, always starting with '/'. */
  rest: string;
  /** True when the URL's language is not one of the site's and the default was used. */
  languageFallback: boolean;
}
