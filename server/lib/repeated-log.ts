import { positiveSetting } from './setting-values.ts';

/** The levels a repeated report may be logged at (pino's and Fastify's loggers have both; a loop's may have one). */
export type LevelLogger = Partial<Record<'warn' | 'error', (details: object, message: string) => void>>;

/** LOG_REPEAT_INTERVAL_MS (default a minute): how often one repeating warning is logged at most. */
export function readLogRepeatIntervalMs(env: NodeJS.ProcessEnv = process.env): number {
  return positiveSetting('LOG_REPEAT_INTERVAL_MS', env.LOG_REPEAT_INTERVAL_MS, 60_000);
}

/**
 * Keeps a warning that repeats (a loop failing every 2 s, a health check failing on every probe) from flooding the
 * log: the first occurrence of a key is logged at once; later ones are counted and logged at most once per interval,
 * with `repeated`, the number not logged since the last line. A key that comes back after a quiet interval is logged
 * at once again.
 */
export class RepeatedLog {
  private readonly keys = new Map<string, { loggedAt: number; suppressed: number }>();
  private readonly intervalMs: number;
  private readonly now: () => number;

  constructor(
    private readonly log: LevelLogger,
    options: { intervalMs?: number; now?: () => number } = {},
  ) {
    this.intervalMs = options.intervalMs ?? readLogRepeatIntervalMs();
    this.now = options.now ?? Date.now;
  }

  /** Log `message` at warn now, or count it when `key` was logged less than an interval ago. */
  warn(key: string, details: object, message: string): void {
    this.report('warn', key, details, message);
  }

  /** Log `message` at error now, or count it when `key` was logged less than an interval ago. */
  error(key: string, details: object, message: string): void {
    this.report('error', key, details, message);
  }

  private report(level: keyof LevelLogger, key: string, details: object, message: string): void {
    const now = this.now();
    const seen = this.keys.get(key);
    if (seen && now - seen.loggedAt < this.intervalMs) {
      seen.suppressed++;
      return;
    }
    const repeated = seen?.suppressed ?? 0;
    // Keys come from code (a loop's name, a check's name), so the map stays as small as the code that reports.
    this.keys.set(key, { loggedAt: now, suppressed: 0 });
    this.log[level]?.(repeated > 0 ? { ...details, repeated } : details, message);
  }
}
