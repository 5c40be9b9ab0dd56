import { afterEach, describe, expect, it, vi } from 'vitest';
import { repeatWork } from './repeat-work.ts';

describe('repeatWork', () => {
  afterEach(() => vi.useRealTimers());

  it('refuses an interval that is not a positive number of milliseconds', () => {
    for (const interval of [Number.NaN, 0, -5, Number.POSITIVE_INFINITY])
      expect(() => repeatWork('alerts', interval, async () => undefined)).toThrow(
        /alerts interval must be a positive number of ms/,
      );
  });

  it('runs one round at a time, logs a failed round and goes on, and stop waits for the round under way', async () => {
    vi.useFakeTimers();
    let release: () => void = () => undefined;
    let started = 0;
    const errors: string[] = [];
    const stop = repeatWork(
      'alerts',
      100,
      () => {
        started += 1;
        if (started === 1) return Promise.reject(new Error('database away'));
        return new Promise<void>((resolve) => (release = resolve));
      },
      { error: (_details, message) => errors.push(message) },
    );
    await vi.advanceTimersByTimeAsync(100);
    expect(errors).toEqual(['alerts failed']);
    await vi.advanceTimersByTimeAsync(300);
    // The second round is still running: the ticks in between started nothing.
    expect(started).toBe(2);
    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(started).toBe(2);
  });

  it('logs a round failing every 2 s once, then once a minute with the failures held back', async () => {
    vi.useFakeTimers();
    const lines: object[] = [];
    const stop = repeatWork('alerts', 2000, () => Promise.reject(new Error('database away')), {
      error: (details) => lines.push(details),
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(lines).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({ repeated: 29 });
    await stop();
  });
});
