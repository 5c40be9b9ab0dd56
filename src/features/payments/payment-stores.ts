import { lazyStore, type LazyStore, type StoreKey, type StoreServices } from '../../kernel/stores/index.ts';
import type { PaymentStore } from './stores/payment-store.ts';

/** Paying and placing the order, as the root holds it. */
export const paymentStore = 'payment' as StoreKey<LazyStore<PaymentStore>>;

/** Loaded with the payment step. */
export function createPaymentStore(services: StoreServices): LazyStore<PaymentStore> {
  return lazyStore(
    () => import('./stores/payment-store.ts'),
    () => services.payments(),
    (module, service) => new module.PaymentStore(service, services.clock, services.analytics),
  );
}
