import type { CatalogKey } from './default-catalog.ts';
import { useI18n } from './i18n-context.tsx';

/** Typed translation: only keys of the default catalogue compile. */
export function useT(): (key: CatalogKey, values?: Record<string, string | number>) => string {
  const i18n = useI18n();
  return (key, values) => i18n.t(key, values ?? {}) as string;
}
