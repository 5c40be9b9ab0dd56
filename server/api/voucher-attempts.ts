import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database.ts';
import { clientKeyOf } from '../lib/client-key.ts';
import type { CommerceContext } from './context.ts';
import { reserveOrRefuse, type Refund } from './shared-limit.ts';

/** Refused voucher codes are counted over this window. */
export const VOUCHER_ATTEMPT_WINDOW_MS = 15 * 60_000;

type VoucherLimits = Pick<
  CommerceContext['limits'],
  'voucherAttemptsPerSession' | 'voucherAttemptsPerAddress'
>;

/**
 * Limits guessing voucher codes: the answers tell an unknown code from a known one that does not apply, so without a
 * limit codes could be enumerated. Only refused codes count (a shopper applying a good code is never slowed), per
 * session and per client address (a script that starts new sessions is still one address), in the counters every
 * server process shares. The limits are read on each call so an operator, or a test, may change them while the
 * server runs.
 */
export class VoucherAttempts {
  constructor(private readonly deps: { db: Queryable; limits: VoucherLimits; now: () => Date }) {}

  /**
   * Reserve one try for this caller, before the code is looked at (so a burst of concurrent tries is judged up to the
   * budget); throws 429 TOO_MANY_REQUESTS (with the wait in `retryAfterSeconds`) when its tries are used up. Call the
   * refund when the code was not refused: only refused codes count.
   */
  reserve(request: FastifyRequest, sessionId: string): Promise<Refund> {
    const { limits } = this.deps;
    return reserveOrRefuse(
      this.deps.db,
      [
        {
          key: `voucher:session:${sessionId}`,
          limit: limits.voucherAttemptsPerSession,
          windowMs: VOUCHER_ATTEMPT_WINDOW_MS,
        },
        {
          key: `voucher:address:${clientKeyOf(request)}`,
          limit: limits.voucherAttemptsPerAddress,
          windowMs: VOUCHER_ATTEMPT_WINDOW_MS,
        },
      ],
      this.deps.now(),
      'voucher codes tried',
    );
  }
}
