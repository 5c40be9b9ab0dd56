import { describe, expect, it, vi } from 'vitest';
import { ManualClock, RecordingReporter } from '../../../tests/helpers/fake-services.ts';
import { FetchFailure } from '../../kernel/api/fetch-failure.ts';
import type { SiteMetadata } from '../../content/index.ts';
import { MaintenanceStore, METADATA_POLL_MS } from './maintenance-store.ts';

/** A metadata file an operator edits: each fetch answers what it holds now, or fails. */
function metadataFile(initial: SiteMetadata | Error) {
  const file = { current: initial as SiteMetadata | Error, fetches: 0 };
  const service = {
    fetch: async () => {
      file.fetches += 1;
      if (file.current instanceof Error) throw file.current;
      return file.current;
    },
  };
  return { file, service };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(initial: SiteMetadata | Error) {
  const { file, service } = metadataFile(initial);
  const clock = new ManualClock();
  const reporter = new RecordingReporter();
  const page = { reload: vi.fn() };
  const onPoll = vi.fn();
  const store = new MaintenanceStore(service, reporter, clock, page, onPoll);
  const poll = async () => {
    clock.advance(METADATA_POLL_MS);
    await settle();
  };
  return { file, clock, reporter, page, onPoll, store, poll };
}

describe('MaintenanceStore', () => {
  it('polls every 300000 ms, shows maintenance when it turns on, and reloads when it turns off again', async () => {
    const { file, clock, page, onPoll, store, poll } = setup({ inMaintenance: false });
    await store.start();
    expect(store.inMaintenance).toBe(false);
    expect(file.fetches).toBe(1);
    clock.advance(METADATA_POLL_MS - 1);
    await settle();
    expect(file.fetches).toBe(1);

    file.current = { inMaintenance: true };
    await poll();
    expect(file.fetches).toBe(2);
    expect(store.inMaintenance).toBe(true);
    expect(onPoll).toHaveBeenCalledTimes(1);
    expect(page.reload).not.toHaveBeenCalled();

    file.current = { inMaintenance: false };
    await poll();
    expect(page.reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads for a site that was never in maintenance', async () => {
    const { page, store, poll } = setup({ inMaintenance: false });
    await store.start();
    await poll();
    await poll();
    expect(page.reload).not.toHaveBeenCalled();
  });

  it('reports a failed first load as fatal and later failures as logged, and keeps polling', async () => {
    const { file, reporter, store, poll } = setup(
      new FetchFailure('xhr-timeout', '/content/metadata-v2.json'),
    );
    await store.start();
    expect(reporter.reports).toEqual([
      expect.objectContaining({
        kind: 'fatal',
        message: 'Problem fetching metadata-v2',
        rule: 'xhr-timeout',
        severity: 2,
      }),
    ]);
    file.current = new FetchFailure('waf-blocked', '/content/metadata-v2.json', 403);
    await poll();
    expect(reporter.reports[1]).toMatchObject({
      kind: 'network',
      message: 'Problem refetching metadata-v2',
      rule: 'waf-blocked',
    });
    file.current = { inMaintenance: true };
    await poll();
    expect(store.inMaintenance).toBe(true);
  });
});
