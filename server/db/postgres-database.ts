import pg from 'pg';
import { watchPool } from '../lib/metrics.ts';
import { isDatabaseUnavailable, isRetryable, type Database, type Queryable } from './database.ts';
import { timedQuery } from './query-metrics.ts';

// BIGINT (COUNT, SUM) as numbers: every amount we store fits comfortably in 2^53 minor units.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

const MAX_TRANSACTION_ATTEMPTS = 5;
const CONNECT_TIMEOUT_MS = 5000;

/** A real PostgreSQL server through a pool; `searchPath` isolates a test run in its own schema. */
export async function openPostgresDatabase(
  connectionString: string,
  options: { searchPath?: string; poolSize?: number; onIdleError?: (error: Error) => void } = {},
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: options.poolSize ?? 10,
    // A server that does not answer at all (a network split) fails the call after this long instead of holding it.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    // Named in pg_stat_activity, with its schema when it has one: an operator (or a test) can tell, and act on, this
    // pool's own connections among others to the same database.
    application_name: options.searchPath ? `storefront:${options.searchPath}` : 'storefront',
  });
  // A pooled connection the server drops while idle (a restart, a failover, an administrator) reports here: the pool
  // discards it and opens another on the next call. Without a listener Node would end the whole process over it.
  pool.on(
    'error',
    options.onIdleError ??
      ((error) => console.warn(`PostgreSQL dropped an idle connection: ${error.message}`)),
  );
  // Every statement is prepared once per connection and reused: planning a cart's five-table join on each call cost
  // more than running it. Statement texts are fixed in code (parameters carry the values), so the set stays small.
  const names = new Map<string, string>();
  const nameOf = (sql: string) => {
    let name = names.get(sql);
    if (!name) names.set(sql, (name = `s${names.size + 1}`));
    return name;
  };
  const wrap = (target: pg.Pool | pg.PoolClient): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await timedQuery('postgres', () =>
        target.query({ name: nameOf(sql), text: sql, values: params as unknown[] }),
      );
      return result.rows as Row[];
    },
  });
  await pool.query('SELECT 1');
  // Connections open and idle, and callers waiting for one, read on each scrape of /metrics.
  const unwatch = watchPool(() => ({
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
  }));
  return {
    dialect: 'postgres',
    ...wrap(pool),
    async transaction(work) {
      for (let attempt = 1; ; attempt++) {
        const client = await pool.connect();
        let committing = false;
        let broken: Error | undefined;
        // The connection may drop between two statements, when no query is waiting to hear it: the error comes as an
        // event then, which would end the process unheard. The next statement fails and the catch below decides.
        const onLost = (error: Error) => {
          broken = error;
        };
        client.on('error', onLost);
        try {
          await client.query('BEGIN');
          const result = await work(wrap(client));
          committing = true;
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          // A connection lost before COMMIT was sent took its transaction with it: nothing was written, so it runs
          // again on a fresh connection. One lost during COMMIT may have committed, so that one is not repeated.
          const lostBeforeCommit = !committing && isDatabaseUnavailable(error);
          if (lostBeforeCommit) broken = error as Error;
          if (!(isRetryable(error) || lostBeforeCommit) || attempt >= MAX_TRANSACTION_ATTEMPTS) throw error;
        } finally {
          client.removeListener('error', onLost);
          // A broken connection is closed rather than handed to the next caller.
          client.release(broken);
        }
      }
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: () => {
      unwatch();
      return pool.end();
    },
  };
}
