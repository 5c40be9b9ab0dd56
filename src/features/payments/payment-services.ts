import type { ApiClient } from '../../kernel/api/index.ts';
import { HttpPaymentService } from './api/payment-api.ts';
import { systemClock, DomScriptLoader } from '../../kernel/browser/index.ts';
import type { PaymentService } from '../../kernel/types/payment.ts';

/** Where the provider's fingerprint script leaves its answer. */
declare global {
  interface Window {
    sandboxDeviceFingerprint?: string;
  }
}

/**
 * The payment service over the shop's one API client (so the order is placed in the shopper's session), with what it
 * needs from this browser. Its own chunk: card encryption loads with the payment step only.
 */
export function createPaymentService(client: ApiClient): PaymentService {
  return new HttpPaymentService(client, {
    scripts: new DomScriptLoader(document, systemClock),
    fingerprint: () => window.sandboxDeviceFingerprint ?? '',
    userAgent: navigator.userAgent,
    randomId: () => crypto.randomUUID(),
  });
}
