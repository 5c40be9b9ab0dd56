import { createHmac, timingSafeEqual } from 'node:crypto';

/** The fields of an Adyen-style notification item that its signature covers. */
export interface SignedNotificationItem {
  pspReference: string;
  originalReference?: string;
  merchantAccountCode: string;
  merchantReference: string;
  amount: { value: number; currency: string };
  eventCode: string;
  success: string;
}

/**
 * Adyen's notification HMAC: SHA-256 over `pspReference:originalReference:merchantAccountCode:merchantReference:
 * value:currency:eventCode:success` (a missing original reference is empty), keyed by the hex-encoded key, base64.
 * Both the sandbox provider (signing) and the shop (checking) use this one definition.
 */
export function notificationSignature(item: SignedNotificationItem, hexKey: string): string {
  const signed = [
    item.pspReference,
    item.originalReference ?? '',
    item.merchantAccountCode,
    item.merchantReference,
    String(item.amount.value),
    item.amount.currency,
    item.eventCode,
    item.success,
  ].join(':');
  return createHmac('sha256', Buffer.from(hexKey, 'hex')).update(signed, 'utf8').digest('base64');
}

/** Constant-time check of a received signature. */
export function hasValidSignature(item: SignedNotificationItem, signature: string, hexKey: string): boolean {
  const expected = Buffer.from(notificationSignature(item, hexKey), 'base64');
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
