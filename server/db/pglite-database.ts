import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './database.ts';
import { timedQuery } from './query-metrics.ts';

/**
 * Embedded PostgreSQL (WASM). `dataDir` persists across restarts; `memory://` is for tests. PGlite runs one
 * transaction at a time per instance, so concurrent shoppers are serialised here, never interleaved.
 */
export async function openPgliteDatabase(dataDir: string): Promise<Database> {
  return pgliteDatabase(await PGlite.create(dataDir), dataDir);
}

/** How often a full disk is reported while it stays full: once a minute is enough for an operator to see it. */
const DISK_FULL_REPORT_MS = 60_000;

/**
 * Say plainly, where an operator looks, that the data folder's disk is full: the request that met it answers 503,
 * but the cause (and the folder to free space in) belongs in the log. Reads go on working meanwhile.
 */
function diskFullReporter(dataDir: string) {
  let reportedAt = -Infinity;
  return (error: unknown) => {
    const { code, message } = error as { code?: unknown; message?: unknown };
    if (code !== '53100' && code !== 'ENOSPC') return;
    if (Date.now() - reportedAt < DISK_FULL_REPORT_MS) return;
    reportedAt = Date.now();
    console.error(
      `DATA_DIR ${dataDir}: the disk is full (${String(message)}); writes fail with 503 until space is freed there`,
    );
  };
}

/** The shop's database interface over an open PGlite instance. */
export function pgliteDatabase(db: PGlite, dataDir?: string): Database {
  const report = dataDir && !dataDir.startsWith('memory://') ? diskFullReporter(dataDir) : () => undefined;
  const wrap = (target: Pick<PGlite, 'query'>): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      try {
        return (await timedQuery('pglite', () => target.query<Row>(sql, params as unknown[]))).rows;
      } catch (error) {
        report(error);
        throw error;
      }
    },
  });
  return {
    dialect: 'pglite',
    ...wrap(db),
    transaction: async (work) => {
      try {
        return await db.transaction((tx) => work(wrap(tx)));
      } catch (error) {
        report(error);
        throw error;
      }
    },
    exec: async (sql) => {
      await db.exec(sql);
    },
    close: () => db.close(),
  };
}
