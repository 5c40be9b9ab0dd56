import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database.ts';
import { clientKeyOf } from '../lib/client-key.ts';
import { reserveOrRefuse } from './shared-limit.ts';

/**
 * A hook that counts every call a client (`clientKeyOf`) makes to a route, in the counters every server process
 * shares, and answers 429 TOO_MANY_REQUESTS, with the wait as retry-after, once the client used up `limit()` calls in
 * the window. The limit is read on each call (an operator or a test may change it); the clock is the commerce clock,
 * so tests move time rather than wait. `name` keys the counters, so each limit has its own.
 */
export function addressLimit(options: {
  db: Queryable;
  name: string;
  what: string;
  limit: () => number;
  windowMs: number;
  now: () => Date;
}) {
  return async (request: FastifyRequest) => {
    const key = `${options.name}:address:${clientKeyOf(request)}`;
    await reserveOrRefuse(
      options.db,
      [{ key, limit: options.limit(), windowMs: options.windowMs }],
      options.now(),
      options.what,
    );
  };
}
