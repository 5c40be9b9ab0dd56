import { defineRoute } from './define-route.tsx';
import { lazyComponent } from '../../renderer/index.ts';

/** The signed-in customer's saved cards, a chunk of its own (with the checkout's card form it reuses). */
export const PaymentMethodsScreen = lazyComponent(
  () => import('../../features/saved-cards/screens/payment-methods-page.tsx'),
  (module) => module.PaymentMethodsScreen,
);

/** The path of the saved payment methods inside a site. */
export const PAYMENT_METHODS_PATH = '/account/payment-methods';

/** `/account/payment-methods`: the signed-in customer's saved cards. */
export const paymentMethodsRoute = defineRoute<true>({
  id: 'payment-methods',
  match: ({ rest }) => (rest === PAYMENT_METHODS_PATH ? true : undefined),
  Screen: PaymentMethodsScreen,
  head: (_match, { rest }) => ({ path: rest, titleKey: 'WEB.SAVED_CARDS.TITLE' }),
});
