import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../tests/helpers/fake-services.ts';

const recordProductView = (storage: MemoryStorage, siteId: string, id: string) =>
  new ShopperMemoryStore(storage).recordProductView(siteId, id);
const recentlyViewedIds = (storage: MemoryStorage, siteId: string) =>
  new ShopperMemoryStore(storage).recentlyViewed(siteId);
const recentlyViewedKey = MEMORY_KEYS.recentlyViewed;
import { MEMORY_KEYS, ShopperMemoryStore } from './shopper-memory-store.ts';

describe('recently viewed products', () => {
  it('keeps the newest view first, once, per site', () => {
    const storage = new MemoryStorage();
    recordProductView(storage, 'uk', 'A');
    recordProductView(storage, 'uk', 'B');
    recordProductView(storage, 'uk', 'A');
    recordProductView(storage, 'jp', 'C');
    expect(recentlyViewedIds(storage, 'uk')).toEqual(['A', 'B']);
    expect(recentlyViewedIds(storage, 'jp')).toEqual(['C']);
  });

  it('keeps the 20 latest products', () => {
    const storage = new MemoryStorage();
    for (let i = 0; i < 25; i++) recordProductView(storage, 'uk', `P${i}`);
    const ids = recentlyViewedIds(storage, 'uk');
    expect(ids).toHaveLength(20);
    expect(ids[0]).toBe('P24');
    expect(ids.at(-1)).toBe('P5');
  });

  it('reads anything unreadable as no views and ignores empty ids', () => {
    const storage = new MemoryStorage();
    storage.set(recentlyViewedKey('uk'), '{not json');
    expect(recentlyViewedIds(storage, 'uk')).toEqual([]);
    storage.set(recentlyViewedKey('uk'), JSON.stringify({ a: 1 }));
    expect(recentlyViewedIds(storage, 'uk')).toEqual([]);
    recordProductView(storage, 'uk', '');
    recordProductView(storage, '', 'A');
    expect(recentlyViewedIds(storage, 'uk')).toEqual([]);
    storage.set(recentlyViewedKey('uk'), JSON.stringify(['A', 3, '', 'B']));
    expect(recentlyViewedIds(storage, 'uk')).toEqual(['A', 'B']);
  });
});
