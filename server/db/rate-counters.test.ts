import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../test-support/test-databases.ts';
import type { Database } from './database.ts';
import { openPostgresDatabase } from './postgres-database.ts';
import { addToCount, reserveAttempt, storedKey, sweepRateCounters, type RateLimit } from './rate-counters.ts';

const MINUTE = 60_000;
const start = new Date('2026-11-25T12:00:00Z');
const later = (ms: number) => new Date(start.getTime() + ms);

describe.each(testDatabaseKinds)('rate counters ($name)', (kind) => {
  let db: Database;
  let keys = 0;
  let closed = false;
  const limit = (max: number, windowMs = 15 * MINUTE): RateLimit => ({
    key: `test:${++keys}`,
    limit: max,
    windowMs,
  });

  beforeAll(async () => {
    db = await kind.open();
  });
  afterAll(async () => {
    if (!closed) await db.close();
  });

  it('allows a burst of concurrent attempts only up to the limit, then names the wait', async () => {
    const budget = limit(5);
    const answers = await Promise.all(Array.from({ length: 20 }, () => reserveAttempt(db, [budget], start)));
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(5);
    const refused = await reserveAttempt(db, [budget], later(5 * MINUTE));
    expect(refused).toEqual({ allowed: false, retryAfterMs: 10 * MINUTE });
    // The refused attempts gave back what they took: the count is what was let through.
    const [row] = await db.query<{ count: number }>('SELECT count FROM rate_counters WHERE key = $1', [
      budget.key,
    ]);
    expect(row!.count).toBe(5);
    // A new window starts afresh.
    expect((await reserveAttempt(db, [budget], later(15 * MINUTE))).allowed).toBe(true);
  });

  it('refuses when any one of several limits is spent, and a refund gives one attempt back once', async () => {
    const user = limit(2);
    const address = limit(10);
    const first = await reserveAttempt(db, [user, address], start);
    await reserveAttempt(db, [user, address], start);
    expect((await reserveAttempt(db, [user, address], start)).allowed).toBe(false);
    if (!first.allowed) throw new Error('the first attempt was refused');
    await first.refund();
    await first.refund();
    expect((await reserveAttempt(db, [user, address], start)).allowed).toBe(true);
    expect((await reserveAttempt(db, [user, address], start)).allowed).toBe(false);
    // The address counted only the attempts let through.
    const [row] = await db.query<{ count: number }>('SELECT count FROM rate_counters WHERE key = $1', [
      address.key,
    ]);
    expect(row!.count).toBe(2);
  });

  it('adds amounts (bytes) in one window, gives some back within it, and saturates rather than overflows', async () => {
    const counter = { key: limit(0).key, windowMs: 60 * MINUTE };
    const first = await addToCount(db, counter, 600, start);
    expect(first).toMatchObject({ count: 600, resetsAt: later(60 * MINUTE) });
    expect((await addToCount(db, counter, 500, later(MINUTE))).count).toBe(1100);
    await first.giveBack(200);
    expect((await addToCount(db, counter, 0, later(MINUTE))).count).toBe(900);
    expect((await addToCount(db, counter, 2 ** 40, later(MINUTE))).count).toBe(2 ** 31 - 1);
    // The next window starts at the amount.
    expect((await addToCount(db, counter, 7, later(60 * MINUTE))).count).toBe(7);
  });

  it('keeps a key a request made huge to a bounded length, still one counter per value', async () => {
    const huge = `voucher:session:${'x'.repeat(10_000)}`;
    expect(storedKey(huge).length).toBeLessThan(120);
    expect(storedKey(huge)).toBe(storedKey(huge));
    expect(storedKey(`${huge}y`)).not.toBe(storedKey(huge));
    expect(storedKey('voucher:session:short')).toBe('voucher:session:short');
    const budget = { key: huge, limit: 1, windowMs: MINUTE };
    expect((await reserveAttempt(db, [budget], start)).allowed).toBe(true);
    expect((await reserveAttempt(db, [budget], start)).allowed).toBe(false);
    const [row] = await db.query<{ length: number }>('SELECT max(length(key)) AS length FROM rate_counters');
    expect(Number(row!.length)).toBeLessThan(200);
  });

  it('sweeps counters whose window has ended', async () => {
    const ended = limit(3, MINUTE);
    const running = limit(3, 60 * MINUTE);
    await reserveAttempt(db, [ended, running], start);
    await sweepRateCounters(db, later(2 * MINUTE), 1000);
    const left = await db.query<{ key: string }>('SELECT key FROM rate_counters WHERE key IN ($1, $2)', [
      ended.key,
      running.key,
    ]);
    expect(left.map((row) => row.key)).toEqual([running.key]);
  });

  it.runIf(kind.name === 'postgres')('is one budget for every server process on the database', async () => {
    const [{ schema } = { schema: '' }] = await db.query<{ schema: string }>(
      'SELECT current_schema() AS schema',
    );
    const other = await openPostgresDatabase(process.env.TEST_DATABASE_URL!, { searchPath: schema });
    try {
      const budget = limit(6);
      const answers = await Promise.all(
        Array.from({ length: 24 }, (_, index) => reserveAttempt(index % 2 ? db : other, [budget], start)),
      );
      expect(answers.filter((answer) => answer.allowed)).toHaveLength(6);
    } finally {
      await other.close();
    }
  });

  // Last: it closes the database.
  it('refuses, rather than allows, when the database cannot be reached', async () => {
    await db.close();
    closed = true;
    await expect(reserveAttempt(db, [limit(5)], start)).rejects.toThrow();
  });
});
