import { createHmac, randomBytes } from 'node:crypto';
import { sameText } from '../lib/same-text.ts';

/** What a sandbox token lets its holder do: open a page, or redeem a payment's final result once. */
export type SandboxTokenKind = 'approve' | 'challenge' | 'result';

/** Page and result tokens: the payment's reference and an HMAC naming what the token is for. */
export function signToken(secret: string, kind: SandboxTokenKind, pspReference: string): string {
  const mac = createHmac('sha256', secret).update(`${kind}:${pspReference}`).digest('base64url');
  return `${pspReference}.${mac}`;
}

/** The pspReference a token of `kind` stands for, when it is one this sandbox signed. */
export function verifyToken(secret: string, kind: SandboxTokenKind, token: string): string | undefined {
  const [pspReference, mac] = token.split('.');
  if (!pspReference || !mac || !/^[A-Z0-9]{16}$/.test(pspReference)) return undefined;
  return sameText(signToken(secret, kind, pspReference), token) ? pspReference : undefined;
}

/** Sixteen characters, like Adyen's references. */
export function newPspReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return [...randomBytes(16)].map((byte) => alphabet[byte % alphabet.length]).join('');
}
