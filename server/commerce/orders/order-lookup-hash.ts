import { createHmac } from 'node:crypto';

/**
 * The hash a guest's order link carries, so only the holder of the link can look the order up: HMAC-SHA256 of the
 * order reference with the `orderLookup` secret, base64url without padding (43 characters). Checkout puts it in the
 * confirmation e-mail link.
 */
export function orderLookupHash(reference: string, secret: string): string {
  return createHmac('sha256', secret).update(reference, 'utf8').digest('base64url');
}
