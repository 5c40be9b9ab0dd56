import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database, Queryable } from './database.ts';
import { addToCount } from './rate-counters.ts';

// The library passes the window (its `timeWindow`, worked out per request) as a third argument its types omit.
type Incr = (
  key: string,
  callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
  timeWindow?: number,
  max?: number,
) => void;
const MINUTE_MS = 60_000;
/** Keys known to be over their limit, remembered per store; past it the oldest are forgotten (and counted again). */
const MAX_REFUSED_KEYS = 10_000;

/**
 * A store for `@fastify/rate-limit` that counts in the database's `rate_counters` table, so every server process on
 * the database spends one budget while the library keeps its headers, error builders and per-route options. `scope`
 * names the limit (each route with its own options gets its own scope, as the library's memory store keeps a map
 * per route). When the database cannot be reached the count fails and the library, with `skipOnError` left false,
 * fails the request: it is refused (503), never let through uncounted. A key found over its limit is remembered here
 * until its window ends, so a client flooding past its budget costs this process no more writes.
 */
export function sharedRateStore(
  db: Queryable,
  scope: string,
  now: () => Date = () => new Date(),
): FastifyRateLimitStoreCtor {
  class SharedRateStore implements FastifyRateLimitStore {
    private readonly refused = new Map<string, { count: number; resetsAt: number }>();

    constructor(
      _options: unknown,
      private readonly name = scope,
    ) {}

    incr: Incr = (key, callback, timeWindow, max) => {
      const at = now().getTime();
      const known = this.refused.get(key);
      if (known && known.resetsAt > at) {
        known.count += 1;
        return callback(null, { current: known.count, ttl: known.resetsAt - at });
      }
      this.refused.delete(key);
      addToCount(
        db,
        { key: `rate:${this.name}:${key}`, windowMs: timeWindow ?? MINUTE_MS },
        1,
        new Date(at),
      ).then(
        ({ count, resetsAt }) => {
          if (max !== undefined && count > max) this.remember(key, count, resetsAt.getTime());
          callback(null, { current: count, ttl: resetsAt.getTime() - at });
        },
        (error: Error) => callback(error),
      );
    };

    private remember(key: string, count: number, resetsAt: number) {
      // A Map keeps insertion order, so the first key is the oldest.
      if (this.refused.size >= MAX_REFUSED_KEYS) this.refused.delete(this.refused.keys().next().value!);
      this.refused.set(key, { count, resetsAt });
    }

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
