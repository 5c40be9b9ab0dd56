export type { StoreRecipe, StoreServices } from './store-services.ts';
export { StoresProvider, useStores } from './stores-context.tsx';
export type { ShellContent, LoadState } from '../content/content-store.ts';
export type { Pullout, Modal } from './ui-store.ts';
export { LazyStore, lazyStore } from './lazy-store.ts';
export { storesByKey, type KernelStores, type ShopStores, type StoreKey } from './shop-stores.ts';
