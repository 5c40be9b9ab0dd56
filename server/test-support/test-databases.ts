import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { openDatabase } from '../db/open-database.ts';
import { openPostgresDatabase } from '../db/postgres-database.ts';

/**
 * The databases integration tests run against: embedded PGlite always, and a real PostgreSQL server when
 * `TEST_DATABASE_URL` is set (`.ci/run` starts one). Each PostgreSQL run works in a schema of its own, dropped after.
 */
export interface TestDatabaseKind {
  name: 'pglite' | 'postgres';
  open(): Promise<Database>;
}

const postgresUrl = process.env.TEST_DATABASE_URL;

export const testDatabaseKinds: TestDatabaseKind[] = [
  { name: 'pglite', open: () => openDatabase({ dataDir: 'memory://' }) },
  ...(postgresUrl ? [{ name: 'postgres' as const, open: () => openIsolatedPostgres(postgresUrl) }] : []),
];

async function openIsolatedPostgres(url: string): Promise<Database> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = await openPostgresDatabase(url, { poolSize: 1 });
  await admin.exec(`CREATE SCHEMA ${schema}`);
  const db = await openDatabase({ databaseUrl: url, searchPath: schema });
  return {
    ...db,
    close: async () => {
      await db.close();
      await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    },
  };
}
