import { API_LIMITS } from '../../../schemas/api/conventions.ts';
import { EXCEEDED_MAX_ATTEMPTS_MESSAGE } from '../../../schemas/api/errors.ts';
import { ApiClientError } from './api-errors.ts';
import type { ApiTimers } from './api-timers.ts';

/**
 * The API client's per-URL attempt limit: a loop calling one URL over and over stops on its own. Kept apart from the
 * client, which counts every call it sends and clears a URL's count once an answer settles it.
 */
export class ApiAttempts {
  private readonly attempts = new Map<string, { count: number; timer: unknown }>();

  constructor(private readonly timers: ApiTimers) {}

  /** More than 3 attempts at one URL raise; the count clears 2 s after the last attempt. */
  count(url: string): void {
    const entry = this.attempts.get(url) ?? { count: 0, timer: undefined };
    if (entry.timer !== undefined) this.timers.clearTimeout(entry.timer);
    entry.count += 1;
    entry.timer = this.timers.setTimeout(() => this.attempts.delete(url), API_LIMITS.retryClearDelayMs);
    this.attempts.set(url, entry);
    if (entry.count > API_LIMITS.maxAttemptsPerUrl)
      throw new ApiClientError('max-attempts', EXCEEDED_MAX_ATTEMPTS_MESSAGE);
  }

  clear(url: string): void {
    const entry = this.attempts.get(url);
    if (entry) this.timers.clearTimeout(entry.timer);
    this.attempts.delete(url);
  }
}
