import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../tests/helpers/fake-services.ts';
import { ADMIN_LANGUAGE, PREVIEW_RECORD_KEY, StaffModesStore } from './staff-modes-store.ts';

function setup({
  hostname = 'shop.example',
  search = '',
  language = 'ar',
  storage = new MemoryStorage(),
} = {}) {
  const listeners: Array<(language: string) => void> = [];
  const i18n = {
    language,
    changeLanguage(next: string) {
      this.language = next;
      listeners.forEach((listener) => listener(next));
    },
    on(_event: 'languageChanged', listener: (language: string) => void) {
      listeners.push(listener);
    },
  };
  const flags = new Set<string>();
  const page = {
    hostname,
    search,
    setFlag: (name: string, on: boolean) => void (on ? flags.add(name) : flags.delete(name)),
  };
  const store = new StaffModesStore(i18n, page, storage);
  return { i18n, flags, storage, store };
}

const key = (name: string, modifiers: { altKey?: boolean; ctrlKey?: boolean } = {}) => ({
  key: name,
  altKey: false,
  ctrlKey: false,
  ...modifiers,
});

describe('StaffModesStore', () => {
  it('turns admin mode on from the admin query parameter, showing interface keys', () => {
    const { i18n, flags, store } = setup({ search: '?admin' });
    expect(store.admin).toBe(true);
    expect(i18n.language).toBe(ADMIN_LANGUAGE);
    expect(flags.has('admin-mode')).toBe(true);
  });

  it('keeps showing keys when the app switches language in admin mode, and returns to the newest language', () => {
    const { i18n, store } = setup({ search: '?admin' });
    i18n.changeLanguage('en');
    expect(i18n.language).toBe(ADMIN_LANGUAGE);
    store.setAdmin(false);
    expect(i18n.language).toBe('en');
  });

  it('toggles admin mode and the previous language with Alt+Ctrl', () => {
    const { i18n, store } = setup();
    store.keyDown(key('Control', { altKey: true }));
    expect(store.admin).toBe(true);
    expect(i18n.language).toBe(ADMIN_LANGUAGE);
    store.keyDown(key('Alt', { ctrlKey: true }));
    expect(store.admin).toBe(false);
    expect(i18n.language).toBe('ar');
    store.keyDown(key('Alt'));
    expect(store.admin).toBe(false);
  });

  it('turns accessibility mode on at the first Tab key', () => {
    const { flags, store } = setup();
    store.keyDown(key('Enter'));
    expect(store.accessibility).toBe(false);
    store.keyDown(key('Tab'));
    expect(store.accessibility).toBe(true);
    expect(flags.has('accessibility-mode')).toBe(true);
  });

  it('is in preview mode on a preview host, and records {client, country, preview}', () => {
    const preview = setup({ hostname: 'uk.preview.maisonnord.com' });
    expect(preview.store.preview).toBe(true);
    preview.store.recordPreview('maison-nord', 'uk');
    expect(JSON.parse(preview.storage.get(PREVIEW_RECORD_KEY)!)).toEqual({
      client: 'maison-nord',
      country: 'uk',
      preview: true,
    });
    expect(preview.store.previewRecord).toEqual({ client: 'maison-nord', country: 'uk', preview: true });
    const live = setup();
    expect(live.store.preview).toBe(false);
    live.store.recordPreview('maison-nord', 'uk');
    expect(live.storage.get(PREVIEW_RECORD_KEY)).toBeNull();
  });

  it('reads a preview record of an earlier version ({host, since}) into the current shape', () => {
    const storage = new MemoryStorage();
    storage.set(PREVIEW_RECORD_KEY, JSON.stringify({ host: 'uk.preview.maisonnord.com', since: 1 }));
    const { store } = setup({ hostname: 'uk.preview.maisonnord.com', storage });
    expect(store.previewRecord).toEqual({ client: '', country: '', preview: true });
    expect(JSON.parse(storage.get(PREVIEW_RECORD_KEY)!)).toEqual({ client: '', country: '', preview: true });
  });

  it('keeps a current preview record as it is until the page knows its client and country', () => {
    const storage = new MemoryStorage();
    const stored = { client: 'maison-nord', country: 'ae', preview: true };
    storage.set(PREVIEW_RECORD_KEY, JSON.stringify(stored));
    expect(setup({ hostname: 'ae.preview.maisonnord.com', storage }).store.previewRecord).toEqual(stored);
  });
});
