import { makeAutoObservable } from 'mobx';
import { isPreviewHost } from '../../../shared/site-metadata.ts';
import type { KeyValueStorage } from '../../kernel/types/index.ts';
import type { PageEnvironment } from './behaviour-services.ts';
import { MEMORY_KEYS } from '../../kernel/session/shopper-memory-store.ts';
import { readPreviewRecord, type PreviewRecord } from './stored-records.ts';

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
 * 'preview' (a staff build of a client or country), and is recorded as `{client, country, preview}` once the
 * client and site are known. Accessibility mode turns on at the first Tab key and shows focus rings.
 */
export class StaffModesStore {
  admin = false;
  accessibility = false;
  readonly preview: boolean;
  /** What a preview host recorded last; null off preview hosts. */
  previewRecord: PreviewRecord | null = null;
  private previousLanguage = '';

  constructor(
    private readonly i18n: LanguageSwitch,
    private readonly page: Pick<PageEnvironment, 'setFlag' | 'hostname' | 'search'>,
    private readonly storage: KeyValueStorage,
  ) {
    this.preview = isPreviewHost(page.hostname);
    if (this.preview) this.previewRecord = this.migratedPreviewRecord();
    makeAutoObservable<StaffModesStore, 'i18n' | 'page' | 'storage' | 'previousLanguage'>(this, {
      i18n: false,
      page: false,
      storage: false,
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

  /** On a preview host: the client (the metadata's siteTag) and country site the preview shows. */
  recordPreview(client: string, country: string): void {
    if (!this.preview) return;
    const record: PreviewRecord = { client, country, preview: true };
    this.storage.set(PREVIEW_RECORD_KEY, JSON.stringify(record));
    this.previewRecord = record;
  }

  /** The stored record in the current shape; an earlier version's `{host, since}` becomes a preview not yet placed. */
  private migratedPreviewRecord(): PreviewRecord {
    const raw = this.storage.get(PREVIEW_RECORD_KEY);
    const record = readPreviewRecord(raw) ?? { client: '', country: '', preview: true };
    const current = JSON.stringify(record);
    if (raw !== current) this.storage.set(PREVIEW_RECORD_KEY, current);
    return record;
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
