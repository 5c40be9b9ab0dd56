import { describe, expect, it } from 'vitest';
import { BoundedQueue } from './bounded-queue.ts';

class Full extends Error {
  constructor(readonly retryAfterMs: number) {
    super('full');
  }
}

/** A job that runs until its `finish` is called, noting how many jobs ran at once. */
function jobs() {
  let running = 0;
  let peak = 0;
  const finishers: (() => void)[] = [];
  const started: number[] = [];
  const job = (id: number) => async () => {
    running += 1;
    peak = Math.max(peak, running);
    started.push(id);
    await new Promise<void>((resolve) => finishers.push(resolve));
    running -= 1;
    return id;
  };
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return { job, finishers, started, peak: () => peak, settle };
}

describe('BoundedQueue', () => {
  it('runs at most `concurrency` jobs at once, the waiting ones in arrival order, and refuses beyond the wait cap', async () => {
    const queue = new BoundedQueue({ concurrency: 2, maxWaiting: 3, refuse: (ms) => new Full(ms) });
    const { job, finishers, started, peak, settle } = jobs();
    const runs = Array.from({ length: 8 }, (_, id) =>
      queue.run(job(id)).then(
        (value) => ({ value }),
        (error: unknown) => ({ error }),
      ),
    );
    await settle();
    expect(queue.load).toEqual({ running: 2, waiting: 3 });
    expect(started).toEqual([0, 1]);
    while (finishers.length > 0) {
      finishers.shift()!();
      await settle();
    }
    const answers = await Promise.all(runs);
    expect(answers.slice(0, 5)).toEqual([0, 1, 2, 3, 4].map((value) => ({ value })));
    for (const answer of answers.slice(5)) expect((answer as { error: unknown }).error).toBeInstanceOf(Full);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(peak()).toBe(2);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it('names a wait that grows with the work ahead, and frees its turn when a job fails', async () => {
    const queue = new BoundedQueue({ concurrency: 1, maxWaiting: 1, refuse: (ms) => new Full(ms) });
    const { job, finishers, settle } = jobs();
    const first = queue.run(job(1));
    const second = queue.run(job(2));
    const refused = await queue.run(job(3)).catch((error: Full) => error);
    expect(refused).toBeInstanceOf(Full);
    expect((refused as Full).retryAfterMs).toBeGreaterThan(0);
    await settle();
    finishers.shift()!();
    await settle();
    finishers.shift()!();
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    await expect(queue.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });
});
