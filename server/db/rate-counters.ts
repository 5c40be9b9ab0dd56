import type { Queryable } from './database.ts';

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
// expression reads the row as it was, so a finished window starts again at 1 with a new end.
const TAKE = `
  INSERT INTO rate_counters AS c (key, resets_at, count)
  SELECT key, resets_at, 1 FROM unnest($1::text[], $2::timestamptz[]) AS t (key, resets_at) ORDER BY key
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN c.resets_at <= $3 THEN 1 ELSE c.count + 1 END,
    resets_at = CASE WHEN c.resets_at <= $3 THEN EXCLUDED.resets_at ELSE c.resets_at END
  RETURNING key, count, resets_at`;

// Only within the window the attempt was counted in: a refund never spills into the next one.
const REFUND = `
  UPDATE rate_counters AS c SET count = c.count - 1
  FROM unnest($1::text[], $2::timestamptz[]) AS t (key, resets_at)
  WHERE c.key = t.key AND c.resets_at = t.resets_at AND c.count > 0`;

async function take(db: Queryable, limits: readonly RateLimit[], now: Date): Promise<Taken[]> {
  const rows = await db.query<{ key: string; count: number; resets_at: Date | string }>(TAKE, [
    limits.map((limit) => limit.key),
    limits.map((limit) => new Date(now.getTime() + limit.windowMs)),
    now,
  ]);
  return rows.map((row) => ({ key: row.key, count: Number(row.count), resetsAt: new Date(row.resets_at) }));
}

const refundAll = async (db: Queryable, taken: readonly Taken[]) => {
  await db.query(REFUND, [taken.map((each) => each.key), taken.map((each) => each.resetsAt)]);
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
  const budgets = new Map(limits.map((limit) => [limit.key, limit.limit]));
  const taken = await take(db, limits, now);
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
