import type { i18n } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nProvider } from '../../i18n/index.ts';
import { StoresProvider, type ShopStores } from '../../kernel/stores/index.ts';
import { ServerSplash } from './splash-modal.tsx';
import { SplashStore } from './splash-store.ts';

/**
 * The splash for a visitor who has not closed it (`seen` is the id they closed), as markup laid over the page from
 * its first paint; undefined when there is none to show. The same rule as the browser's: enabled, and not seen.
 */
export async function serverSplashMarkup(
  stores: ShopStores,
  i18n: i18n,
  seen: string | undefined,
): Promise<string | undefined> {
  const location = stores.site.location;
  if (!location) return undefined;
  const content = await stores.content.loadOptional(location.site.siteId, 'splashModal', location.language);
  const store = new SplashStore({ get: () => seen ?? null, set: () => {}, remove: () => {} });
  store.offer(content);
  if (!store.splash) return undefined;
  return renderToStaticMarkup(
    <StoresProvider stores={stores}>
      <I18nProvider i18n={i18n}>
        <ServerSplash content={store.splash} href={(link) => stores.site.href(link)} />
      </I18nProvider>
    </StoresProvider>,
  );
}

/**
 * The files the site's behaviours read as soon as they start in the browser (the splash is read by the server's own
 * splash above): the server sends them with the page, checked.
 */
export function planSiteBehaviourContent(stores: ShopStores): void {
  const location = stores.site.location;
  if (location) stores.content.plan(location.site.siteId, 'scripts', { language: location.language });
}
