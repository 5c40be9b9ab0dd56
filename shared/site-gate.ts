/**
 * The site-wide username/password gate (config.json `siteGate`), shared by the operator CLI (`npm run gate:hash`) and
 * the server, which checks what a visitor types, so both hash the same way. Web Crypto only, no `node:` imports: the
 * storefront's bundle imports the attribute below from this file. The server never serves the hashes (config.json
 * goes out without `siteGate`) and keeps a gated site's pages, content, API and search closed until the visitor holds
 * its signed pass cookie. The hashes are short: they keep a soft launch private, they are not a vault.
 */

/** Attribute the server puts on `<html>` of a gated site's pages, so the storefront CSS hides them before any paint. */
export const SITE_GATE_ATTRIBUTE = 'data-site-gate';

/** A passed gate stays open this long (24 hours): the server's pass cookie and the browser's record of it. */
export const GATE_PASS_LIFETIME_MS = 86_400_000;

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

/** Equal strings, compared in a time that depends on their length only, never on where they first differ. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/**
 * True when what the visitor typed hashes to one of the configured pairs (username and password of the same pair).
 * Every pair and both values are compared whatever matched, so the time taken tells nothing of how close a guess came.
 */
export async function matchesGateCredentials(
  pairs: ReadonlyArray<GateCredentials>,
  username: string,
  password: string,
): Promise<boolean> {
  const typed = await hashGateCredentials(username, password);
  let matched = false;
  for (const pair of pairs) {
    const sameUsername = sameText(pair.username.toLowerCase(), typed.username);
    const samePassword = sameText(pair.password.toLowerCase(), typed.password);
    matched = (sameUsername && samePassword) || matched;
  }
  return matched;
}
