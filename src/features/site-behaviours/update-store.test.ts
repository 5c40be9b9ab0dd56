import { describe, expect, it, vi } from 'vitest';
import { ManualClock, MemoryStorage, RecordingReporter } from '../../../tests/helpers/fake-services.ts';
import { CHUNK_RELOAD_DELAY_MS, isChunkLoadError, UpdateStore } from './update-store.ts';

function setup(latest: string | null = '2026-11-24T10:00:00.000Z') {
  const clock = new ManualClock(Date.parse('2026-11-24T12:00:00Z'));
  const storage = new MemoryStorage();
  const page = { reload: vi.fn(), assign: vi.fn() };
  const builds = { latestBuild: vi.fn(async () => latest) };
  const store = new UpdateStore(
    builds,
    '2026-11-24T10:00:00.000Z',
    storage,
    clock,
    page,
    new RecordingReporter(),
  );
  return { clock, storage, page, store, builds };
}

describe('UpdateStore', () => {
  it('offers a reload only when the server announces a later build', async () => {
    const same = setup();
    expect(await same.store.check()).toBe(false);
    expect(same.store.updateAvailable).toBe(false);
    const newer = setup('2026-11-24T11:30:00.000Z');
    expect(await newer.store.check()).toBe(true);
    expect(newer.store.updateAvailable).toBe(true);
    newer.store.dismissUpdate();
    expect(newer.store.updateAvailable).toBe(false);
  });

  it('tells the error screen about a newer build without offering the update modal itself', async () => {
    const newer = setup('2026-11-24T11:30:00.000Z');
    expect(await newer.store.newerBuildOut()).toBe(true);
    expect(newer.store.updateAvailable).toBe(false);
    expect(await setup().store.newerBuildOut()).toBe(false);
    const failing = setup();
    failing.builds.latestBuild.mockRejectedValueOnce(new Error('offline'));
    expect(await failing.store.newerBuildOut()).toBe(false);
  });

  it('reloads 2 s after a first failed download, and offers continue shopping after a second', () => {
    const first = setup();
    first.store.chunkFailed(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'));
    expect(first.store.chunkFailure).toBe('reloading');
    first.clock.advance(CHUNK_RELOAD_DELAY_MS - 1);
    expect(first.page.reload).not.toHaveBeenCalled();
    first.clock.advance(1);
    expect(first.page.reload).toHaveBeenCalledTimes(1);

    // The page after that reload: same browser storage, a moment later.
    const clock = new ManualClock(first.clock.now() + 3000);
    const page = { reload: vi.fn(), assign: vi.fn() };
    const after = new UpdateStore(
      { latestBuild: async () => null },
      '2026-11-24T10:00:00.000Z',
      first.storage,
      clock,
      page,
      new RecordingReporter(),
    );
    after.chunkFailed();
    expect(after.chunkFailure).toBe('failed');
    clock.advance(10000);
    expect(page.reload).not.toHaveBeenCalled();
    after.continueShopping('/uk/en');
    expect(page.assign).toHaveBeenCalledWith('/uk/en');
    expect(after.chunkFailure).toBe('none');
  });

  it('treats a failure long after the last reload as a first one again', () => {
    const { store, storage, clock } = setup();
    storage.set('storefront:chunk-reload-at', String(clock.now() - 60 * 60 * 1000));
    store.chunkFailed();
    expect(store.chunkFailure).toBe('reloading');
  });

  it('recognises the browsers’ messages for a failed import', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
