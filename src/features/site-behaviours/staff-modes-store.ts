import { makeAutoObservable } from 'mobx';
import type { Clock, KeyValueStorage } from '../../services/types/index.ts';
import type { PageEnvironment } from './behaviour-services.ts';
import { MEMORY_KEYS } from '../../stores/shopper-memory-store.ts';

/** i18next's language that shows every interface string as its key: what staff check translations with. */
export const ADMIN_LANGUAGE = 'cimode';
export const PREVIEW_RECORD_KEY = MEMORY_KEYS.previewRecord;

/** The language part of the app the staff modes switch. */
export interface LanguageSwitch {
  readonly language: string;
  changeLanguage(language: string): unknown;
  on(event: 'languageChanged', listener: (language: string) => void): unknown;
}

/**
 * Staff and accessibility modes. Admin mode comes from an `admin` query parameter or the admin
 * language, and Alt+Ctrl toggles it with the previous language. Preview mode is on when the host name contains
 * 'preview' (a staff build of a client or country), and is recorded. Accessibility mode turns on at the first Tab key
 * and shows focus rings.
 */
export class StaffModesStore {
  admin = false;
  accessibility = false;
  readonly preview: boolean;
  private previousLanguage = '';

  constructor(
    private readonly i18n: LanguageSwitch,
    private readonly page: Pick<PageEnvironment, 'setFlag' | 'hostname' | 'search'>,
    storage: KeyValueStorage,
    clock: Clock,
  ) {
    this.preview = page.hostname.includes('preview');
    if (this.preview) {
      storage.set(PREVIEW_RECORD_KEY, JSON.stringify({ host: page.hostname, since: clock.now() }));
    }
    makeAutoObservable<StaffModesStore, 'i18n' | 'page' | 'previousLanguage'>(this, {
      i18n: false,
      page: false,
      previousLanguage: false,
    });
    // The app switches language when a site's catalogue arrives or the shopper picks another: in admin mode that
    // becomes the language to return to, and the keys stay on screen.
    i18n.on('languageChanged', (language) => {
      if (!this.admin || language === ADMIN_LANGUAGE) return;
      this.previousLanguage = language;
      void i18n.changeLanguage(ADMIN_LANGUAGE);
    });
    if (new URLSearchParams(page.search).has('admin') || i18n.language === ADMIN_LANGUAGE)
      this.setAdmin(true);
  }

  setAdmin(on: boolean): void {
    if (on === this.admin) return;
    this.admin = on;
    this.page.setFlag('admin-mode', on);
    if (on) {
      if (this.i18n.language !== ADMIN_LANGUAGE) this.previousLanguage = this.i18n.language;
      void this.i18n.changeLanguage(ADMIN_LANGUAGE);
    } else if (this.previousLanguage) {
      const previous = this.previousLanguage;
      this.previousLanguage = '';
      void this.i18n.changeLanguage(previous);
    }
  }

  /** The page's keydown: Tab turns accessibility mode on; Alt with Ctrl toggles admin mode. */
  keyDown(event: { key: string; altKey: boolean; ctrlKey: boolean }): void {
    if (event.key === 'Tab' && !this.accessibility) {
      this.accessibility = true;
      this.page.setFlag('accessibility-mode', true);
    }
    const altCtrl = (event.key === 'Alt' && event.ctrlKey) || (event.key === 'Control' && event.altKey);
    if (altCtrl) this.setAdmin(!this.admin);
  }
}
