import { createHash } from 'node:crypto';
import type { LastGoodStore } from '../lib/last-good-store.ts';
import type { Database } from './database.ts';

/** Where the store reports a failed save (the database away): content keeps being served from memory meanwhile. */
interface WarnLogger {
  warn(details: object, message: string): void;
}

/**
 * Last good content versions in the `content_last_good` table, so every server on one PostgreSQL database starts from
 * what the others serve. A version is written once: what this process knows to be stored (read in one query at its
 * first save) is not written again, and saves run one after the other, so the newest good version is the one kept.
 */
export function databaseLastGoodStore(db: Database, log: WarnLogger): LastGoodStore {
  let stored: Promise<Map<string, string>> | undefined;
  let queue: Promise<void> = Promise.resolve();
  const digests = () =>
    (stored ??= db
      .query<{ path: string; digest: string }>('SELECT path, digest FROM content_last_good')
      .then((rows) => new Map(rows.map((row) => [row.path, row.digest]))));
  return {
    async load(path) {
      const rows = await db.query<{ body: string }>('SELECT body FROM content_last_good WHERE path = $1', [
        path,
      ]);
      return rows[0]?.body;
    },
    save(path, text) {
      queue = queue.then(async () => {
        try {
          const known = await digests();
          const digest = createHash('sha256').update(text).digest('base64');
          if (known.get(path) === digest) return;
          await db.query(
            `INSERT INTO content_last_good (path, digest, body) VALUES ($1, $2, $3)
             ON CONFLICT (path) DO UPDATE SET digest = EXCLUDED.digest, body = EXCLUDED.body, saved_at = now()`,
            [path, digest, text],
          );
          known.set(path, digest);
        } catch (error) {
          stored = undefined;
          log.warn({ err: error, contentFile: path }, 'last good content version not saved to the database');
        }
      });
    },
  };
}
