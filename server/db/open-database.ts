import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
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

/** Open the configured database and bring its schema up to date. */
export async function openDatabase(settings: DatabaseSettings): Promise<Database> {
  let db: Database;
  if (settings.databaseUrl) {
    db = await openPostgresDatabase(settings.databaseUrl, { searchPath: settings.searchPath });
  } else {
    const dataDir = settings.dataDir ?? '.data';
    if (!dataDir.startsWith('memory://')) await mkdir(resolve(dataDir), { recursive: true });
    db = await openPgliteDatabase(dataDir === 'memory://' ? dataDir : resolve(dataDir, 'pglite'));
  }
  await migrate(db);
  return db;
}
