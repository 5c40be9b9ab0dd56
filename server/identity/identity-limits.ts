import { WindowedCounter } from '../lib/windowed-counter.ts';
import { cognitoErrors } from './cognito-error.ts';
import { usernameKey } from './identity-store.ts';
import type { IdentitySettings } from './identity-settings.ts';

const QUARTER_HOUR = 15 * 60_000;
const HOUR = 60 * 60_000;
const MAX_KEYS = 50_000;

/**
 * The pool's rate limits, kept in memory: wrong passwords (password guessing) and e-mailed codes (mail bombing) are
 * each counted per username and per client address.
 */
export class IdentityLimits {
  private readonly failures: WindowedCounter;
  private readonly sends: WindowedCounter;

  constructor(
    private readonly settings: IdentitySettings,
    now: () => Date,
  ) {
    const clock = () => now().getTime();
    this.failures = new WindowedCounter({ windowMs: QUARTER_HOUR, maxKeys: MAX_KEYS, now: clock });
    this.sends = new WindowedCounter({ windowMs: HOUR, maxKeys: MAX_KEYS, now: clock });
  }

  /** Refuse a password check when this username or address has guessed wrong too often lately. */
  checkPasswordAttempt(username: string, address: string): void {
    const waitMs = Math.max(
      this.failures.retryAfterMs(`user:${usernameKey(username)}`, this.settings.signInFailuresPerUser),
      this.failures.retryAfterMs(`address:${address}`, this.settings.signInFailuresPerAddress),
    );
    if (waitMs > 0) throw cognitoErrors.tooManyPasswordAttempts(waitMs);
  }

  countPasswordFailure(username: string, address: string): void {
    this.failures.add(`user:${usernameKey(username)}`);
    this.failures.add(`address:${address}`);
  }

  /** Count one e-mailed code, refusing it when this username or address has had its share this hour. */
  takeCodeSend(username: string, address: string): void {
    const user = `user:${usernameKey(username)}`;
    const from = `address:${address}`;
    const waitMs = Math.max(
      this.sends.retryAfterMs(user, this.settings.codeSendsPerUser),
      this.sends.retryAfterMs(from, this.settings.codeSendsPerAddress),
    );
    if (waitMs > 0) throw cognitoErrors.codeSendsExceeded(waitMs);
    this.sends.add(user);
    this.sends.add(from);
  }
}
