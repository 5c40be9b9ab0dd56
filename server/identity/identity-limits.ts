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
    if (
      this.failures.retryAfterMs(`user:${usernameKey(username)}`, this.settings.signInFailuresPerUser) > 0 ||
      this.failures.retryAfterMs(`address:${address}`, this.settings.signInFailuresPerAddress) > 0
    )
      throw cognitoErrors.tooManyPasswordAttempts();
  }

  countPasswordFailure(username: string, address: string): void {
    this.failures.add(`user:${usernameKey(username)}`);
    this.failures.add(`address:${address}`);
  }

  /** Count one e-mailed code, refusing it when this username or address has had its share this hour. */
  takeCodeSend(username: string, address: string): void {
    const user = `user:${usernameKey(username)}`;
    const from = `address:${address}`;
    if (
      this.sends.retryAfterMs(user, this.settings.codeSendsPerUser) > 0 ||
      this.sends.retryAfterMs(from, this.settings.codeSendsPerAddress) > 0
    )
      throw cognitoErrors.limitExceeded();
    this.sends.add(user);
    this.sends.add(from);
  }
}
