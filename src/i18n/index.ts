export { createI18n, applyCatalogs, MISSING_TRANSLATION } from './create-i18n.ts';
export { useT } from './use-t.ts';
export { useLocalize } from './use-localize.ts';
export { defaultCatalog, type CatalogKey } from './default-catalog.ts';
export { I18nProvider, useI18n } from './i18n-context.tsx';
export { isolate } from './isolate.ts';
export { dateFormatter, LONG_DATE, numberFormat } from './intl-formats.ts';
