import { lazyStore, type LazyStore, type StoreKey, type StoreServices } from '../../kernel/stores/index.ts';
import type { OrdersStore } from './stores/orders-store.ts';

/** The customer's orders (history, one order, a guest's lookup), as the root holds them. */
export const ordersStore = 'orders' as StoreKey<LazyStore<OrdersStore>>;

/** Loaded with the first order page. */
export function createOrdersStore(services: StoreServices): LazyStore<OrdersStore> {
  return lazyStore(
    () => import('./stores/orders-store.ts'),
    () => services.orders(),
    (module, service) => new module.OrdersStore(service),
  );
}
