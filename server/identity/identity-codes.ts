import { randomInt, timingSafeEqual } from 'node:crypto';
import type { Database, Queryable } from '../db/database.ts';
import { cognitoErrors } from './cognito-error.ts';
import { identityMail, type IdentityMail } from './identity-mail.ts';
import { identityStore, type CodePurpose, type IdentityUser } from './identity-store.ts';
import { digest } from './identity-tokens.ts';

/** Queues an e-mail in the caller's transaction, so a code exists exactly when its mail does. */
export type SendMail = (tx: Queryable, mail: IdentityMail) => Promise<void>;

/** How long a code works: a day to confirm a new account, an hour to reset a password. */
export const CODE_LIFETIME_MS: Record<CodePurpose, number> = {
  'confirm-sign-up': 24 * 3_600_000,
  'reset-password': 3_600_000,
};

const MAIL_KIND = {
  'confirm-sign-up': 'account-confirmation-code',
  'reset-password': 'password-reset-code',
} as const;

// Bound to the user and purpose, so a stored digest says nothing about another user's code.
const codeDigest = (user: IdentityUser, purpose: CodePurpose, code: string) =>
  digest(`${user.sub}\n${purpose}\n${code}`);

/** Where a code went, masked as Cognito masks it (`a***@e***`). */
export function deliveryDetails(email: string) {
  const [local = '', domain = ''] = email.split('@');
  return {
    Destination: `${local.charAt(0)}***@${domain.charAt(0)}***`,
    DeliveryMedium: 'EMAIL',
    AttributeName: 'email',
  };
}

/** Make a new six-digit code for `purpose` (voiding the last) and queue its e-mail, in `tx`. */
export async function sendCode(
  tx: Queryable,
  sendMail: SendMail,
  user: IdentityUser,
  purpose: CodePurpose,
  now: Date,
  metadata: Record<string, string>,
): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await identityStore.putCode(tx, {
    sub: user.sub,
    purpose,
    codeHash: codeDigest(user, purpose, code),
    expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS[purpose]),
  });
  await sendMail(tx, identityMail(MAIL_KIND[purpose], code, user.email, metadata));
}

/**
 * Check a code the user typed: true when right; throws Cognito's error when it is wrong (counted, so a code survives
 * only a few guesses), expired, or guessed at too often; false when the user has no code of this purpose waiting
 * (the caller answers that as it answers a user who does not exist). The wrong guess is recorded outside any
 * transaction the caller opens.
 */
export async function checkCode(
  db: Database,
  user: IdentityUser,
  purpose: CodePurpose,
  code: string,
  now: Date,
  maxAttempts: number,
): Promise<boolean> {
  const stored = await identityStore.code(db, user.sub, purpose);
  if (!stored) return false;
  if (stored.failedAttempts >= maxAttempts) throw cognitoErrors.limitExceeded();
  if (stored.expiresAt <= now) throw cognitoErrors.expiredCode();
  const given = Buffer.from(codeDigest(user, purpose, code));
  const expected = Buffer.from(stored.codeHash);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    await identityStore.countFailedCode(db, user.sub, purpose);
    throw cognitoErrors.codeMismatch();
  }
  return true;
}
