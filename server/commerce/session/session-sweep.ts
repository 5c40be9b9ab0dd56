import { onceAcrossNodes } from '../../lib/background-rounds.ts';
import type { Database } from '../../db/database.ts';
import { repeatWork, type RepeatLogger } from '../../lib/repeat-work.ts';
import { sessionRepository } from './session-repository.ts';

/**
 * Sessions are deleted this long after they expire or end: well past any call that read a session just before it
 * expired, so a sweep never pulls a session from under a request.
 */
export const SESSION_SWEEP_GRACE_MS = 24 * 3600 * 1000;
/** Sessions deleted per transaction, and transactions per round: a round's work is bounded however many expired. */
const SWEEP_BATCH = 500;
const SWEEP_BATCHES_PER_ROUND = 20;

/**
 * Delete sessions (and their anonymous bags) that expired or ended more than a day ago. Anyone may start a session
 * with one call, so without this the table, and the bags in it, would only ever grow. Returns how many went.
 */
export async function sweepExpiredSessions(db: Database, now: () => Date): Promise<number> {
  const before = new Date(now().getTime() - SESSION_SWEEP_GRACE_MS);
  let deleted = 0;
  for (let batch = 0; batch < SWEEP_BATCHES_PER_ROUND; batch += 1) {
    const count = await db.transaction((tx) => sessionRepository.deleteExpired(tx, before, SWEEP_BATCH));
    deleted += count;
    if (count < SWEEP_BATCH) break;
  }
  return deleted;
}

/**
 * Sweep every `intervalMs` (SESSION_SWEEP_INTERVAL_MS, default hourly) until the returned stop is called; with several
 * server processes on one database, one of them sweeps each round.
 */
export function startSessionSweep(
  options: { db: Database; now: () => Date; intervalMs: number },
  log?: RepeatLogger,
): () => Promise<void> {
  return repeatWork(
    'session sweep',
    options.intervalMs,
    onceAcrossNodes(options.db, 'session sweep', options.intervalMs, () =>
      sweepExpiredSessions(options.db, options.now),
    ),
    log,
  );
}
