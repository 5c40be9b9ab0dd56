import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield-to-main.ts';

describe('yieldToMain', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resumes in a later task, after work already queued (a timer), not in the same task', async () => {
    vi.stubGlobal('scheduler', undefined);
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    void Promise.resolve().then(() => order.push('microtask'));
    await yieldToMain();
    order.push('resumed');
    expect(order).toEqual(['microtask', 'queued task', 'resumed']);
  });

  it('uses the browser’s scheduler.yield() where there is one', async () => {
    const yieldNow = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldNow });
    await yieldToMain();
    expect(yieldNow).toHaveBeenCalledOnce();
  });
});
