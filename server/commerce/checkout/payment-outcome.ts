import type { PlaceOrderResponse, PaymentMethodId } from '../../../schemas/api/checkout.schema.ts';
import type { ErrorCode } from '../../../schemas/api/errors.ts';
import type { PaymentResponse } from '../../lib/payment-protocol.ts';
import type { OrderPayment, PlacedOrderRow, StoredAnswer } from './placement-repository.ts';

/** How a void went: the provider took it, could not be reached (retried later), or refused it (left to a person). */
export type VoidResult = 'voided' | 'retry' | 'refused';

/** An authorisation for an order already cancelled: refused for the order, and how the void of its payment went. */
export interface LateAuthorisation {
  orderReference: string;
  pspReference: string;
  void: VoidResult | undefined;
}

/**
 * The answer of a settled order: the stored placement answer and the order as it now stands; `lateAuthorisation` when
 * the outcome was an authorisation for an order already cancelled.
 */
export interface Settlement {
  order: PlacedOrderRow;
  answer: StoredAnswer | undefined;
  lateAuthorisation?: LateAuthorisation;
}

/** What a provider answer means for the order. */
export type PaymentOutcome =
  | { kind: 'authorised'; pspReference: string; resultCode: string; card?: { brand: string; last4: string } }
  | { kind: 'waiting'; pspReference: string; resultCode: string; action?: PaymentResponse['action'] }
  | {
      kind: 'failed';
      pspReference?: string;
      resultCode: string;
      refusalReason?: string;
      status: number;
      code: ErrorCode;
      /** The provider may hold a payment for the order all the same: cancel it there (the order owes a void). */
      voidAtProvider?: true;
    };

/** Refusals the shopper can fix with the same card (funds, expiry) are PREAUTH_FAILED; the rest ADRESULT_REFUSED. */
const PREAUTH_REASONS = new Set(['Not enough balance', 'Expired Card']);

/** The words of a failed placement's answer, by its code. */
const FAILURE_MESSAGES: Partial<Record<ErrorCode, string>> = {
  STATUSCODE_SERVER_ERROR: 'The payment could not be taken; try again',
  PAYMENT_CANCELLED: 'The payment was cancelled',
};

/**
 * What a provider answer means for the order. A payment the shopper cancelled on the provider's page is
 * PAYMENT_CANCELLED, not a refusal: nothing was declined, and the shopper is told so.
 */
export function outcomeOf(response: PaymentResponse): PaymentOutcome {
  const { pspReference, resultCode } = response;
  if (resultCode === 'Authorised') {
    const { paymentMethod: brand, cardSummary: last4 } = response.additionalData ?? {};
    return {
      kind: 'authorised',
      pspReference,
      resultCode,
      ...(brand && last4 && /^[0-9]{4}$/.test(last4) ? { card: { brand, last4 } } : {}),
    };
  }
  if (['RedirectShopper', 'ChallengeShopper', 'Pending', 'Received'].includes(resultCode))
    return { kind: 'waiting', pspReference, resultCode, action: response.action };
  const reason = response.refusalReason;
  return {
    kind: 'failed',
    pspReference,
    resultCode,
    ...(reason ? { refusalReason: reason } : {}),
    status: resultCode === 'Error' ? 502 : 402,
    code:
      resultCode === 'Error'
        ? 'STATUSCODE_SERVER_ERROR'
        : resultCode === 'Cancelled'
          ? 'PAYMENT_CANCELLED'
          : reason && PREAUTH_REASONS.has(reason)
            ? 'PREAUTH_FAILED'
            : 'ADRESULT_REFUSED',
  };
}

/**
 * The provider could not be asked, or did not answer: nothing was charged as far as the shop knows, but a call that
 * timed out may have reached it, so the order owes a void by its reference.
 */
export const UNREACHABLE: PaymentOutcome = {
  kind: 'failed',
  resultCode: 'Error',
  status: 502,
  code: 'STATUSCODE_SERVER_ERROR',
  voidAtProvider: true,
};

/** An order left unpaid past the time its payment could take: cancelled, and its payment voided at the provider. */
export const ABANDONED: PaymentOutcome = {
  kind: 'failed',
  resultCode: 'Cancelled',
  status: 402,
  code: 'ADRESULT_REFUSED',
  voidAtProvider: true,
};

/** The payment as stored after an outcome. */
export function paymentAfter(order: PlacedOrderRow, outcome: PaymentOutcome): OrderPayment {
  const state =
    outcome.kind === 'authorised'
      ? 'AUTHORISED'
      : outcome.kind === 'waiting'
        ? 'PENDING'
        : outcome.resultCode === 'Error'
          ? 'ERROR'
          : 'REFUSED';
  const pspReference = outcome.pspReference ?? order.payment.pspReference;
  return {
    method: order.payment.method,
    state,
    ...(pspReference ? { pspReference } : {}),
    resultCode: outcome.resultCode,
    ...(outcome.kind === 'failed' && outcome.refusalReason ? { refusalReason: outcome.refusalReason } : {}),
    // What the order details show of the card: brand and last four digits, never more.
    ...(outcome.kind === 'authorised' && outcome.card ? outcome.card : {}),
  };
}

/** The placement answer an outcome gives, stored on the order so a repeated call answers the same. */
export function answerFor(order: PlacedOrderRow, outcome: PaymentOutcome): StoredAnswer {
  const paymentMethod = order.payment.method as PaymentMethodId;
  const utr = order.reference;
  if (outcome.kind === 'failed') {
    return {
      ok: false,
      status: outcome.status,
      code: outcome.code,
      message: FAILURE_MESSAGES[outcome.code] ?? 'The payment was refused',
      details: [
        { pointer: '/utr', message: utr },
        { pointer: '/paymentMethod', message: paymentMethod },
        ...(outcome.pspReference ? [{ pointer: '/pgTransactionId', message: outcome.pspReference }] : []),
      ],
    };
  }
  const additionalData = { pspReference: outcome.pspReference, resultCode: outcome.resultCode };
  const complete = (authorization: 'AUTHORISED' | 'PENDING' | 'RECEIVED') => ({
    Authorization: authorization,
    Account: order.account_id ? ('account' as const) : ('guest' as const),
    uat: order.lookup_hash,
    utt: 'lookup' as const,
    utr,
    paymentMethod,
  });
  let body: PlaceOrderResponse;
  if (outcome.kind === 'authorised')
    body = { utr, status: 'PLACED', paymentMethod, complete: complete('AUTHORISED'), additionalData };
  else if (outcome.action)
    body = {
      utr,
      status: 'PENDING_PAYMENT',
      paymentMethod,
      action: { type: outcome.action.type, url: outcome.action.url },
      additionalData,
    };
  else
    body = {
      utr,
      status: 'PENDING_PAYMENT',
      paymentMethod,
      complete: complete(outcome.resultCode === 'Received' ? 'RECEIVED' : 'PENDING'),
      additionalData,
    };
  return { ok: true, body };
}
