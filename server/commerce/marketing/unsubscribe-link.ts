import { createHmac, timingSafeEqual } from 'node:crypto';

/** Where a marketing e-mail's unsubscribe link leads: the page that asks, then removes the address. */
export const UNSUBSCRIBE_PATH = '/api/marketing/unsubscribe';

const digest = (secret: string, siteId: string, email: string) =>
  createHmac('sha256', secret).update(`unsubscribe\0${siteId}\0${email.toLowerCase()}`).digest();

/** The proof, signed by the shop, that a link was e-mailed to this address for this site. */
export function unsubscribeToken(secret: string, siteId: string, email: string): string {
  return digest(secret, siteId, email).toString('base64url');
}

/** True only for the token the shop signed for this site and address. */
export function isUnsubscribeToken(secret: string, siteId: string, email: string, token: string): boolean {
  const given = Buffer.from(token, 'base64url');
  const wanted = digest(secret, siteId, email);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** The link at the foot of every marketing e-mail: only its recipient can use it, since only they received it. */
export function unsubscribeUrl(origin: string, secret: string, siteId: string, email: string): string {
  const query = new URLSearchParams({ site: siteId, email, token: unsubscribeToken(secret, siteId, email) });
  return `${origin}${UNSUBSCRIBE_PATH}?${query.toString()}`;
}
