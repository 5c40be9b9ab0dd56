import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';
import { UploadBudget, UploadBudgetExceeded } from './upload-budget.ts';

const MINUTE_MS = 60_000;

describe.each(testDatabaseKinds)('upload budget ($name)', (kind) => {
  let db: Database;
  beforeAll(async () => {
    db = await kind.open();
  });
  afterAll(async () => {
    await db.close();
  });

  const clock = (start = Date.parse('2026-11-25T12:00:00Z')) => {
    let nowMs = start;
    return { now: () => new Date(nowMs), advance: (ms: number) => (nowMs += ms) };
  };
  const upload = async (budget: UploadBudget, client: string, bytes: number, declared = 0) => {
    const charge = await budget.start(client, 1000, declared);
    try {
      charge.charge(bytes);
    } finally {
      await charge.settle();
    }
  };

  it('counts each client separately and refuses past the budget with the seconds left in its hour', async () => {
    const time = clock();
    const budget = new UploadBudget({ db, now: time.now });
    await upload(budget, 'a', 600);
    time.advance(15 * MINUTE_MS);
    await expect(upload(budget, 'a', 500)).rejects.toThrow(UploadBudgetExceeded);
    await expect(budget.start('a', 1000, 1)).rejects.toMatchObject({
      status: 429,
      code: 'TOO_MANY_REQUESTS',
      retryAfterSeconds: 45 * 60,
    });
    await expect(upload(budget, 'b', 900, 900)).resolves.toBeUndefined();
    // What b declared and sent counts; a declaration past the room left is refused before any byte is read.
    await expect(budget.start('b', 1000, 101)).rejects.toThrow(UploadBudgetExceeded);
    await expect(upload(budget, 'b', 100, 100)).resolves.toBeUndefined();
  });

  it('counts what an upload sent, not what it declared, and a client starts afresh when its hour ends', async () => {
    const time = clock(Date.parse('2026-11-26T12:00:00Z'));
    const budget = new UploadBudget({ db, now: time.now });
    // Declared 800, sent 200: 600 are given back.
    await upload(budget, 'c', 200, 800);
    await expect(upload(budget, 'c', 800, 800)).resolves.toBeUndefined();
    await expect(budget.start('c', 1000, 1)).rejects.toThrow(UploadBudgetExceeded);
    time.advance(60 * MINUTE_MS);
    await expect(upload(budget, 'c', 1000)).resolves.toBeUndefined();
  });

  it('shares one budget between two servers on the same database', async () => {
    const time = clock(Date.parse('2026-11-27T12:00:00Z'));
    const [one, two] = [new UploadBudget({ db, now: time.now }), new UploadBudget({ db, now: time.now })];
    await upload(one, 'd', 600, 600);
    await expect(two.start('d', 1000, 600)).rejects.toThrow(UploadBudgetExceeded);
  });
});
