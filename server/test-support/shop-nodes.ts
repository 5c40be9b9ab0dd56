/**
 * Several real server processes on one fresh PostgreSQL database, as a shop that outgrew one process runs: the tests
 * of shared limits, background work run once and content on many nodes start them with `startShopNodes`, talk to each
 * over HTTP and read the database directly. They run only when TEST_DATABASE_URL names a server (`.ci/run` starts one);
 * its role must be allowed to create databases.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { openDatabase } from '../db/open-database.ts';
import { openPostgresDatabase } from '../db/postgres-database.ts';
import { startServerProcess, type ServerLaunch, type ServerProcess } from './server-process.ts';

/** The PostgreSQL server the multi-node tests use, or undefined: they are skipped without one. */
export const clusterPostgresUrl = process.env.TEST_DATABASE_URL;

export interface ShopDatabase {
  /** The database's own connection string (DATABASE_URL of every node). */
  url: string;
  /** A direct connection for the test's own reads and writes. */
  open(): Promise<Database>;
  /** Drop it, ending any connection still open to it. */
  remove(): Promise<void>;
}

/** A new, empty database on the server of `serverUrl`, named after `label` and a random suffix. */
export async function freshShopDatabase(serverUrl: string, label: string): Promise<ShopDatabase> {
  const name = `${label.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const db = await openPostgresDatabase(serverUrl, { poolSize: 1 });
    try {
      await db.exec(sql);
    } finally {
      await db.close();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    open: () => openDatabase({ databaseUrl: url.toString() }),
    remove: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export interface ShopNodes {
  database: ShopDatabase;
  nodes: ServerProcess[];
  /** Start one more node (or a node again after it was killed) on the same database with the same settings. */
  startNode(env?: Record<string, string>): Promise<ServerProcess>;
  /** Stop every node still running and drop the database. */
  stop(): Promise<void>;
}

/**
 * `count` server processes started side by side on one fresh database (the first start migrates and seeds it once,
 * whichever node gets there first), each with `env` over the defaults of `startServerProcess`.
 */
export async function startShopNodes(
  count: number,
  env: Record<string, string> = {},
  options: { serverUrl?: string; label?: string; launch?: ServerLaunch } = {},
): Promise<ShopNodes> {
  const serverUrl = options.serverUrl ?? clusterPostgresUrl;
  if (!serverUrl) throw new Error('startShopNodes needs a PostgreSQL server: set TEST_DATABASE_URL');
  const database = await freshShopDatabase(serverUrl, options.label ?? 'shop_nodes');
  const running: ServerProcess[] = [];
  const startNode = async (extra: Record<string, string> = {}) => {
    const node = await startServerProcess(
      { ...env, DATABASE_URL: database.url, ...extra },
      120_000,
      options.launch,
    );
    running.push(node);
    return node;
  };
  const stop = async () => {
    await Promise.all(running.map((node) => node.stop()));
    await database.remove();
  };
  try {
    const nodes = await Promise.all(Array.from({ length: count }, () => startNode()));
    return { database, nodes, startNode, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
