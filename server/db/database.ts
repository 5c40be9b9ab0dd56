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

/**
 * SQLSTATEs of a database that is gone for now rather than a statement that is wrong: the connection broke (class 08),
 * the server is shutting down or starting (57P01-57P03), it has no connection slot (53300) or no disk left (53100).
 */
const UNAVAILABLE_SQLSTATES = /^(08...|57P0[1-3]|53[13]00)$/;
/** Socket and file errors of the same kind: nothing listens, the link dropped, the disk is full or failing. */
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EAI_AGAIN',
  'ENOSPC',
  'EIO',
]);
/** node-postgres says a connection died or never came in words only, without a code. */
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/** Seconds a caller is asked to wait when the database is out of reach: a restart or failover takes about this long. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Whether `error` (or what caused it) means the database cannot be reached or cannot write at the moment: the caller
 * may try again shortly, so the shop answers 503 rather than a 500 that reads like a bug.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.test(code) || UNAVAILABLE_ERRNOS.has(code)))
      return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
