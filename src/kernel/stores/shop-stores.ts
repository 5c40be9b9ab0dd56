import type { ContentStore } from '../content/content-store.ts';
import type { PageEventsStore } from '../analytics/page-events-store.ts';
import type { FavouritesStore } from '../session/favourites-store.ts';
import type { ShopperMemoryStore } from '../session/shopper-memory-store.ts';
import type { SiteStore } from '../site/site-store.ts';
import type { LazyStore } from './lazy-store.ts';
import type { PreparedStores } from './prepared-stores.ts';
import type { StoreRecipe } from './store-services.ts';
import type { UiStore } from './ui-store.ts';

/**
 * Names one feature's store in the root. The feature that owns the store exports its key, so reading another
 * feature's store is an import the lint sees (and orders), never a property that hides the dependency. A key is the
 * store's name, typed with the store it gives: declare one as `'cart' as StoreKey<LazyStore<CartStore>>`.
 */
export type StoreKey<Store> = string & { readonly __store?: Store };

/** The stores every part of the storefront may read: the site, its content, what the browser remembers. */
export interface KernelStores {
  memory: ShopperMemoryStore;
  site: SiteStore;
  content: ContentStore;
  ui: UiStore;
  pageEvents: PageEventsStore;
  favourites: LazyStore<FavouritesStore>;
  /** Per-screen stores a route loaded before the first render, for the screen that renders them. */
  prepared: PreparedStores;
  /** Build a per-screen store (listing, tray, search box, signup form…) from its module's recipe. */
  build: <Store>(recipe: StoreRecipe<Store>) => Store;
}

/** The root as features see it: the kernel's stores, and each feature's store by its key. */
export interface ShopStores extends KernelStores {
  get<Store>(key: StoreKey<Store>): Store;
}

/** The `get` of a root holding `stores` by name; an unknown key throws, so a store never registered fails loudly. */
export function storesByKey(stores: Readonly<Record<string, unknown>>): ShopStores['get'] {
  return <Store>(key: StoreKey<Store>): Store => {
    if (!(key in stores)) throw new Error(`No store is registered as ${key}`);
    return stores[key] as Store;
  };
}
