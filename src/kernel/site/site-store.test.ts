import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../tests/helpers/fake-services.ts';
import { fixtureSites } from '../../../tests/helpers/fixtures.ts';
import { SiteStore } from './site-store.ts';

describe('SiteStore', () => {
  it('derives direction, locale and base path from the URL', () => {
    const store = new SiteStore(fixtureSites, new MemoryStorage());
    store.setPathname('/ae/ar/women');
    expect(store.direction).toBe('rtl');
    expect(store.locale).toBe('ar-AE');
    expect(store.basePath).toBe('/ae/ar');
    expect(store.href('/men')).toBe('/ae/ar/men');
  });

  it('stores the language choice per site and returns the rewritten path', () => {
    const storage = new MemoryStorage();
    const store = new SiteStore(fixtureSites, storage);
    store.setPathname('/ae/en/women/clothing');
    expect(store.chooseLanguage('ar')).toBe('/ae/ar/women/clothing');
    expect(storage.get('storefront:language:ae')).toBe('ar');
    expect(store.chooseLanguage('ja')).toBeUndefined();
    expect(store.entryPath('ae')).toBe('/ae/ar');
  });

  it('sends an address without a language to the language the shopper chose on that site', () => {
    const storage = new MemoryStorage();
    const store = new SiteStore(fixtureSites, storage);
    expect(store.rememberedLanguagePath('/ae/women/clothing')).toBeUndefined();
    store.setPathname('/ae/en');
    store.chooseLanguage('ar');
    expect(store.rememberedLanguagePath('/ae')).toBe('/ae/ar');
    expect(store.rememberedLanguagePath('/ae/women/clothing')).toBe('/ae/ar/women/clothing');
    // An address naming its language is the shopper's own choice; another site keeps its default.
    expect(store.rememberedLanguagePath('/ae/en/women')).toBeUndefined();
    expect(store.rememberedLanguagePath('/uk')).toBeUndefined();
  });
});
