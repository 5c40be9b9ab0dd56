import { observer } from 'mobx-react-lite';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { sitePath } from '../../../shared/site-paths.ts';
import { SiteContextProvider } from '../../sites/site-context.tsx';
import type { ShopStores } from './shop-stores.ts';
import type { SiteStore } from '../site/site-store.ts';

const StoresContext = createContext<ShopStores | null>(null);

/** Makes the root store available to observer components, and the current site to links and localised text. */
export function StoresProvider({ stores, children }: { stores: ShopStores; children: ReactNode }) {
  return (
    <StoresContext.Provider value={stores}>
      <SiteContextBridge site={stores.site}>{children}</SiteContextBridge>
    </StoresContext.Provider>
  );
}

/** Keeps the site context on the site store's base path and language as the shopper moves between sites. */
const SiteContextBridge = observer(function SiteContextBridge({
  site,
  children,
}: {
  site: SiteStore;
  children: ReactNode;
}) {
  const basePath = site.basePath;
  const language = site.language;
  const defaultLanguage = site.site?.defaultLanguage ?? language;
  // A new function per base path, so links re-render when the shopper moves to another site or language.
  const value = useMemo(
    () => ({ href: (path: string) => sitePath(basePath, path), language, defaultLanguage }),
    [basePath, language, defaultLanguage],
  );
  return <SiteContextProvider value={value}>{children}</SiteContextProvider>;
});

/** The root store; throws outside a provider so a missing provider fails loudly in tests. */
export function useStores(): ShopStores {
  const stores = useContext(StoresContext);
  if (!stores) throw new Error('useStores() needs <StoresProvider>');
  return stores;
}
