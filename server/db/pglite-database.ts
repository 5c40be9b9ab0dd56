import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './database.ts';

/**
 * Embedded PostgreSQL (WASM). `dataDir` persists across restarts; `memory://` is for tests. PGlite runs one
 * transaction at a time per instance, so concurrent shoppers are serialised here, never interleaved.
 */
export async function openPgliteDatabase(dataDir: string): Promise<Database> {
  return pgliteDatabase(await PGlite.create(dataDir));
}

/** The shop's database interface over an open PGlite instance. */
export function pgliteDatabase(db: PGlite): Database {
  const wrap = (target: Pick<PGlite, 'query'>): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<Row>(sql, params as unknown[]);
      return result.rows;
    },
  });
  return {
    dialect: 'pglite',
    ...wrap(db),
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
    exec: async (sql) => {
      await db.exec(sql);
    },
    close: () => db.close(),
  };
}
