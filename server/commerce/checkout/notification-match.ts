import { outcomeOf, type LateAuthorisation, type PaymentOutcome } from './payment-outcome.ts';
import type { PlacedOrderRow } from './placement-repository.ts';

/** A notification item as placement reads it: the fields its signature covers. */
export interface NotifiedItem {
  merchantReference: string;
  merchantAccountCode: string;
  pspReference: string;
  success: string;
  amount: { value: number; currency: string };
  reason?: string;
}

/** A field of a notification item that disagrees with the order it names. */
export type NotificationMismatch = 'merchantAccount' | 'amount' | 'currency' | 'pspReference';

/** What a notification did to its order; a late authorisation says how the void of its payment went. */
export type NotificationOutcome =
  | { kind: 'applied' | 'unknown-order' }
  | { kind: 'mismatch'; fields: NotificationMismatch[] }
  | { kind: 'authorised-too-late'; late: LateAuthorisation };

/**
 * What keeps a notification from settling its order: another merchant account, an amount or currency other than the
 * order's total, or a payment other than the one the order recorded. An order that recorded no payment yet (the shop
 * never heard the provider's answer: it died or timed out mid-call) takes the notification's pspReference, since the
 * signature proves the provider sent it for this merchant reference and the amount and currency must still match.
 */
export function notificationMismatches(
  order: Pick<PlacedOrderRow, 'total_cost_minor' | 'currency' | 'payment'>,
  item: NotifiedItem,
  merchantAccount: string,
): NotificationMismatch[] {
  const recorded = order.payment.pspReference;
  return [
    ...(item.merchantAccountCode === merchantAccount ? [] : ['merchantAccount' as const]),
    ...(item.amount.value === Number(order.total_cost_minor) ? [] : ['amount' as const]),
    ...(item.amount.currency === order.currency.trim() ? [] : ['currency' as const]),
    ...(recorded === undefined || recorded === item.pspReference ? [] : ['pspReference' as const]),
  ];
}

/** The provider's reason for a payment the shopper cancelled on its page, rather than one it refused. */
const CANCELLED_REASON = 'Cancelled';

/**
 * What an item says of its payment, as the shop's outcome: authorised, cancelled by the shopper on the provider's
 * page (so the shopper is told it was cancelled even when the webhook settles the order first), or refused with the
 * provider's reason.
 */
export function notificationOutcome(item: NotifiedItem): PaymentOutcome {
  if (item.success === 'true')
    return { kind: 'authorised', pspReference: item.pspReference, resultCode: 'Authorised' };
  return outcomeOf({
    pspReference: item.pspReference,
    merchantReference: item.merchantReference,
    resultCode: item.reason === CANCELLED_REASON ? 'Cancelled' : 'Refused',
    ...(item.reason ? { refusalReason: item.reason } : {}),
  });
}
