import { LazyStore, type ShopStores, type StoreKey, type StoreServices } from '../../kernel/stores/index.ts';
import { cartStore, type CartStore } from '../bag/index.ts';
import type { AddressRulesStore } from '../address-book/index.ts';
import type { CheckoutStore } from './stores/checkout-store.ts';

/** The checkout (delivery address, shipping, tax), as the root holds it. */
export const checkoutStore = 'checkout' as StoreKey<LazyStore<CheckoutStore>>;

/** Follows the cart, and loads with the checkout's first use. */
export function createCheckoutStore(
  services: StoreServices,
  cartReady: () => Promise<CartStore>,
  signedIn: () => Promise<boolean>,
  addressRules: LazyStore<AddressRulesStore>,
): LazyStore<CheckoutStore> {
  return new LazyStore<CheckoutStore>(async () => {
    const [{ CheckoutStore }, ready, service, rules] = await Promise.all([
      import('./stores/checkout-store.ts'),
      cartReady(),
      services.cart(),
      addressRules.ready(),
    ]);
    return new CheckoutStore(ready, service, rules, signedIn);
  });
}

/** What every checkout step starts with: the bag's lines (loaded once) and the checkout store over them. */
export function loadCheckout(stores: Pick<ShopStores, 'get'>): void {
  void stores
    .get(cartStore)
    .ready()
    .then((cart) => cart.ensureLoaded());
  void stores.get(checkoutStore).ready();
}
