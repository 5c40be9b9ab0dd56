import { defineRoute } from './define-route.tsx';
import { lazyComponent } from '../../renderer/index.ts';

/** The bag (the checkout's first step), a chunk of its own. */
export const BasketScreen = lazyComponent(
  () => import('../../features/checkout/screens/basket-page.tsx'),
  (module) => module.BasketScreen,
);

/** The checkout's delivery step, a chunk of its own (with the address form's rjsf). */
export const ShippingScreen = lazyComponent(
  () => import('../../features/checkout/screens/shipping-page.tsx'),
  (module) => module.ShippingScreen,
);

/** `/checkout` and `/checkout/basket`: the bag, the first step of the checkout. */
export const checkoutRoute = defineRoute<{ step: 'basket' }>({
  id: 'checkout',
  match: ({ rest }) => (rest === '/checkout' || rest === '/checkout/basket' ? { step: 'basket' } : undefined),
  Screen: BasketScreen,
  head: (_match, { rest }) => ({ path: rest, titleKey: 'WEB.CART.TITLE' }),
});

/**
 * `/checkout/shipping`: contact, delivery address and method. A route of its own, so its screen (and the address
 * form's code) is a chunk of its own that the route preloads before rendering.
 */
export const checkoutShippingRoute = defineRoute<{ step: 'shipping' }>({
  id: 'checkout-shipping',
  match: ({ rest }) => (rest === '/checkout/shipping' ? { step: 'shipping' } : undefined),
  Screen: ShippingScreen,
  head: (_match, { rest }) => ({ path: rest, titleKey: 'WEB.CHECKOUT.TITLE' }),
});
