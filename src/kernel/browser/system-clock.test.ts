import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_TIMER_MS, systemClock } from './system-clock.ts';

afterEach(() => vi.useRealTimers());

describe('systemClock', () => {
  it('caps a long delay at the browser maximum instead of letting it fire at once', () => {
    vi.useFakeTimers();
    const fired = vi.fn();
    systemClock.setTimeout(fired, MAX_TIMER_MS * 3);
    vi.advanceTimersByTime(1000);
    expect(fired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(MAX_TIMER_MS);
    expect(fired).toHaveBeenCalledTimes(1);
  });

  it('clears what it set', () => {
    vi.useFakeTimers();
    const fired = vi.fn();
    systemClock.clearTimeout(systemClock.setTimeout(fired, 10));
    vi.advanceTimersByTime(20);
    expect(fired).not.toHaveBeenCalled();
  });
});
