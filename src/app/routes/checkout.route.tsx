import { defineRoute } from './define-route.tsx';
import { BasketScreen } from './lazy-screens.ts';

/** `/checkout` and `/checkout/basket`: the bag, the first step of the checkout. */
export const checkoutRoute = defineRoute<{ step: 'basket' }>({
  id: 'checkout',
  match: ({ rest }) => (rest === '/checkout' || rest === '/checkout/basket' ? { step: 'basket' } : undefined),
  Screen: BasketScreen,
  head: (_match, { rest }) => ({ path: rest, title: BAG_TITLE }),
});

// seoData may name the page; this is its title when it does not.
const BAG_TITLE = { en: 'Your bag', ar: 'حقيبتك', ja: 'ショッピングバッグ' };
