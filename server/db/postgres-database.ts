import pg from 'pg';
import { isRetryable, type Database, type Queryable } from './database.ts';

// BIGINT (COUNT, SUM) as numbers: every amount we store fits comfortably in 2^53 minor units.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

const MAX_TRANSACTION_ATTEMPTS = 5;

/** A real PostgreSQL server through a pool; `searchPath` isolates a test run in its own schema. */
export async function openPostgresDatabase(
  connectionString: string,
  options: { searchPath?: string; poolSize?: number } = {},
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: options.poolSize ?? 10,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
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
      const result = await target.query({ name: nameOf(sql), text: sql, values: params as unknown[] });
      return result.rows as Row[];
    },
  });
  await pool.query('SELECT 1');
  return {
    dialect: 'postgres',
    ...wrap(pool),
    async transaction(work) {
      for (let attempt = 1; ; attempt++) {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          const result = await work(wrap(client));
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          if (!isRetryable(error) || attempt >= MAX_TRANSACTION_ATTEMPTS) throw error;
        } finally {
          client.release();
        }
      }
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}
