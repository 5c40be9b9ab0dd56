import { useI18n, type CatalogKey } from './index.ts';

/** Back-end labels that are translation keys rather than text (`WEB.LISTING.FILTER.BRAND`). */
const KEY = /^WEB(\.[A-Z0-9_-]+)+$/;

/**
 * Text of a label the back end sends: filter definitions name translation keys (`metadata.webLabel`, the on-sale
 * option's value), while brand, colour and size options carry their text. Keys are translated; text is kept.
 */
export function useLabel(): (label: string) => string {
  const i18n = useI18n();
  return (label) => (KEY.test(label) ? i18n.t(label) : label);
}

/** A catalogue key with plural forms: `WEB.LISTING.RESULTS` for `WEB.LISTING.RESULTS_one` and `_other`. */
export type PluralKey = CatalogKey extends infer K ? (K extends `${infer Base}_other` ? Base : never) : never;

/**
 * A plural string: i18next picks `{key}_one`, `{key}_other` (and Arabic's other forms) for the language, so the
 * key itself is not one of the typed catalogue keys.
 */
export function usePlural(): (
  key: PluralKey,
  count: number,
  values?: Record<string, string | number>,
) => string {
  const i18n = useI18n();
  return (key, count, values) => i18n.t(key, { ...values, count });
}
