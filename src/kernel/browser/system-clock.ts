import type { Clock } from '../types/index.ts';

/** Timers longer than this fire at once in browsers (the largest signed 32-bit delay). */
export const MAX_TIMER_MS = 2147483647;

/** The page's own clock; long delays are capped so they never fire early. */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, Math.min(Math.max(ms, 0), MAX_TIMER_MS)),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};
