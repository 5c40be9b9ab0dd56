import type { Database } from './database.ts';
import { DataFolderInUseError } from './data-dir-lock.ts';
import { openDatabase } from './open-database.ts';

/**
 * The database the server or a command-line tool writes, configured by DATABASE_URL or DATA_DIR. When a running
 * shop holds the PGlite folder, says so on stderr and answers undefined (the tool exits 1) instead of a stack trace.
 */
export async function openCliDatabase(): Promise<Database | undefined> {
  try {
    return await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR });
  } catch (error) {
    if (!(error instanceof DataFolderInUseError)) throw error;
    console.error(`Refused: ${error.message}`);
    return undefined;
  }
}
