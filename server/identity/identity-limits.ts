import type { Queryable } from '../db/database.ts';
import { reserveAttempt, type RateLimit } from '../db/rate-counters.ts';
import { cognitoErrors, type CognitoError } from './cognito-error.ts';
import { CODE_LIFETIME_MS } from './identity-codes.ts';
import { usernameKey, type CodePurpose } from './identity-store.ts';
import type { IdentitySettings } from './identity-settings.ts';

const QUARTER_HOUR = 15 * 60_000;
const HOUR = 60 * 60_000;

/** Gives back a reserved attempt that turned out not to count. */
export type Refund = () => Promise<void>;

/** Run `work`, giving the reserved attempt back when it fails: whatever it was for did not happen. */
export async function refundingOnFailure<T>(refund: Refund, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await refund().catch(() => undefined);
    throw error;
  }
}

/**
 * The pool's rate limits, counted in the database so every server process behind it spends one budget: password
 * checks (guessing), e-mailed codes (mail bombing, and probing which addresses hold an account) and codes typed in
 * (guessing, probing), each per username and per client address. Every attempt is counted before the work it asks
 * for, so a burst of concurrent calls is judged at most up to the budget.
 */
export class IdentityLimits {
  constructor(private readonly deps: { db: Queryable; settings: IdentitySettings; now: () => Date }) {}

  private async reserve(limits: RateLimit[], refusal: (waitMs: number) => CognitoError): Promise<Refund> {
    const answer = await reserveAttempt(this.deps.db, limits, this.deps.now());
    if (!answer.allowed) throw refusal(answer.retryAfterMs);
    return answer.refund;
  }

  private perUserAndAddress(
    name: string,
    username: string,
    address: string,
    windowMs: number,
    perUser: number,
    perAddress: number,
  ): RateLimit[] {
    return [
      { key: `identity:${name}:user:${usernameKey(username)}`, limit: perUser, windowMs },
      { key: `identity:${name}:address:${address}`, limit: perAddress, windowMs },
    ];
  }

  /**
   * Reserve one password check for this username and address, refused ("Password attempts exceeded") once they have
   * had their share of wrong ones. The check counts as a wrong password unless refunded: call the refund when the
   * password was right, or was never checked.
   */
  reservePasswordCheck(username: string, address: string): Promise<Refund> {
    const { signInFailuresPerUser, signInFailuresPerAddress } = this.deps.settings;
    return this.reserve(
      this.perUserAndAddress(
        'password-failures',
        username,
        address,
        QUARTER_HOUR,
        signInFailuresPerUser,
        signInFailuresPerAddress,
      ),
      cognitoErrors.tooManyPasswordAttempts,
    );
  }

  /**
   * Count one e-mailed code (asked for, whether or not the account exists), refused when this username or address
   * has had its share this hour. The refund is for a code that could not be sent after all.
   */
  takeCodeSend(username: string, address: string): Promise<Refund> {
    const { codeSendsPerUser, codeSendsPerAddress } = this.deps.settings;
    return this.reserve(
      this.perUserAndAddress('code-sends', username, address, HOUR, codeSendsPerUser, codeSendsPerAddress),
      cognitoErrors.codeSendsExceeded,
    );
  }

  /** Count one code typed in for this username from this address, refused past their share this hour. */
  async takeCodeCheck(username: string, address: string): Promise<void> {
    const { codeChecksPerUser, codeChecksPerAddress } = this.deps.settings;
    await this.reserve(
      this.perUserAndAddress('code-checks', username, address, HOUR, codeChecksPerUser, codeChecksPerAddress),
      cognitoErrors.tooManyRequests,
    );
  }

  /**
   * A code typed in for a username with no code of that purpose waiting (no such user, or one already confirmed):
   * the error a wrong guess at a real code would give, including the refusal once its few guesses are spent, so the
   * answers do not tell whether the account exists.
   */
  async missWithoutCode(username: string, purpose: CodePurpose): Promise<CognitoError> {
    const answer = await reserveAttempt(
      this.deps.db,
      [
        {
          key: `identity:code-misses:${purpose}:${usernameKey(username)}`,
          limit: this.deps.settings.codeAttempts,
          // Over the span a real code lives, as its wrong guesses are.
          windowMs: CODE_LIFETIME_MS[purpose],
        },
      ],
      this.deps.now(),
    );
    return answer.allowed ? cognitoErrors.codeMismatch() : cognitoErrors.limitExceeded();
  }
}
