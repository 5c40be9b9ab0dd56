import { PGlite } from '@electric-sql/pglite';
import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '../db/database.ts';
import { migrate, migrationsDir } from '../db/migrate.ts';
import { openDatabase } from '../db/open-database.ts';
import { pgliteDatabase } from '../db/pglite-database.ts';
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
  { name: 'pglite', open: openMigratedPglite },
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

/**
 * A fresh in-memory PGlite with every migration applied, started from a snapshot of one: creating the cluster costs
 * about 2 s of WASM work, loading a snapshot of it a third of that, and every server test file opens one or more.
 * The snapshot is a file in the temporary folder named by the migrations' text, so all test workers share it and a
 * changed migration makes a new one. The database is migrated again after loading (nothing to do when up to date).
 */
async function openMigratedPglite(): Promise<Database> {
  const snapshot = join(tmpdir(), `storefront-pglite-${await migrationsFingerprint()}.tar`);
  const saved = await readFile(snapshot).catch(() => null);
  if (saved) {
    const db = pgliteDatabase(await PGlite.create('memory://', { loadDataDir: new Blob([saved]) }));
    await migrate(db);
    return db;
  }
  const pglite = await PGlite.create('memory://');
  const db = pgliteDatabase(pglite);
  await migrate(db);
  const dump = Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer());
  // Written whole under another name first: a worker reading at the same moment never sees half a file.
  const partial = `${snapshot}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, dump);
  await rename(partial, snapshot);
  return db;
}

/** The migrations' names and text, and the PGlite build whose files the snapshot holds. */
async function migrationsFingerprint(): Promise<string> {
  const hash = createHash('sha256');
  const pgliteEntry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  hash.update((await stat(join(dirname(pgliteEntry), 'pglite.data'))).size.toString());
  hash.update(await readFile(join(dirname(pgliteEntry), '..', 'package.json')));
  for (const name of (await readdir(migrationsDir)).sort()) {
    hash.update(name).update(await readFile(join(migrationsDir, name)));
  }
  return hash.digest('hex').slice(0, 16);
}
