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

/** The PostgreSQL server the runs use: LOAD_POSTGRES_HOST (default localhost), LOAD_POSTGRES_PORT (default 5432). */
export function postgresServer(): { host: string; port: number } {
  const port = Number(process.env.LOAD_POSTGRES_PORT ?? 5432);
  if (!Number.isInteger(port) || port <= 0)
    throw new RangeError(`LOAD_POSTGRES_PORT must be a port number, not "${process.env.LOAD_POSTGRES_PORT}"`);
  return { host: process.env.LOAD_POSTGRES_HOST ?? 'localhost', port };
}

/**
 * A new, empty database `name` owned by the shop's role, made by the `postgres` account, which alone may create
 * databases here (on the server of `postgresServer()`; psql reaches the local one on the same port).
 */
export async function postgresTarget(name: string): Promise<ShopTarget> {
  const { host, port } = postgresServer();
  const url = `postgres://storefront:storefront@${host}:${port}/${name}`;
  const psql = (sql: string) =>
    execFileSync('su', ['postgres', '-c', `psql -p ${port} -qtAc "${sql}"`], { stdio: 'pipe' });
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
