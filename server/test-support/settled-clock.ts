import { vi } from 'vitest';

/**
 * Move this process's clock (Date only) past the content reader's settling window, as if the files looked at so far
 * had been seen unchanged for a while: the reader trusts a file's stat only once it has seen it for 2 s, and the tests
 * of what it then skips reading should not wait that long. The clock stands still until `restore`.
 */
export function pastSettling(): { restore(): void } {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 3_000 });
  return { restore: () => vi.useRealTimers() };
}
