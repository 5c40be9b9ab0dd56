import { describe, expect, it } from 'vitest';
import { WindowedCounter } from './windowed-counter.ts';

describe('WindowedCounter', () => {
  it('says how long a key waits once it reached the limit, and forgets it when its window ends', () => {
    let now = 1_000;
    const counter = new WindowedCounter({ windowMs: 60_000, maxKeys: 10, now: () => now });
    counter.add('a', 2);
    expect(counter.retryAfterMs('a', 3)).toBe(0);
    counter.add('a');
    expect(counter.retryAfterMs('a', 3)).toBe(60_000);
    now += 45_000;
    expect(counter.retryAfterMs('a', 3)).toBe(15_000);
    expect(counter.retryAfterMs('b', 3)).toBe(0);
    now += 15_000;
    expect(counter.retryAfterMs('a', 3)).toBe(0);
  });

  it('never remembers more keys than its bound, dropping finished windows before live ones', () => {
    let now = 0;
    const counter = new WindowedCounter({ windowMs: 1_000, maxKeys: 100, now: () => now });
    counter.add('early', 5);
    now = 2_000;
    counter.add('kept', 5);
    for (let key = 0; key < 10_000; key += 1) counter.add(`flood-${key}`);
    expect(counter.size).toBe(100);
    // A flood pushes out the oldest live windows too: memory is bounded, whatever the caller sends.
    expect(counter.retryAfterMs('kept', 5)).toBe(0);
    expect(counter.retryAfterMs('flood-9999', 1)).toBeGreaterThan(0);
  });
});
