import { describe, expect, it } from 'vitest';
import { UploadBudget, UploadBudgetExceeded } from './upload-budget.ts';

const MINUTE_MS = 60_000;

describe('upload budget', () => {
  const clock = (start = Date.parse('2026-11-25T12:00:00Z')) => {
    let nowMs = start;
    return { now: () => new Date(nowMs), advance: (ms: number) => (nowMs += ms) };
  };

  it('counts each client separately and refuses past the budget with the seconds left in its hour', () => {
    const time = clock();
    const budget = new UploadBudget(time.now);
    budget.charge('a', 1000, 600);
    time.advance(15 * MINUTE_MS);
    expect(() => budget.charge('a', 1000, 500)).toThrow(UploadBudgetExceeded);
    try {
      budget.check('a', 1000);
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 45 * 60 });
    }
    expect(() => budget.check('b', 1000, 900)).not.toThrow();
    expect(() => budget.check('b', 1000, 1001)).toThrow(UploadBudgetExceeded);
  });

  it('forgets a client when its hour ends, so the map holds only the last hour', () => {
    const time = clock();
    const budget = new UploadBudget(time.now);
    budget.charge('a', 1000, 1000);
    budget.charge('b', 1000, 10);
    time.advance(30 * MINUTE_MS);
    budget.charge('c', 1000, 10);
    expect(budget.trackedClients).toBe(3);
    time.advance(30 * MINUTE_MS);
    expect(budget.trackedClients).toBe(1);
    expect(() => budget.charge('a', 1000, 1000)).not.toThrow();
  });
});
