import { CARD_ADD_WINDOW_MS } from '../../../schemas/api/payment-methods.schema.ts';
import { ApiError } from '../../api/api-error.ts';
import type { CommerceContext } from '../../api/context.ts';
import { WindowedCounter } from '../../lib/windowed-counter.ts';

/** Accounts and addresses remembered at once; beyond it the oldest windows are forgotten first. */
const MAX_REMEMBERED = 50_000;

type CardAddLimits = Pick<CommerceContext['limits'], 'savedCardAddsPerAccount' | 'savedCardAddsPerAddress'>;

/**
 * Limits card adds: each one is a verification at the provider, so without a limit the form would let anyone test
 * stolen card numbers. Every try counts, accepted or refused, per account and per client address (many accounts from
 * one address are still one address). The limits are read on each call, so a test or an operator may change them.
 */
export class CardAddAttempts {
  private readonly byAccount: WindowedCounter;
  private readonly byAddress: WindowedCounter;

  constructor(
    private readonly limits: CardAddLimits,
    now: () => number = Date.now,
  ) {
    const options = { windowMs: CARD_ADD_WINDOW_MS, maxKeys: MAX_REMEMBERED, now };
    this.byAccount = new WindowedCounter(options);
    this.byAddress = new WindowedCounter(options);
  }

  /** Count one try; throws 429 TOO_MANY_ATTEMPTS (with the wait as retry-after) when the caller used up its tries. */
  take(accountId: string, address: string): void {
    const waitMs = Math.max(
      this.byAccount.retryAfterMs(accountId, this.limits.savedCardAddsPerAccount),
      this.byAddress.retryAfterMs(address, this.limits.savedCardAddsPerAddress),
    );
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new ApiError(
        429,
        'TOO_MANY_ATTEMPTS',
        `Too many cards tried: try again in ${seconds} s`,
        undefined,
        { retryAfterSeconds: seconds },
      );
    }
    this.byAccount.add(accountId);
    this.byAddress.add(address);
  }
}
