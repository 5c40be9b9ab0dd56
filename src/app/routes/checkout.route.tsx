import { defineRoute } from './define-route.tsx';
import { BasketScreen, ShippingScreen } from './lazy-screens.ts';

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
