import { createContext, useContext, type ReactNode } from 'react';
import type { RootStore } from './root-store.ts';

const StoresContext = createContext<RootStore | null>(null);

/** Makes the root store available to observer components. */
export function StoresProvider({ stores, children }: { stores: RootStore; children: ReactNode }) {
  return <StoresContext.Provider value={stores}>{children}</StoresContext.Provider>;
}

/** The root store; throws outside a provider so a missing provider fails loudly in tests. */
export function useStores(): RootStore {
  const stores = useContext(StoresContext);
  if (!stores) throw new Error('useStores() needs <StoresProvider>');
  return stores;
}
