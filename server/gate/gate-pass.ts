import { createHmac, timingSafeEqual } from 'node:crypto';

import { GATE_PASS_LIFETIME_MS } from '../../shared/site-gate.ts';

export { GATE_PASS_LIFETIME_MS };

/**
 * One cookie per site, so passing the gate of a second site keeps the first one open. The value names the site again
 * and the signature covers it, so a pass copied under another site's cookie name opens nothing.
 */
export const GATE_COOKIE_PREFIX = 'site_gate_';
export const gateCookieName = (siteId: string): string =>
  `${GATE_COOKIE_PREFIX}${encodeURIComponent(siteId)}`;

const signatureOf = (payload: string, secret: string): string =>
  createHmac('sha256', secret).update(payload).digest('base64url');

/** `<siteId>.<expiresAt>.<HMAC-SHA256 of both>`: readable by the server only through `verifyGatePass`. */
export function signGatePass(siteId: string, expiresAt: number, secret: string): string {
  const payload = `${encodeURIComponent(siteId)}.${expiresAt}`;
  return `${payload}.${signatureOf(payload, secret)}`;
}

/** The value of one cookie of a `Cookie` request header (pass values need no decoding: they are URL-safe). */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** The `Set-Cookie` of a pass: HttpOnly (scripts never read it), sent on top-level navigations only (Lax), site-wide. */
export function passCookieHeader(name: string, value: string, secure: boolean): string {
  const attributes = [`Max-Age=${GATE_PASS_LIFETIME_MS / 1000}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'];
  return [`${name}=${value}`, ...attributes, ...(secure ? ['Secure'] : [])].join('; ');
}

/** True when `value` is an unexpired pass this server signed for `siteId`. */
export function verifyGatePass(value: string, siteId: string, secret: string, now: number): boolean {
  const lastDot = value.lastIndexOf('.');
  if (lastDot <= 0) return false;
  const payload = value.slice(0, lastDot);
  const given = Buffer.from(value.slice(lastDot + 1));
  const expected = Buffer.from(signatureOf(payload, secret));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  const [site, expiresAt] = payload.split('.');
  return site === encodeURIComponent(siteId) && Number(expiresAt) > now;
}
