import { createHash } from 'node:crypto';
import { ApiError } from '../../api/api-error.ts';
import type { ShoppingSession } from '../../api/context.ts';
import type { Database } from '../../db/database.ts';
import type { PaymentResponse } from '../../lib/payment-protocol.ts';
import { ProviderRejectedError, ProviderUnavailableError, type PaymentGateway } from './payment-gateway.ts';
import { placementRepository as placement, type PlacedOrderRow } from './placement-repository.ts';
import type { Settlement } from './payment-outcome.ts';

/** What finishing a payment after the provider's page needs from placement. */
export interface PaymentReturnDependencies {
  db: Database;
  gateway: Pick<PaymentGateway, 'details'>;
  /** Settle the order `reference` from the provider's confirmed answer, recording the return's proof. */
  settleFromDetails(reference: string, response: PaymentResponse, proof: string): Promise<Settlement>;
}

/** A redirectResult is kept only as a digest: enough to recognise a reload, useless to anyone reading the row. */
export const digest = (redirectResult: string) =>
  createHash('sha256').update(redirectResult).digest('base64url');

const notFound = () => new ApiError(404, 'ORDER_NOT_FOUND', 'No such order');

/**
 * Finish a payment after the provider's page, from its redirectResult. The owner's session (the JSON call) may read
 * its order as it stands. A browser return holds no credentials: only a redirectResult the provider confirms for this
 * order, or the digest of one kept from the first return (a reload), shows anything. Any other caller (an unknown or
 * another shopper's reference, a forged or replayed redirectResult) gets what an unknown reference gets: 404, or 502
 * when the provider cannot be asked, which every such caller gets alike since the provider is asked before the order
 * is looked at. An answer of undefined means the proven order still waits for its payment.
 */
export async function finalisePayment(
  deps: PaymentReturnDependencies,
  reference: string,
  redirectResult: string,
  owner?: ShoppingSession,
): Promise<Settlement> {
  const order = await placement.byReference(deps.db, reference);
  if (owner && (!order || !ownedBy(order, owner))) throw notFound();
  const proof = digest(redirectResult);
  const proven = (row: PlacedOrderRow) =>
    Boolean(owner) || Boolean(row.payment.returnProofs?.includes(proof));
  if (order && order.status !== 'PENDING_PAYMENT' && proven(order))
    return { order, answer: order.payment.answer };
  let response: PaymentResponse;
  try {
    response = await deps.gateway.details(redirectResult);
  } catch (error) {
    if (error instanceof ProviderUnavailableError)
      throw new ApiError(502, 'STATUSCODE_SERVER_ERROR', 'The payment provider cannot be reached; try again');
    if (!(error instanceof ProviderRejectedError)) throw error;
    // A used or forged redirectResult proves nothing by itself: only its owner, or a reload, learns anything.
    const current = order && (await placement.byReference(deps.db, reference));
    if (!current || !proven(current)) throw notFound();
    return {
      order: current,
      answer: current.status === 'PENDING_PAYMENT' ? undefined : current.payment.answer,
    };
  }
  if (response.merchantReference !== reference) {
    // Another order's redirectResult, confirmed by the provider: that order is settled from it (its own shopper's
    // return then finds it settled and recognised), and this caller learns nothing.
    if (await placement.byReference(deps.db, response.merchantReference))
      await deps.settleFromDetails(response.merchantReference, response, proof);
    throw notFound();
  }
  if (!order) throw notFound();
  return deps.settleFromDetails(reference, response, proof);
}

/** A signed-in shopper owns the account's orders; a guest, the orders of this session. */
export function ownedBy(order: PlacedOrderRow, session: ShoppingSession): boolean {
  return session.accountId ? order.account_id === session.accountId : order.session_id === session.id;
}
