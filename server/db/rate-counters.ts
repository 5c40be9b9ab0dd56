import { createHash } from 'node:crypto';
import type { Queryable } from './database.ts';

/** Keys longer than this (they hold what a request sent: an address, a session id) are stored by their hash. */
const MAX_KEY_LENGTH = 160;
/** The largest count a row holds (the column is a 32-bit integer); amounts saturate there rather than overflow. */
const MAX_COUNT = 2 ** 31 - 1;

/**
 * The key as stored: short keys as they are, longer ones as their first characters (still readable in the table)
 * and a hash of the whole, so a caller that sends a huge value cannot make huge rows.
 */
export function storedKey(key: string): string {
  if (key.length <= MAX_KEY_LENGTH) return key;
  return `${key.slice(0, 64)}#${createHash('sha256').update(key).digest('base64url')}`;
}

/** One budget: at most `limit` attempts by `key` in a fixed window of `windowMs` that starts at its first attempt. */
export interface RateLimit {
  key: string;
  limit: number;
  windowMs: number;
}

/**
 * What reserving an attempt answered: allowed, with `refund` to give the attempt back when it turned out not to count
 * (it was not tried after all, or it succeeded where only failures are limited); or refused, with the wait.
 */
export type RateAnswer =
  { allowed: true; refund(): Promise<void> } | { allowed: false; retryAfterMs: number };

interface Taken {
  key: string;
  count: number;
  resetsAt: Date;
}

// One statement for every key, in key order (so two bursts never lock the same rows in opposite orders). Every SET
// expression reads the row as it was, so a finished window starts again at the amount with a new end.
const TAKE = `
  INSERT INTO rate_counters AS c (key, resets_at, count)
  SELECT key, resets_at, $4::integer FROM unnest($1::text[], $2::timestamptz[]) AS t (key, resets_at) ORDER BY key
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN c.resets_at <= $3 THEN EXCLUDED.count
                 ELSE LEAST(c.count::bigint + EXCLUDED.count, ${MAX_COUNT}) END,
    resets_at = CASE WHEN c.resets_at <= $3 THEN EXCLUDED.resets_at ELSE c.resets_at END
  RETURNING key, count, resets_at`;

// Only within the window the amount was counted in: a refund never spills into the next one.
const REFUND = `
  UPDATE rate_counters AS c SET count = GREATEST(c.count - $3::integer, 0)
  FROM unnest($1::text[], $2::timestamptz[]) AS t (key, resets_at)
  WHERE c.key = t.key AND c.resets_at = t.resets_at AND c.count > 0`;

type CounterRow = { key: string; count: number; resets_at: Date | string };
const taken = (row: CounterRow): Taken => ({
  key: row.key,
  count: Number(row.count),
  resetsAt: new Date(row.resets_at),
});

async function take(db: Queryable, limits: readonly RateLimit[], now: Date, amount = 1): Promise<Taken[]> {
  const rows = await db.query<CounterRow>(TAKE, [
    limits.map((limit) => limit.key),
    limits.map((limit) => new Date(now.getTime() + limit.windowMs)),
    now,
    Math.min(Math.max(0, Math.round(amount)), MAX_COUNT),
  ]);
  return rows.map(taken);
}

const refundAll = async (db: Queryable, taken: readonly Taken[], amount = 1) => {
  await db.query(REFUND, [taken.map((each) => each.key), taken.map((each) => each.resetsAt), amount]);
};

/**
 * Reserve one attempt against every limit in `limits` (each with its own key), counted in the database so every
 * server process spends one budget. The counting is one atomic statement, so a burst of concurrent attempts gets distinct counts and no more than
 * `limit` of them are allowed, whatever the number of processes. A refused attempt gives back what it reserved, so
 * the counts stay what was let through. A database out of reach throws: the caller's attempt is refused, never let
 * through unlimited.
 */
export async function reserveAttempt(
  db: Queryable,
  limits: readonly RateLimit[],
  now: Date,
): Promise<RateAnswer> {
  const stored = limits.map((limit) => ({ ...limit, key: storedKey(limit.key) }));
  const budgets = new Map(stored.map((limit) => [limit.key, limit.limit]));
  const taken = await take(db, stored, now);
  const over = taken.filter((each) => each.count > budgets.get(each.key)!);
  if (over.length === 0) {
    let refunded = false;
    return {
      allowed: true,
      refund: async () => {
        if (refunded) return;
        refunded = true;
        await refundAll(db, taken);
      },
    };
  }
  await refundAll(db, taken);
  const waitMs = Math.max(...over.map((each) => each.resetsAt.getTime() - now.getTime()));
  return { allowed: false, retryAfterMs: Math.max(1, waitMs) };
}

/** What one key counted in its current window, and when that window ends. */
export interface WindowCount {
  count: number;
  resetsAt: Date;
}

/**
 * Add `amount` (one call, or bytes) to `key`'s count in its window of `windowMs`, whatever the limit, and answer the
 * count it reached: for limits judged after the fact (bytes as they arrive) or by a library that decides itself. One
 * atomic statement, shared by every process on the database; an unreachable database throws.
 */
export async function addToCount(
  db: Queryable,
  counter: { key: string; windowMs: number },
  amount: number,
  now: Date,
): Promise<WindowCount & { giveBack(amount: number): Promise<void> }> {
  const [counted] = await take(db, [{ ...counter, key: storedKey(counter.key), limit: 0 }], now, amount);
  if (!counted) throw new Error('the counter statement returned no row');
  return {
    count: counted.count,
    resetsAt: counted.resetsAt,
    // Within the same window only, and never below zero.
    giveBack: (back) => refundAll(db, [counted], Math.min(Math.max(0, Math.round(back)), MAX_COUNT)),
  };
}

/**
 * Delete up to `batch` counters whose window has ended (the next attempt would start afresh anyway); returns how many
 * went. Run by a periodic sweep, so keys seen once do not stay forever.
 */
export async function sweepRateCounters(db: Queryable, now: Date, batch: number): Promise<number> {
  const rows = await db.query(
    `DELETE FROM rate_counters WHERE key IN (
       SELECT key FROM rate_counters WHERE resets_at <= $1 LIMIT $2)
     RETURNING key`,
    [now, batch],
  );
  return rows.length;
}
