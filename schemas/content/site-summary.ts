/** What the server's sites index says of each site, and where a URL lands in it. */

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
  /**
   * True while config.json lists `siteGate` credentials and, in what the server sends a visitor, while that visitor
   * holds no pass for the site: the site is behind the username/password overlay.
   */
  gated?: boolean;
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
