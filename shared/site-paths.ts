/**
 * URL rules of sites, shared by the storefront and the server: pure functions, no imports.
 * A site's base path is `/{countryFolder}/{language}`, or `/{language}-{country}` when it has no folder.
 */

import type { SiteLocation, SiteSummary } from '../schemas/content/site-summary.ts';

export type { SiteLocation, SiteSummary } from '../schemas/content/site-summary.ts';

/** The site's base path: `/{countryFolder}/{language}`, or `/{language}-{country}` when the site has no folder. */
export function basePath(site: Pick<SiteSummary, 'countryFolder' | 'country'>, language: string): string {
  return site.countryFolder
    ? `/${site.countryFolder}/${language}`
    : `/${language}-${site.country.toLowerCase()}`;
}

/** Join a base path and a site-relative path without doubling or dropping slashes. */
export function sitePath(base: string, path: string): string {
  if (/^(https?:|mailto:|tel:|#)/.test(path)) return path;
  const rest = path.startsWith('/') ? path : `/${path}`;
  return rest === '/' ? base : `${base}${rest}`;
}

const FOLDERLESS = /^([a-z]{2})-([a-z]{2})$/;

/** Resolve a pathname to its site, language and inner path; undefined when no site matches. */
export function parseSitePath<Site extends SiteSummary>(
  pathname: string,
  sites: readonly Site[],
): (SiteLocation & { site: Site }) | undefined {
  const segments = pathname.split('/').filter(Boolean);
  const [first, second] = segments;
  if (!first) return undefined;
  const folderless = FOLDERLESS.exec(first);
  if (folderless) {
    const [, language, country] = folderless as unknown as [string, string, string];
    const site = sites.find((s) => !s.countryFolder && s.country.toLowerCase() === country);
    if (site) return locate(site, language, segments.slice(1));
  }
  const site = sites.find((s) => s.countryFolder === first);
  if (!site) return undefined;
  if (second && /^[a-z]{2}$/.test(second)) return locate(site, second, segments.slice(2));
  return { site, language: site.defaultLanguage, rest: toRest(segments.slice(1)), languageFallback: true };
}

function locate<Site extends SiteSummary>(site: Site, language: string, restSegments: string[]) {
  const supported = site.languages.includes(language);
  return {
    site,
    language: supported ? language : site.defaultLanguage,
    rest: toRest(restSegments),
    languageFallback: !supported,
  };
}

function toRest(segments: string[]): string {
  return `/${segments.join('/')}`;
}

/** The same page in another language: only the language segment of the base path changes. */
export function switchLanguagePath(location: SiteLocation, language: string): string {
  return sitePath(basePath(location.site, language), location.rest);
}
