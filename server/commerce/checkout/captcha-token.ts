import { createHmac } from 'node:crypto';
import { CAPTCHA_TOKEN_LIFETIME_SECONDS } from '../../../schemas/api/checkout.schema.ts';
import { sameText } from '../../lib/same-text.ts';

/**
 * Checkout captcha tokens: the issue time and an HMAC of it with the shopping session's id, so a token works only for
 * the session it was given to, and only for `CAPTCHA_TOKEN_LIFETIME_SECONDS`. The sandbox has no puzzle: holding a
 * fresh token is the proof a page of ours asked for it.
 */
export function issueCaptchaToken(sessionId: string, secret: string, now: Date): string {
  const issued = Math.floor(now.getTime() / 1000);
  return `${issued}.${mac(sessionId, issued, secret)}`;
}

export function isValidCaptchaToken(token: string, sessionId: string, secret: string, now: Date): boolean {
  const match = /^([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const issued = Number(match[1]);
  const age = Math.floor(now.getTime() / 1000) - issued;
  // A minute of clock skew either way between servers is tolerated.
  if (age > CAPTCHA_TOKEN_LIFETIME_SECONDS || age < -60) return false;
  return sameText(match[2]!, mac(sessionId, issued, secret));
}

const mac = (sessionId: string, issued: number, secret: string) =>
  createHmac('sha256', secret).update(`captcha:${sessionId}:${issued}`).digest('base64url');
