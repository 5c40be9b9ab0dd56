import { defineRoute } from './define-route.tsx';
import {
  CheckoutPaymentScreen,
  CheckoutReviewScreen,
  CompleteScreen,
  RecreateCartScreen,
} from './lazy-screens.ts';

/** `/checkout/payment`: how the shopper pays (the card is checked and encrypted here). */
export const paymentStepRoute = defineRoute<true>({
  id: 'checkout-payment',
  match: ({ rest }) => (rest === '/checkout/payment' ? true : undefined),
  Screen: CheckoutPaymentScreen,
  head: (_match, { rest }) => ({ path: rest, title: { en: 'Payment', ar: 'الدفع', ja: 'お支払い' } }),
});

/** `/checkout/review`: the order as it will be placed, and placing it. */
export const reviewStepRoute = defineRoute<true>({
  id: 'checkout-review',
  match: ({ rest }) => (rest === '/checkout/review' ? true : undefined),
  Screen: CheckoutReviewScreen,
  head: (_match, { rest }) => ({
    path: rest,
    title: { en: 'Review and pay', ar: 'المراجعة والدفع', ja: 'ご注文内容の確認' },
  }),
});

/** `/complete`: the placed order, named by its query parameters. */
export const completeRoute = defineRoute<true>({
  id: 'complete',
  match: ({ rest }) => (rest === '/complete' ? true : undefined),
  Screen: CompleteScreen,
  head: (_match, { rest }) => ({
    path: rest,
    title: { en: 'Thank you for your order', ar: 'شكراً لطلبك', ja: 'ご注文ありがとうございます' },
  }),
});

/** `/recreateCart`: an earlier cart's lines back in the bag. */
export const recreateCartRoute = defineRoute<true>({
  id: 'recreate-cart',
  match: ({ rest }) => (rest === '/recreateCart' ? true : undefined),
  Screen: RecreateCartScreen,
  head: (_match, { rest }) => ({
    path: rest,
    title: { en: 'Recreating cart', ar: 'إعادة إنشاء الحقيبة', ja: 'ショッピングバッグを復元しています' },
  }),
});
