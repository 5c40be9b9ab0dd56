import { describe, expect, it } from 'vitest';
import { ManualClock, MemoryStorage } from '../../../tests/helpers/fake-services.ts';
import { ADMIN_LANGUAGE, PREVIEW_RECORD_KEY, StaffModesStore } from './staff-modes-store.ts';

function setup({ hostname = 'shop.example', search = '', language = 'ar' } = {}) {
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
  const storage = new MemoryStorage();
  const store = new StaffModesStore(i18n, page, storage, new ManualClock());
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

  it('is in preview mode on a preview host, and records it', () => {
    const preview = setup({ hostname: 'uk.preview.maisonnord.com' });
    expect(preview.store.preview).toBe(true);
    expect(JSON.parse(preview.storage.get(PREVIEW_RECORD_KEY)!)).toMatchObject({
      host: 'uk.preview.maisonnord.com',
    });
    const live = setup();
    expect(live.store.preview).toBe(false);
    expect(live.storage.get(PREVIEW_RECORD_KEY)).toBeNull();
  });
});
