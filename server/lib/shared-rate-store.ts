import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database, Queryable } from '../db/database.ts';
import { addToCount } from '../db/rate-counters.ts';

// The library passes the window (its `timeWindow`, worked out per request) as a third argument its types omit.
type Incr = (
  key: string,
  callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
  timeWindow?: number,
) => void;
const MINUTE_MS = 60_000;

/**
 * A store for `@fastify/rate-limit` that counts in the database's `rate_counters` table, so every server process on
 * the database spends one budget while the library keeps its headers, error builders and per-route options. `scope`
 * names the limit (each route with its own options gets its own scope, as the library's memory store keeps a map
 * per route). When the database cannot be reached the count fails and the library, with `skipOnError` left false,
 * fails the request: it is refused (503), never let through uncounted.
 */
export function sharedRateStore(
  db: Queryable,
  scope: string,
  now: () => Date = () => new Date(),
): FastifyRateLimitStoreCtor {
  class SharedRateStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly name = scope,
    ) {}

    incr: Incr = (key, callback, timeWindow) => {
      const at = now();
      addToCount(db, { key: `rate:${this.name}:${key}`, windowMs: timeWindow ?? MINUTE_MS }, 1, at).then(
        (counted) =>
          callback(null, { current: counted.count, ttl: counted.resetsAt.getTime() - at.getTime() }),
        (error: Error) => callback(error),
      );
    };

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The library hands the route's merged options, with the route itself under `routeInfo`.
      const { routeInfo } = routeOptions as { routeInfo?: { method?: unknown; url?: unknown } };
      const route = routeInfo ?? routeOptions;
      return new SharedRateStore(undefined, `${this.name}:${String(route.method)}:${String(route.url)}`);
    }
  }
  return SharedRateStore;
}

/**
 * The store a `@fastify/rate-limit` limit counts in: the shared one on PostgreSQL, where several server processes may
 * share the database; the library's own memory store (undefined here) on PGlite or without a database, where only
 * one process can hold the data, so memory already is one budget and a hot route (search) pays no write per request.
 */
export function rateStoreFor(db: Database | undefined, scope: string): FastifyRateLimitStoreCtor | undefined {
  return db?.dialect === 'postgres' ? sharedRateStore(db, scope) : undefined;
}
