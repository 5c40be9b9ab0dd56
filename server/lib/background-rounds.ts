import type { Queryable } from '../db/database.ts';

/**
 * Claim the current round of the periodic job `name` for this process: true for one caller per round however many
 * server processes share the database, false for the others (they skip it). The claim moves the job's next round
 * `intervalMs` ahead by the database's clock, nine tenths of it in fact, so the node that ran a round finds the next
 * one due on its own next tick despite timer drift. One statement decides, so two nodes cannot both win; PGlite, a
 * single process, always wins. A node killed mid-round loses nothing a sweep would not redo: the work it guards must
 * be safe to repeat (deletes of what has expired), since the next round, on any node, picks up what is left.
 */
export async function claimRound(db: Queryable, name: string, intervalMs: number): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO background_rounds (name, next_at) VALUES ($1, now() + $2 * interval '1 millisecond')
     ON CONFLICT (name) DO UPDATE SET next_at = EXCLUDED.next_at WHERE background_rounds.next_at <= now()
     RETURNING name`,
    [name, Math.round(intervalMs * 0.9)],
  );
  return rows.length === 1;
}

/** `work` wrapped to run only in the rounds this process claims (`claimRound`); answers undefined when skipped. */
export function onceAcrossNodes<T>(
  db: Queryable,
  name: string,
  intervalMs: number,
  work: () => Promise<T>,
): () => Promise<T | undefined> {
  return async () => ((await claimRound(db, name, intervalMs)) ? work() : undefined);
}
