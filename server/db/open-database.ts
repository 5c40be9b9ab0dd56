import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { lockDataFolder } from './data-dir-lock.ts';
import type { Database } from './database.ts';
import { migrate } from './migrate.ts';
import { openPgliteDatabase } from './pglite-database.ts';
import { openPostgresDatabase } from './postgres-database.ts';

export interface DatabaseSettings {
  /** A PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl?: string;
  /** Where PGlite keeps its files (`DATA_DIR`, default `.data/`); `memory://` keeps nothing. */
  dataDir?: string;
  /** PostgreSQL schema to work in (tests isolate themselves this way). */
  searchPath?: string;
}

/**
 * Open the configured database and bring its schema up to date. A PGlite folder is taken for this process first
 * (`data-dir-lock.ts`): the seed, or a second shop, refuses with the holder's pid instead of corrupting it.
 */
export async function openDatabase(settings: DatabaseSettings): Promise<Database> {
  let db: Database;
  if (settings.databaseUrl) {
    db = await openPostgresDatabase(settings.databaseUrl, { searchPath: settings.searchPath });
  } else {
    const dataDir = settings.dataDir ?? '.data';
    db = dataDir.startsWith('memory://')
      ? await openPgliteDatabase(dataDir)
      : await openPgliteFolder(dataDir);
  }
  await migrate(db);
  return db;
}

/** PGlite under `DATA_DIR/pglite`, held by this process until closed. */
async function openPgliteFolder(dataDir: string): Promise<Database> {
  const folder = resolve(dataDir);
  await mkdir(folder, { recursive: true });
  const release = await lockDataFolder(folder);
  try {
    const db = await openPgliteDatabase(pgliteFolder(folder));
    return {
      ...db,
      close: async () => {
        try {
          await db.close();
        } finally {
          await release();
        }
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}

/** Where PGlite's own files are inside a data folder (the lock and backups' restore target). */
export function pgliteFolder(dataDir: string): string {
  return resolve(dataDir, 'pglite');
}
