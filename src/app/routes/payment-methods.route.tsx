import { defineRoute } from './define-route.tsx';
import { PaymentMethodsScreen } from './lazy-screens.ts';

/** The path of the saved payment methods inside a site. */
export const PAYMENT_METHODS_PATH = '/account/payment-methods';

/** `/account/payment-methods`: the signed-in customer's saved cards. */
export const paymentMethodsRoute = defineRoute<true>({
  id: 'payment-methods',
  match: ({ rest }) => (rest === PAYMENT_METHODS_PATH ? true : undefined),
  Screen: PaymentMethodsScreen,
  head: (_match, { rest }) => ({ path: rest, titleKey: 'WEB.SAVED_CARDS.TITLE' }),
});
