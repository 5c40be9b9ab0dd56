import type { FastifyRequest } from 'fastify';
import { clientKeyOf } from '../lib/client-key.ts';
import { WindowedCounter } from '../lib/windowed-counter.ts';
import { ApiError } from './api-error.ts';

/** Client addresses remembered at once per limit; beyond it the oldest windows are forgotten first. */
const MAX_REMEMBERED = 50_000;

/**
 * A hook that counts every call a client (`clientKeyOf`) makes to a route and answers 429 TOO_MANY_REQUESTS, with the wait as
 * retry-after, once the client used up `limit()` calls in the window. The limit is read on each call (an operator or
 * a test may change it); the clock is the commerce clock, so tests move time rather than wait.
 */
export function addressLimit(options: {
  what: string;
  limit: () => number;
  windowMs: number;
  now: () => number;
}) {
  const calls = new WindowedCounter({
    windowMs: options.windowMs,
    maxKeys: MAX_REMEMBERED,
    now: options.now,
  });
  return async (request: FastifyRequest) => {
    const client = clientKeyOf(request);
    const waitMs = calls.retryAfterMs(client, options.limit());
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new ApiError(
        429,
        'TOO_MANY_REQUESTS',
        `Too many ${options.what}: try again in ${seconds} s`,
        undefined,
        { retryAfterSeconds: seconds },
      );
    }
    calls.add(client);
  };
}
