import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { testDatabaseKinds } from '../test-support/test-databases.ts';
import { claimRound, onceAcrossNodes } from './background-rounds.ts';

describe.each(testDatabaseKinds)('rounds of a periodic job claimed once on $name', (kind) => {
  let db: Database;
  beforeAll(async () => {
    db = await kind.open();
  });
  afterAll(() => db.close());

  it('lets one of several claimers at the same moment run the round, and the next round once it is due', async () => {
    const claims = await Promise.all(Array.from({ length: 6 }, () => claimRound(db, 'sweep a', 300)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimRound(db, 'sweep a', 300)).toBe(false);
    // Another job has its own rounds.
    expect(await claimRound(db, 'sweep b', 300)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const next = await Promise.all(Array.from({ length: 6 }, () => claimRound(db, 'sweep a', 300)));
    expect(next.filter(Boolean)).toHaveLength(1);
  });

  it('runs the wrapped work only in a round it claimed', async () => {
    let runs = 0;
    const round = onceAcrossNodes(db, 'sweep c', 60_000, async () => ++runs);
    expect(await Promise.all([round(), round()])).toEqual(expect.arrayContaining([1, undefined]));
    expect(runs).toBe(1);
  });
});
