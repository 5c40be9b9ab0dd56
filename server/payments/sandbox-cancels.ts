import type { Database } from '../db/database.ts';
import type { CancelResponse } from '../lib/payment-protocol.ts';
import { ProviderRequestError } from './provider-request-error.ts';
import { sandboxRepository as payments } from './sandbox-repository.ts';
import { newPspReference } from './sandbox-tokens.ts';
import { storedMethodRepository as storedMethods } from './stored-method-repository.ts';

/** A merchant's cancel, by the payment's pspReference or, when it never learned that, by its merchant reference. */
export interface SandboxCancel {
  merchantAccount: string;
  reference?: string;
  pspReference?: string;
  paymentReference?: string;
}

/**
 * Void a payment the merchant no longer wants (Adyen's cancels). A waiting payment can then no longer be approved,
 * an authorised one is released; one already final stays as it is. Answered `received`, as Adyen does; a pspReference
 * unknown to this merchant account is refused.
 */
export async function cancelPayment(
  deps: { db: Database; now: () => Date; merchantAccount: string },
  request: SandboxCancel,
): Promise<CancelResponse> {
  const { merchantAccount, pspReference, paymentReference } = request;
  if (merchantAccount !== deps.merchantAccount) throw new ProviderRequestError('Unknown merchant account');
  if (pspReference && (await payments.find(deps.db, pspReference))?.merchant_account !== merchantAccount)
    throw new ProviderRequestError('Original pspReference is invalid for this environment');
  const target = pspReference ? { pspReference } : { merchantReference: paymentReference ?? '' };
  await deps.db.transaction(async (tx) => {
    const voided = await payments.cancel(tx, merchantAccount, target, deps.now());
    // A card stored while its challenge waited goes with the payment.
    for (const voidedReference of voided) await storedMethods.decideWaiting(tx, voidedReference, false);
  });
  return {
    merchantAccount,
    ...(pspReference ? { paymentPspReference: pspReference } : { paymentReference: paymentReference ?? '' }),
    pspReference: newPspReference(),
    ...(request.reference ? { reference: request.reference } : {}),
    status: 'received',
  };
}
