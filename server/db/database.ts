/**
 * The one database seam of the back end: PGlite (embedded, the default) and PostgreSQL (`DATABASE_URL`) both speak
 * the PostgreSQL dialect, so every query and migration is written once.
 */
export interface Queryable {
  /** Run one statement with `$1`-style parameters and return its rows. */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

export interface Database extends Queryable {
  readonly dialect: 'pglite' | 'postgres';
  /**
   * Run `work` in one transaction, committed when it resolves and rolled back when it throws. Serialization failures
   * and deadlocks are retried, so `work` must only touch the database.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Run several statements separated by semicolons (migrations); no parameters. */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

/** PostgreSQL error codes worth a retry: the transaction lost a race, not a rule. */
export const RETRYABLE_SQLSTATES = new Set(['40001', '40P01']);

export function isRetryable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && RETRYABLE_SQLSTATES.has(code);
}

/** Unique-violation: an insert raced another (idempotent create paths read the winner instead). */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}
