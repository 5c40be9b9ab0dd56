import type { Queryable } from '../db/database.ts';
import { reserveAttempt, type RateLimit } from '../db/rate-counters.ts';
import { ApiError } from './api-error.ts';

/** Gives back a reserved attempt that turned out not to count (a good voucher code, say). */
export type Refund = () => Promise<void>;

/**
 * The 429 every per-caller limit of the commerce API answers, with the wait as retry-after, so a shopper (and the
 * storefront) reads every limit the same way.
 */
export function tooMany(
  what: string,
  waitMs: number,
  code: 'TOO_MANY_REQUESTS' | 'TOO_MANY_ATTEMPTS' = 'TOO_MANY_REQUESTS',
): ApiError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new ApiError(429, code, `Too many ${what}: try again in ${seconds} s`, undefined, {
    retryAfterSeconds: seconds,
  });
}

/**
 * Count one attempt against every limit in `limits`, in the shared `rate_counters` table, so every server process on
 * the database spends one budget; throws the 429 of `tooMany` once any of them is spent. A database out of reach
 * throws too (answered 503), so a limited call is refused rather than let through uncounted.
 */
export async function reserveOrRefuse(
  db: Queryable,
  limits: readonly RateLimit[],
  now: Date,
  what: string,
  code?: 'TOO_MANY_REQUESTS' | 'TOO_MANY_ATTEMPTS',
): Promise<Refund> {
  const answer = await reserveAttempt(db, limits, now);
  if (!answer.allowed) throw tooMany(what, answer.retryAfterMs, code);
  return answer.refund;
}
