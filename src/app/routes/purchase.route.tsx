import { defineRoute } from './define-route.tsx';
import { PAYMENT_RETURN_PAGE } from '../../../schemas/api/checkout.schema.ts';
import { lazyComponent } from '../../renderer/index.ts';

// The purchase after the bag: a chunk per screen (card encryption
// and the payment service load later still, with the payment store).
const purchaseScreens = {
  payment: () => import('../../features/checkout/screens/checkout-payment-page.tsx'),
  review: () => import('../../features/checkout/screens/checkout-review-page.tsx'),
  complete: () => import('../../features/checkout/screens/complete-page.tsx'),
  paymentReturn: () => import('../../features/payments/screens/payment-return-page.tsx'),
  recreate: () => import('../../features/checkout/screens/recreate-cart-page.tsx'),
};

/** The checkout's payment step. */
export const CheckoutPaymentScreen = lazyComponent(
  purchaseScreens.payment,
  (module) => module.CheckoutPaymentScreen,
);

/** The checkout's review step. */
export const CheckoutReviewScreen = lazyComponent(
  purchaseScreens.review,
  (module) => module.CheckoutReviewScreen,
);

/** The order's completion page. */
export const CompleteScreen = lazyComponent(purchaseScreens.complete, (module) => module.CompleteScreen);

/** Back from the payment provider's page: the payment finished in the shopper's session. */
export const PaymentReturnScreen = lazyComponent(
  purchaseScreens.paymentReturn,
  (module) => module.PaymentReturnScreen,
);

/** Recreating a cart. */
export const RecreateCartScreen = lazyComponent(
  purchaseScreens.recreate,
  (module) => module.RecreateCartScreen,
);

/** `/checkout/payment`: how the shopper pays (the card is checked and encrypted here). */
export const paymentStepRoute = defineRoute<true>({
  id: 'checkout-payment',
  match: ({ rest }) => (rest === '/checkout/payment' ? true : undefined),
  Screen: CheckoutPaymentScreen,
  head: (_match, { rest }) => ({ path: rest, titleKey: 'WEB.PAYMENT.TITLE' }),
});

/** `/checkout/review`: the order as it will be placed, and placing it. */
export const reviewStepRoute = defineRoute<true>({
  id: 'checkout-review',
  match: ({ rest }) => (rest === '/checkout/review' ? true : undefined),
  Screen: CheckoutReviewScreen,
  head: (_match, { rest }) => ({ path: rest, titleKey: 'WEB.REVIEW.TITLE' }),
});

/** `/checkout/return`: back from the payment provider's page, finishing the payment. */
export const paymentReturnRoute = defineRoute<true>({
  id: 'payment-return',
  match: ({ rest }) => (rest === PAYMENT_RETURN_PAGE ? true : undefined),
  Screen: PaymentReturnScreen,
  head: (_match, { rest }) => ({ path: rest, titleKey: 'WEB.PAYMENT.RETURN_TITLE' }),
});

/** `/complete`: the placed order, named by its query parameters. */
export const completeRoute = defineRoute<true>({
  id: 'complete',
  match: ({ rest }) => (rest === '/complete' ? true : undefined),
  Screen: CompleteScreen,
  head: (_match, { rest }) => ({ path: rest, titleKey: 'WEB.COMPLETE.TITLE' }),
});

/** `/recreateCart`: an earlier cart's lines back in the bag. */
export const recreateCartRoute = defineRoute<true>({
  id: 'recreate-cart',
  match: ({ rest }) => (rest === '/recreateCart' ? true : undefined),
  Screen: RecreateCartScreen,
  head: (_match, { rest }) => ({ path: rest, titleKey: 'WEB.RECREATE.TITLE' }),
});
