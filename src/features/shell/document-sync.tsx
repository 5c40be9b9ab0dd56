import type { i18n } from 'i18next';
import { autorun } from 'mobx';
import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { applyCatalogs } from '../../i18n/index.ts';
import { useStores, type ShopStores } from '../../kernel/stores/index.ts';

/** Keeps the site store on the router's path, before paint, so the shell never shows the previous site. */
export function LocationSync() {
  const { site } = useStores();
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    site.setPathname(pathname);
  }, [site, pathname]);
  return null;
}

/** Install the active site's catalogues (the default language's as fallback) once they have loaded. */
export function syncCatalogs(i18n: i18n, site: ShopStores['site'], content: ShopStores['content']): void {
  const current = site.site;
  if (!current) return;
  const language = site.language;
  const catalog = content.catalogs.get(`${current.siteId}:${language}`);
  // Until the new language's catalogue arrives, the page keeps the previous language's strings.
  if (!catalog) return;
  applyCatalogs(i18n, language, catalog, {
    language: current.defaultLanguage,
    catalog: content.catalogs.get(`${current.siteId}:${current.defaultLanguage}`),
  });
}

/** `<html lang dir>` and the i18next catalogues follow the active site and language. */
export function DocumentSync({ i18n }: { i18n: i18n }) {
  const { site, content } = useStores();
  useEffect(
    () =>
      autorun(() => {
        syncCatalogs(i18n, site, content);
        if (!site.site) return;
        document.documentElement.lang = site.locale;
        document.documentElement.dir = site.direction;
      }),
    [i18n, site, content],
  );
  return null;
}

/**
 * Marks the document once the page has rendered (or hydrated) and its effects run: `<html data-app-ready>`; then
 * `onReady`, for work that must not change what hydration compares with the server's markup. Rendered inside the
 * page's own suspense boundary, which React hydrates after the rest of the app: work started earlier would update
 * the boundary before it hydrated, and React would then throw the server's markup away and render it again, losing
 * whatever the shopper had already typed or chosen. Only the first mark counts (a boot screen may come first).
 */
export function AppReady({ onReady }: { onReady?: () => void }) {
  useEffect(() => {
    const root = document.documentElement;
    if (root.hasAttribute('data-app-ready')) return;
    root.setAttribute('data-app-ready', '');
    onReady?.();
  }, [onReady]);
  return null;
}
