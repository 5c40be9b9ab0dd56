/**
 * The site-wide username/password gate (config.json `siteGate`), shared by the operator CLI (`npm run gate:hash`) and
 * the storefront's overlay, so both hash the same way. Web Crypto only, no `node:` imports: the browser bundle imports
 * this file. The gate keeps a site private during a soft launch; it is not access control (config.json is public).
 */

/** Attribute the server puts on `<html>` of a gated site's pages, so the storefront CSS hides them before any paint. */
export const SITE_GATE_ATTRIBUTE = 'data-site-gate';

/** One configured pair: the first 8 hex characters of SHA-256 of the normalised username and of the password. */
export interface GateCredentials {
  username: string;
  password: string;
}

/** Usernames are matched however the visitor types them: surrounding spaces and letter case never matter. */
export function normaliseGateUsername(username: string): string {
  return username.trim().toLowerCase();
}

/**
 * The first 8 hex characters of SHA-256 of the UTF-8 `value`: config.json then never holds clear text, and the same
 * function runs in Node 20 and in browsers (`globalThis.crypto.subtle`).
 */
export async function hashGateValue(value: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(value));
  return Array.from(new Uint8Array(digest).subarray(0, 4), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );
}

/** The pair to store (or to compare): the username normalised first, then each value hashed. */
export async function hashGateCredentials(username: string, password: string): Promise<GateCredentials> {
  const [hashedUsername, hashedPassword] = await Promise.all([
    hashGateValue(normaliseGateUsername(username)),
    hashGateValue(password),
  ]);
  return { username: hashedUsername, password: hashedPassword };
}

/** True when what the visitor typed hashes to one of the configured pairs (username and password of the same pair). */
export async function matchesGateCredentials(
  pairs: ReadonlyArray<GateCredentials>,
  username: string,
  password: string,
): Promise<boolean> {
  const typed = await hashGateCredentials(username, password);
  return pairs.some(
    (pair) =>
      pair.username.toLowerCase() === typed.username && pair.password.toLowerCase() === typed.password,
  );
}
