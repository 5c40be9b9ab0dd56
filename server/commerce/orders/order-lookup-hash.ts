import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The hash a guest's order link carries, so only the holder of the link can look the order up: HMAC-SHA256 of the
 * order reference with the `orderLookup` secret, base64url without padding (43 characters). Checkout puts it in the
 * confirmation e-mail link.
 */
export function orderLookupHash(reference: string, secret: string): string {
  return createHmac('sha256', secret).update(reference, 'utf8').digest('base64url');
}

/**
 * Compare two texts in time independent of where they differ or how long they are: both sides are digested first,
 * so the comparison always runs on 32 bytes.
 */
export function sameText(a: string, b: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(a), digest(b));
}
