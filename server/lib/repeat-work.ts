import { RepeatedLog } from './repeated-log.ts';

/** Where a repeated job reports a round that failed. */
export interface RepeatLogger {
  error(details: object, message: string): void;
}

/**
 * Run `work` every `intervalMs`, one round at a time (a round still under way makes the next tick wait), until the
 * returned stop is called; stop waits for a round under way, so the database can be closed right after. The timer
 * does not keep the process alive. A failed round is logged and the next one runs as usual; a job failing round after
 * round is logged once, then once per LOG_REPEAT_INTERVAL_MS with the count of failures in between (`repeated`).
 */
export function repeatWork(
  name: string,
  intervalMs: number,
  work: () => Promise<unknown>,
  log?: RepeatLogger,
): () => Promise<void> {
  // setInterval would take NaN or 0 (a mistyped setting) as 1 ms and hammer the database.
  if (!Number.isFinite(intervalMs) || intervalMs < 1)
    throw new RangeError(`${name} interval must be a positive number of ms, not ${intervalMs}`);
  const failures = log && new RepeatedLog(log);
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= work()
      .then(() => undefined)
      .catch((error: unknown) => failures?.error(name, { err: error }, `${name} failed`))
      .finally(() => (running = undefined));
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
