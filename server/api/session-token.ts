import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The shopping session id a client holds is `{uuid}.{signature}`: the uuid names the session row, the HMAC proves the
 * server issued it, so a guessed or altered id never reaches another shopper's cart.
 */
export function signSessionId(sessionId: string, secret: string): string {
  return `${sessionId}.${signature(sessionId, secret)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The session uuid of a signed id, or undefined when it is malformed or the signature does not match. */
export function verifySessionId(token: string, secret: string): string | undefined {
  const [id, given, extra] = token.split('.');
  if (!id || !given || extra !== undefined || !UUID.test(id)) return undefined;
  const expected = Buffer.from(signature(id, secret));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? id : undefined;
}

function signature(id: string, secret: string): string {
  return createHmac('sha256', secret).update(id).digest('base64url');
}
