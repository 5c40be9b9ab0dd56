import { describe, expect, it } from 'vitest';
import { ManualClock, RecordingReporter } from '../../../tests/helpers/fake-services.ts';
import {
  APP_READY_DELAY_MS,
  loadScripts,
  SCRIPT_TIMEOUT_MS,
  scriptsToLoad,
  whenAppReady,
  type ThirdPartyScript,
} from './third-party-scripts.ts';

const scripts: ThirdPartyScript[] = [
  {
    id: 'tags',
    src: 'https://tags.example/t.js',
    enabled: true,
    kind: 'tracking',
    environments: ['production', 'staging'],
  },
  { id: 'reviews', src: 'https://reviews.example/r.js', enabled: true, kind: 'reviews' },
  { id: 'off', src: '/off.js', enabled: false },
  { id: 'dev', src: '/dev.js', enabled: true, environments: ['development'] },
];
const ids = (list: ThirdPartyScript[]) => list.map((script) => script.id);

describe('scriptsToLoad', () => {
  it('loads tracking only in production and staging, and never when tracking is off', () => {
    expect(ids(scriptsToLoad(scripts, 'production', false))).toEqual(['tags', 'reviews']);
    expect(ids(scriptsToLoad(scripts, 'staging', false))).toEqual(['tags', 'reviews']);
    expect(ids(scriptsToLoad(scripts, 'production', true))).toEqual(['reviews']);
    const trackingEverywhere = [{ ...scripts[0]!, environments: ['development' as const] }];
    expect(ids(scriptsToLoad(trackingEverywhere, 'development', false))).toEqual([]);
    expect(ids(scriptsToLoad(scripts, 'development', false))).toEqual(['dev']);
  });
});

describe('loadScripts', () => {
  it('reports a script that fails and loads the others, with the 120 s timeout', async () => {
    const reporter = new RecordingReporter();
    const timeouts: number[] = [];
    const loader = {
      load: async (src: string, timeoutMs: number) => {
        timeouts.push(timeoutMs);
        if (src.includes('reviews')) throw new Error('timed out after 120000 ms');
      },
    };
    expect(await loadScripts(scripts.slice(0, 2), loader, reporter)).toEqual(['tags']);
    expect(timeouts).toEqual([SCRIPT_TIMEOUT_MS, SCRIPT_TIMEOUT_MS]);
    expect(reporter.reports).toEqual([
      expect.objectContaining({
        kind: 'network',
        rule: 'script-load',
        message: expect.stringContaining('reviews'),
      }),
    ]);
  });
});

describe('whenAppReady', () => {
  function page(ready: boolean) {
    const flags = new Set(ready ? ['app-ready'] : []);
    const listeners: Array<() => void> = [];
    return {
      flags,
      hasFlag: (name: string) => flags.has(name),
      setFlag: (name: string, on: boolean) => void (on ? flags.add(name) : flags.delete(name)),
      onFlag: (_name: string, callback: () => void) => void listeners.push(callback),
      markReady: () => listeners.forEach((listener) => listener()),
    };
  }

  it('waits for the app, or marks it ready itself after 5 s', async () => {
    const clock = new ManualClock();
    const slow = page(false);
    let done = false;
    const waiting = whenAppReady(slow, clock).then(() => (done = true));
    clock.advance(APP_READY_DELAY_MS - 1);
    await Promise.resolve();
    expect(done).toBe(false);
    clock.advance(1);
    await waiting;
    expect(slow.flags.has('app-ready')).toBe(true);

    const quick = page(false);
    const ready = whenAppReady(quick, clock);
    quick.markReady();
    await ready;
    expect(clock.pending).toBe(0);
  });
});
