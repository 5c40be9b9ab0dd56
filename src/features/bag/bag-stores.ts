import { lazyStore, type LazyStore, type StoreKey, type StoreServices } from '../../kernel/stores/index.ts';
import type { CartStore } from './stores/cart-store.ts';

/** The shopper's bag, as the root holds it. */
export const cartStore = 'cart' as StoreKey<LazyStore<CartStore>>;

/** The cart's code (and the API client behind it) loads with the cart's first use, not with the page. */
export function createCartStore(services: StoreServices): LazyStore<CartStore> {
  return lazyStore(
    () => import('./stores/cart-store.ts'),
    () => services.cart(),
    (module, service) => new module.CartStore(service, services.reporter, services.analytics),
  );
}
