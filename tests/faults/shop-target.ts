/**
 * Where a load or fault run keeps the shop's data: a fresh PGlite folder or a fresh PostgreSQL database, with the
 * environment that points the server at it and a direct connection for checks made while the server is stopped.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../../server/db/database.ts';
import { openDatabase } from '../../server/db/open-database.ts';

export interface ShopTarget {
  name: 'pglite' | 'postgres';
  env: Record<string, string>;
  open(): Promise<Database>;
  remove(): Promise<void>;
}

export async function pgliteTarget(): Promise<ShopTarget> {
  const dataDir = await mkdtemp(join(tmpdir(), 'storefront-faults-'));
  return {
    name: 'pglite',
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ dataDir }),
    remove: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/**
 * A new, empty database `name` owned by the shop's role, made by the `postgres` account, which alone may create
 * databases here (LOAD_POSTGRES_HOST names the server, default localhost).
 */
export async function postgresTarget(name: string): Promise<ShopTarget> {
  const host = process.env.LOAD_POSTGRES_HOST ?? 'localhost';
  const url = `postgres://storefront:storefront@${host}/${name}`;
  const psql = (sql: string) =>
    execFileSync('su', ['postgres', '-c', `psql -qtAc "${sql}"`], { stdio: 'pipe' });
  psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  psql(`CREATE DATABASE ${name} OWNER storefront`);
  return {
    name: 'postgres',
    env: { DATABASE_URL: url },
    open: () => openDatabase({ databaseUrl: url }),
    remove: async () => {
      psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
