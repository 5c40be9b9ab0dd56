import type { i18n } from 'i18next';
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';

const I18nContext = createContext<i18n | null>(null);
const versions = new WeakMap<i18n, number>();

/**
 * Count language changes and added catalogues, so components re-render when either happens. A few lines instead of
 * react-i18next, which would cost the first load more than it gives here.
 */
export function trackI18nChanges(instance: i18n): void {
  const bump = () => versions.set(instance, (versions.get(instance) ?? 0) + 1);
  instance.on('languageChanged', bump);
  instance.store.on('added', bump);
}

/** Provide the app's i18next instance. */
export function I18nProvider({ i18n, children }: { i18n: i18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** The i18next instance; the caller re-renders when the language or a catalogue changes. */
export function useI18n(): i18n {
  const instance = useContext(I18nContext);
  if (!instance) throw new Error('useI18n() needs <I18nProvider>');
  useSyncExternalStore(
    (notify) => {
      instance.on('languageChanged', notify);
      instance.store.on('added', notify);
      return () => {
        instance.off('languageChanged', notify);
        instance.store.off('added', notify);
      };
    },
    () => versions.get(instance) ?? 0,
    () => versions.get(instance) ?? 0,
  );
  return instance;
}
