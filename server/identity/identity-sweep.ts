import { onceAcrossNodes } from '../lib/background-rounds.ts';
import type { Database } from '../db/database.ts';
import { sweepRateCounters } from '../db/rate-counters.ts';
import { repeatWork, type RepeatLogger } from '../lib/repeat-work.ts';

/** Rows deleted per statement, and statements per round, so one round's work stays bounded. */
const BATCH = 500;
const BATCHES_PER_ROUND = 20;
/** Past its own end a sign-in session is kept a day: its last access token (an hour at most) has long expired. */
const GRACE_MS = 24 * 3_600_000;

async function deleteInBatches(deleteBatch: (batch: number) => Promise<number>): Promise<number> {
  let deleted = 0;
  for (let batch = 0; batch < BATCHES_PER_ROUND; batch += 1) {
    const count = await deleteBatch(BATCH);
    deleted += count;
    if (count < BATCH) break;
  }
  return deleted;
}

const deleteRows = (db: Database, sql: string, before: Date) => async (batch: number) =>
  (await db.query(sql, [before, batch])).length;

/**
 * Delete sign-in sessions a day past their expiry or their sign-out, codes a day past theirs, and rate counters whose
 * window has ended: every sign-in adds a session, and every username or address tried a counter, so without this the
 * tables would only grow. Returns how many rows went.
 */
export async function sweepIdentity(db: Database, now: () => Date): Promise<number> {
  const before = new Date(now().getTime() - GRACE_MS);
  const sessions = await deleteInBatches(
    deleteRows(
      db,
      `DELETE FROM identity_sessions WHERE origin_jti IN (
         SELECT origin_jti FROM identity_sessions WHERE expires_at < $1 OR revoked_at < $1 LIMIT $2)
       RETURNING origin_jti`,
      before,
    ),
  );
  const codes = await deleteInBatches(
    deleteRows(
      db,
      `DELETE FROM identity_codes WHERE (sub, purpose) IN (
         SELECT sub, purpose FROM identity_codes WHERE expires_at < $1 LIMIT $2)
       RETURNING sub`,
      before,
    ),
  );
  const counters = await deleteInBatches((batch) => sweepRateCounters(db, now(), batch));
  return sessions + codes + counters;
}

/** Sweep every `intervalMs` until the returned stop is called; one server process of several sweeps each round. */
export function startIdentitySweep(
  options: { db: Database; now: () => Date; intervalMs: number },
  log?: RepeatLogger,
): () => Promise<void> {
  const sweep = () => sweepIdentity(options.db, options.now);
  return repeatWork(
    'identity sweep',
    options.intervalMs,
    onceAcrossNodes(options.db, 'identity sweep', options.intervalMs, sweep),
    log,
  );
}
