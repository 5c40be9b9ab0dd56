import type { Queryable } from '../db/database.ts';
import { notificationSignature } from '../lib/notification-signature.ts';
import type { NotificationBody } from '../lib/payment-protocol.ts';
import { sandboxRepository as payments, type SandboxPaymentRow } from './sandbox-repository.ts';

/**
 * Store a final result's AUTHORISATION notification, signed with the shared HMAC key, in the caller's transaction:
 * stored with the result, so it goes out even if the answer never reached the shop.
 */
export async function queueAuthorisationNotification(
  tx: Queryable,
  row: Omit<SandboxPaymentRow, 'result_redeemed_at'>,
  hmacKeyHex: string,
  now: Date,
): Promise<void> {
  const item = {
    eventCode: 'AUTHORISATION' as const,
    success: row.status === 'AUTHORISED' ? ('true' as const) : ('false' as const),
    pspReference: row.psp_reference,
    merchantReference: row.merchant_reference,
    merchantAccountCode: row.merchant_account,
    amount: { currency: row.currency, value: Number(row.amount_value) },
    paymentMethod: row.card_summary?.brand ?? row.method,
    ...(row.status === 'AUTHORISED' ? {} : { reason: row.refusal_reason ?? 'Cancelled' }),
  };
  const body: NotificationBody = {
    live: 'false',
    notificationItems: [
      {
        NotificationRequestItem: {
          ...item,
          additionalData: { hmacSignature: notificationSignature(item, hmacKeyHex) },
        },
      },
    ],
  };
  await payments.insertNotification(tx, row.psp_reference, body, now);
}
