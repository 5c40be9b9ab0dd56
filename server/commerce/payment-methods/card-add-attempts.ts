import { CARD_ADD_WINDOW_MS } from '../../../schemas/api/payment-methods.schema.ts';
import type { CommerceContext } from '../../api/context.ts';
import { reserveOrRefuse } from '../../api/shared-limit.ts';
import type { Queryable } from '../../db/database.ts';

type CardAddLimits = Pick<CommerceContext['limits'], 'savedCardAddsPerAccount' | 'savedCardAddsPerAddress'>;

/**
 * Limits card adds: each one is a verification at the provider, so without a limit the form would let anyone test
 * stolen card numbers. Every try counts, accepted or refused, per account and per client address (many accounts from
 * one address are still one address), in the counters every server process shares. The limits are read on each
 * call, so a test or an operator may change them.
 */
export class CardAddAttempts {
  constructor(private readonly deps: { db: Queryable; limits: CardAddLimits; now: () => Date }) {}

  /** Count one try; throws 429 TOO_MANY_ATTEMPTS (with the wait as retry-after) when the caller used up its tries. */
  async take(accountId: string, address: string): Promise<void> {
    const { limits } = this.deps;
    await reserveOrRefuse(
      this.deps.db,
      [
        {
          key: `card-adds:account:${accountId}`,
          limit: limits.savedCardAddsPerAccount,
          windowMs: CARD_ADD_WINDOW_MS,
        },
        {
          key: `card-adds:address:${address}`,
          limit: limits.savedCardAddsPerAddress,
          windowMs: CARD_ADD_WINDOW_MS,
        },
      ],
      this.deps.now(),
      'cards tried',
      'TOO_MANY_ATTEMPTS',
    );
  }
}
