export { paymentStore, createPaymentStore } from './payment-stores.ts';
export { useGoToOutcome } from './components/go-to-outcome.ts';
export { CardFields, PaymentMethods } from './components/payment-methods.tsx';
export type { CardFormState } from './components/payment-methods.tsx';
export { CheckboxRow } from './components/payment.styles.ts';
export { checkCard } from './rules/card-check.ts';
export type { CardField, CardInput, CardProblem } from './rules/card-rules.ts';
export type { PaymentStore } from './stores/payment-store.ts';

// Parts loaded on first use: the app calls these, and each stays a chunk of its own.
/** Loads payment calls and card encryption, with the payment step. */
export const loadPaymentServices = () => import('./payment-services.ts');
