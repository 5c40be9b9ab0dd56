import { useI18n } from '../../i18n/index.ts';

/**
 * The size guide's interface strings with their English wording, shaped like the default catalogue so it can join
 * it; each site's language catalogue carries the translations.
 */
export const sizeGuideCatalog = {
  WEB: {
    SIZE_GUIDE: {
      TITLE: 'Size guide',
      UNITS: 'Units',
      CM: 'cm',
      INCHES: 'inches',
      HOW_TO_MEASURE: 'How to measure',
    },
  },
} as const;

/** One of the size guide's strings, by its last key segment (`TITLE` for `WEB.SIZE_GUIDE.TITLE`). */
export type SizeGuideLabel = keyof typeof sizeGuideCatalog.WEB.SIZE_GUIDE;

/**
 * The size guide's strings in the current language. They are looked up by their full key on the i18next instance, as
 * the typed `useT` knows only the keys of the default catalogue; a missing one is reported like any other.
 */
export function useSizeGuideText(): (label: SizeGuideLabel) => string {
  const i18n = useI18n();
  return (label) => i18n.t(`WEB.SIZE_GUIDE.${label}`);
}
