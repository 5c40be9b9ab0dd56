import i18next, { type i18n } from 'i18next';
import { trackI18nChanges } from './i18n-context.tsx';
import type { ErrorReporter } from '../kernel/types/index.ts';

/** What a shopper sees for a string no catalogue has. */
export const MISSING_TRANSLATION = 'MISSING.TRANSLATION';

/**
 * One i18next instance per app. Catalogues come from content at run time; a missing key shows
 * MISSING.TRANSLATION (with the key outside production) and is reported, as is a missing interpolation value.
 */
export function createI18n(options: { reporter: ErrorReporter; isProduction: boolean }): i18n {
  const instance = i18next.createInstance();
  const { reporter, isProduction } = options;
  void instance.init({
    lng: 'en',
    fallbackLng: false,
    resources: {},
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: true,
    missingKeyHandler: (languages, _namespace, key) =>
      reporter.report({ kind: 'translation', message: `Missing translation ${key}`, detail: { languages } }),
    parseMissingKeyHandler: (key) => (isProduction ? MISSING_TRANSLATION : `${MISSING_TRANSLATION} [${key}]`),
    missingInterpolationHandler: (text, match) => {
      reporter.report({ kind: 'translation', message: `Missing interpolation ${match[0]} in "${text}"` });
      return '';
    },
  });
  // init() with initAsync false has built the store by now.
  trackI18nChanges(instance);
  return instance;
}

/** Install a site's catalogues: the active language, with the site's default language as fallback. */
export function applyCatalogs(
  instance: i18n,
  language: string,
  catalog: Record<string, unknown> | undefined,
  fallback: { language: string; catalog: Record<string, unknown> | undefined },
): void {
  if (catalog) instance.addResourceBundle(language, 'translation', catalog, true, true);
  if (fallback.catalog && fallback.language !== language) {
    instance.addResourceBundle(fallback.language, 'translation', fallback.catalog, true, true);
  }
  instance.options.fallbackLng = fallback.language === language ? false : [fallback.language];
  if (instance.language !== language) void instance.changeLanguage(language);
}
