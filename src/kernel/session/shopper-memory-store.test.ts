import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../tests/helpers/fake-services.ts';
import { MEMORY_KEYS, ShopperMemoryStore } from './shopper-memory-store.ts';

describe('ShopperMemoryStore', () => {
  it('keeps the key strings existing browsers already hold', () => {
    expect([
      MEMORY_KEYS.favourites('uk'),
      MEMORY_KEYS.language('ae'),
      MEMORY_KEYS.lastCountry,
      MEMORY_KEYS.recentlyViewed('uk'),
      MEMORY_KEYS.navContext('uk'),
      MEMORY_KEYS.cookieMessage,
      MEMORY_KEYS.splashSeen,
      MEMORY_KEYS.gateRecord('uk'),
      MEMORY_KEYS.previewRecord,
      MEMORY_KEYS.chunkReloadAt,
      MEMORY_KEYS.inches,
      MEMORY_KEYS.apiSession,
    ]).toEqual([
      'storefront:favourites:uk',
      'storefront:language:ae',
      'storefront:last-country',
      'storefront:recently-viewed:uk',
      'storefront:nav-context:uk',
      'storefront:cookie-message-dismissed',
      'storefront:splash-seen',
      'storefront:site-gate:uk',
      'storefront:preview',
      'storefront:chunk-reload-at',
      'storefront:inches',
      'storefront:api-session',
    ]);
  });

  it('reads and writes the country, navigation context, language and recent views under those keys', () => {
    const storage = new MemoryStorage();
    const memory = new ShopperMemoryStore(storage);
    memory.rememberCountry('ae');
    memory.rememberNavContext('uk', 'women');
    memory.rememberLanguage('ae', 'ar');
    memory.recordProductView('uk', 'A');
    memory.recordProductView('uk', 'B');
    expect(storage.get('storefront:last-country')).toBe('AE');
    expect(memory.lastCountry()).toBe('AE');
    expect(memory.navContext('uk')).toBe('women');
    expect(memory.language('ae')).toBe('ar');
    expect(memory.recentlyViewed('uk')).toEqual(['B', 'A']);
    expect(storage.get('storefront:recently-viewed:uk')).toBe('["B","A"]');
    expect(memory.hasApiSession()).toBe(false);
    storage.set('storefront:api-session', 's.sig');
    expect(memory.hasApiSession()).toBe(true);
  });

  it('keeps the size guide unit as the inches preference, for every guide of this page and the next', () => {
    const storage = new MemoryStorage();
    const memory = new ShopperMemoryStore(storage);
    expect(memory.sizeUnit()).toBeNull();
    memory.rememberSizeUnit('inches');
    expect(memory.sizeUnit()).toBe('inches');
    expect(storage.get('storefront:inches')).toBe('true');
    // A reload: a new store over the same browser storage.
    expect(new ShopperMemoryStore(storage).sizeUnit()).toBe('inches');
    memory.rememberSizeUnit('cm');
    expect(storage.get('storefront:inches')).toBe('false');
    expect(new ShopperMemoryStore(storage).sizeUnit()).toBe('cm');
    storage.set('storefront:inches', 'yes');
    expect(new ShopperMemoryStore(storage).sizeUnit()).toBeNull();
  });
});
