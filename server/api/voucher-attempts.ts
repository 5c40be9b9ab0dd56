import type { FastifyRequest } from 'fastify';
import { clientKeyOf } from '../lib/client-key.ts';
import { WindowedCounter } from '../lib/windowed-counter.ts';
import { ApiError } from './api-error.ts';
import type { CommerceContext } from './context.ts';

/** Refused voucher codes are counted over this window. */
export const VOUCHER_ATTEMPT_WINDOW_MS = 15 * 60_000;
/** Sessions and addresses remembered at once; beyond it the oldest windows are forgotten first. */
const MAX_REMEMBERED = 50_000;

type VoucherLimits = Pick<
  CommerceContext['limits'],
  'voucherAttemptsPerSession' | 'voucherAttemptsPerAddress'
>;

/**
 * Limits guessing voucher codes: the answers tell an unknown code from a known one that does not apply, so without a
 * limit codes could be enumerated. Only refused codes count (a shopper applying a good code is never slowed), per
 * session and per client address (a script that starts new sessions is still one address). The limits are read on
 * each call so an operator, or a test, may change them while the server runs.
 */
export class VoucherAttempts {
  private readonly bySession: WindowedCounter;
  private readonly byAddress: WindowedCounter;

  constructor(
    private readonly limits: VoucherLimits,
    now: () => number = Date.now,
  ) {
    const options = { windowMs: VOUCHER_ATTEMPT_WINDOW_MS, maxKeys: MAX_REMEMBERED, now };
    this.bySession = new WindowedCounter(options);
    this.byAddress = new WindowedCounter(options);
  }

  /** Throws 429 TOO_MANY_REQUESTS (with the wait in `retryAfterSeconds`) when this caller used up its attempts. */
  check(request: FastifyRequest, sessionId: string): void {
    const waitMs = Math.max(
      this.bySession.retryAfterMs(sessionId, this.limits.voucherAttemptsPerSession),
      this.byAddress.retryAfterMs(clientKeyOf(request), this.limits.voucherAttemptsPerAddress),
    );
    if (waitMs === 0) return;
    const seconds = Math.ceil(waitMs / 1000);
    throw new ApiError(
      429,
      'TOO_MANY_REQUESTS',
      `Too many voucher codes tried: try again in ${seconds} s`,
      undefined,
      { retryAfterSeconds: seconds },
    );
  }

  /** Count one refused code for this caller. */
  refused(request: FastifyRequest, sessionId: string): void {
    this.bySession.add(sessionId);
    this.byAddress.add(clientKeyOf(request));
  }
}
