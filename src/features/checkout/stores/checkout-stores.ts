import { LazyStore, storeKey, type StoreServices } from '../../../kernel/stores/index.ts';
import type { CartStore } from '../../bag/index.ts';
import type { CheckoutStore } from './checkout-store.ts';

/** The checkout (delivery address, shipping, tax), as the root holds it. */
export const checkoutStore = storeKey<LazyStore<CheckoutStore>>('checkout');

/** Follows the cart, and loads with the checkout's first use. */
export function createCheckoutStore(
  services: StoreServices,
  cartReady: () => Promise<CartStore>,
  signedIn: () => Promise<boolean>,
): LazyStore<CheckoutStore> {
  return new LazyStore<CheckoutStore>(async () => {
    const [{ CheckoutStore }, ready, service] = await Promise.all([
      import('./checkout-store.ts'),
      cartReady(),
      services.cart(),
    ]);
    return new CheckoutStore(ready, service, signedIn);
  });
}
