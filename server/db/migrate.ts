import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

export const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Any lock id will do as long as only migrations take it: two servers starting at once migrate one after the other. */
const MIGRATION_LOCK = 7_341_022;

/**
 * Apply `migrations/NNN_name.sql` in name order, each in its own transaction, recording applied names in
 * `schema_migrations`. Returns the names applied now.
 */
export async function migrate(db: Database): Promise<string[]> {
  const files = (await readdir(migrationsDir)).filter((name) => /^\d{3}_[a-z0-9_]+\.sql$/.test(name)).sort();
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const applied = new Set(
      (await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name),
    );
    const pending = files.filter((name) => !applied.has(name));
    for (const name of pending) {
      const sql = await readFile(join(migrationsDir, name), 'utf8');
      // Statements run one by one so a parameterless multi-statement file works on both drivers.
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
    }
    return pending;
  });
}

/** Split on semicolons that end a line; migrations keep function bodies out, so this is all the parsing needed. */
export function splitStatements(sql: string): string[] {
  return sql
    .replace(/--[^\n]*$/gm, '')
    .split(/;\s*$/m)
    .map((statement) => statement.trim())
    .filter(Boolean);
}
