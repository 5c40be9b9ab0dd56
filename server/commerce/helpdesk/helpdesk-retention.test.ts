import { afterEach, describe, expect, it, vi } from 'vitest';
import { startHelpdeskRetention } from './helpdesk-retention.ts';

describe('helpdesk retention loop', () => {
  afterEach(() => vi.useRealTimers());

  it('sweeps with the retention period read on each round, and stops when the app closes', async () => {
    vi.useFakeTimers();
    const sweep = vi.fn(async (_days: number) => 0);
    const limits = { helpdeskAttachmentRetentionDays: 90 };
    const closeHooks: (() => Promise<void>)[] = [];
    const app = {
      addHook: (_name: 'onClose', hook: () => Promise<void>) => closeHooks.push(hook),
      log: { error: vi.fn() },
      commerce: { helpdesk: { deleteExpiredAttachments: sweep }, limits },
    };
    startHelpdeskRetention(app as never, 1000);
    await vi.advanceTimersByTimeAsync(1000);
    limits.helpdeskAttachmentRetentionDays = 30;
    await vi.advanceTimersByTimeAsync(1000);
    expect(sweep.mock.calls).toEqual([[90], [30]]);

    await Promise.all(closeHooks.map((hook) => hook()));
    await vi.advanceTimersByTimeAsync(5000);
    expect(sweep).toHaveBeenCalledTimes(2);
  });
});
