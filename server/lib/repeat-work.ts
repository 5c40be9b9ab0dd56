/** Where a repeated job reports a round that failed. */
export interface RepeatLogger {
  error(details: object, message: string): void;
}

/**
 * Run `work` every `intervalMs`, one round at a time (a round still under way makes the next tick wait), until the
 * returned stop is called; stop waits for a round under way, so the database can be closed right after. The timer
 * does not keep the process alive. A failed round is logged and the next one runs as usual.
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
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= work()
      .then(() => undefined)
      .catch((error: unknown) => log?.error({ err: error }, `${name} failed`))
      .finally(() => (running = undefined));
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
