/** The browser's `scheduler.yield()` where it has one (Chromium 129+): the task resumes ahead of other queued work. */
interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Let the browser handle input and paint before the caller's next step: the work after an `await yieldToMain()` runs
 * in a task of its own. Start-up is a run of steps that each take a few milliseconds; run back to back they are one
 * long task that holds a tap for all of them.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
