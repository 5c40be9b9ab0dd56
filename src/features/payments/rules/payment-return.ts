import type { ServiceFailure } from '../../../kernel/types/index.ts';
import type { OrderOutcome, PaymentService } from '../../../kernel/types/payment.ts';

/**
 * Where the shopper goes after the provider's page: on as placing the order goes (`outcome`), back to the payment
 * step with the refusal's status (`refused`: a cancelled or declined payment, the bag kept), or to the API's browser
 * return (`browser`) when this session cannot finish the payment itself.
 */
export type PaymentReturn =
  | { kind: 'outcome'; outcome: OrderOutcome }
  | { kind: 'refused'; statusCode: string; paymentMethod?: string; utr: string; pgTransactionId?: string }
  | { kind: 'browser'; url: string };

/**
 * Answers the browser return settles better than this session can: an order this session does not own (the shopper
 * came back in another browser), one still being confirmed, and a provider that cannot be asked now (the browser
 * return's page retries by itself).
 */
const LEFT_TO_THE_BROWSER_RETURN = new Set(['ORDER_NOT_FOUND', 'PENDING']);

/**
 * Finish a payment in the shopper's own session (PUT /api/checkout/payment/{reference} with the provider's
 * redirectResult), and say where to go next.
 */
export async function finishPayment(
  service: PaymentService,
  reference: string,
  redirectResult: string,
): Promise<PaymentReturn> {
  try {
    return { kind: 'outcome', outcome: await service.finishPayment(reference, redirectResult) };
  } catch (error) {
    const failure = error as Partial<ServiceFailure>;
    const refused =
      failure.kind === 'http' &&
      failure.code !== undefined &&
      (failure.status ?? 500) < 500 &&
      !LEFT_TO_THE_BROWSER_RETURN.has(failure.code);
    if (!refused) return { kind: 'browser', url: await service.browserReturn(reference, redirectResult) };
    const detail = (pointer: string) => failure.details?.find((item) => item.pointer === pointer)?.message;
    const paymentMethod = detail('/paymentMethod');
    const pgTransactionId = detail('/pgTransactionId');
    return {
      kind: 'refused',
      statusCode: failure.code!,
      utr: reference,
      ...(paymentMethod ? { paymentMethod } : {}),
      ...(pgTransactionId ? { pgTransactionId } : {}),
    };
  }
}
