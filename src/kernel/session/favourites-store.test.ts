import { autorun } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../../tests/helpers/fake-services.ts';
import { FAVOURITE_HIGHLIGHT_MS, FavouritesStore } from './favourites-store.ts';

describe('FavouritesStore', () => {
  it('adds newest first, removes on a second toggle and keeps each site apart in storage', () => {
    const storage = new MemoryStorage();
    const store = new FavouritesStore(storage);
    store.toggle('uk', 'P1');
    store.toggle('uk', 'P2');
    store.toggle('ae', 'P9');
    expect(store.list('uk')).toEqual(['P2', 'P1']);
    store.toggle('uk', 'P2');
    expect(store.has('uk', 'P2')).toBe(false);
    expect(new FavouritesStore(storage).list('uk')).toEqual(['P1']);
    expect(new FavouritesStore(storage).list('ae')).toEqual(['P9']);
  });

  it('highlights an added favourite for 500 ms, and not a removed one', () => {
    vi.useFakeTimers();
    try {
      const store = new FavouritesStore(new MemoryStorage(), globalThis);
      store.toggle('uk', 'P1');
      expect(store.highlighted).toBe('P1');
      vi.advanceTimersByTime(FAVOURITE_HIGHLIGHT_MS - 1);
      expect(store.highlighted).toBe('P1');
      vi.advanceTimersByTime(1);
      expect(store.highlighted).toBeNull();
      store.toggle('uk', 'P1');
      expect(store.highlighted).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('re-runs an observer that read a site first, when that site is toggled afterwards', () => {
    // The first read of a site happens inside a render; the render must still hear about the next toggle.
    const store = new FavouritesStore(new MemoryStorage());
    const seen: boolean[] = [];
    const stop = autorun(() => seen.push(store.has('uk', 'P1')));
    store.toggle('uk', 'P1');
    store.toggle('uk', 'P1');
    stop();
    expect(seen).toEqual([false, true, false]);
  });

  it('reads a damaged stored value as no favourites', () => {
    const storage = new MemoryStorage();
    storage.set('storefront:favourites:uk', '{not json');
    expect(new FavouritesStore(storage).list('uk')).toEqual([]);
    storage.set('storefront:favourites:us', JSON.stringify(['A', 3, null]));
    expect(new FavouritesStore(storage).list('us')).toEqual(['A']);
  });
});
