import { describe, expect, it } from 'vitest';
import { readLogRepeatIntervalMs, RepeatedLog } from './repeated-log.ts';

describe('RepeatedLog', () => {
  it('logs a warning repeated every 2 s once, then once a minute with the count it held back', () => {
    let now = 0;
    const lines: { details: object; message: string }[] = [];
    const log = new RepeatedLog(
      { warn: (details, message) => lines.push({ details, message }) },
      { intervalMs: 60_000, now: () => now },
    );
    // 30 failures in the first minute (0 s, 2 s ... 58 s): one line.
    for (; now < 60_000; now += 2000) log.warn('site poll', { siteId: 'uk' }, 'site could not be opened');
    expect(lines).toEqual([{ details: { siteId: 'uk' }, message: 'site could not be opened' }]);
    // The first failure of the next minute says how many were held back.
    log.warn('site poll', { siteId: 'uk' }, 'site could not be opened');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toEqual({
      details: { siteId: 'uk', repeated: 29 },
      message: 'site could not be opened',
    });
    // Another key is news of its own.
    log.warn('payments', {}, 'payment worker failed');
    expect(lines).toHaveLength(3);
  });

  it('reads LOG_REPEAT_INTERVAL_MS: a minute by default, and a bad value stops the start with its name', () => {
    expect(readLogRepeatIntervalMs({})).toBe(60_000);
    expect(readLogRepeatIntervalMs({ LOG_REPEAT_INTERVAL_MS: '5000' })).toBe(5000);
    expect(() => readLogRepeatIntervalMs({ LOG_REPEAT_INTERVAL_MS: 'often' })).toThrow(
      /LOG_REPEAT_INTERVAL_MS/,
    );
  });
});
