export { basePath, parseSitePath, sitePath, switchLanguagePath } from './base-path.ts';
export { textDirection, RTL_LANGUAGES } from './text-direction.ts';
export { createPriceFormatter, fractionDigits, type PriceFormatter } from './currency.ts';
export type { SiteConfig, SiteLocation, SiteSummary } from './site-types.ts';
