import { useTranslation } from 'react-i18next';
import type { CatalogKey } from './default-catalog.ts';

/** Typed translation: only keys of the default catalogue compile. */
export function useT(): (key: CatalogKey, values?: Record<string, string | number>) => string {
  const { t } = useTranslation();
  return (key, values) => t(key, values ?? {}) as string;
}
