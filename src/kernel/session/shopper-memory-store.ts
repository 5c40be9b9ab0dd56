import { action, makeObservable, observable } from 'mobx';
import { RECENTLY_VIEWED_LIMIT, readViewed, rememberViewed } from './recently-viewed.ts';
import { storageKey } from '../browser/storage-key.ts';
import type { KeyValueStorage } from '../types/index.ts';

/** A size guide's unit of measurement, as the shopper last chose it. */
export type MeasurementUnit = 'cm' | 'inches';

/**
 * Every key the shop keeps in the shopper's browser, under the one `storefront:` scheme. The strings are what
 * existing browsers (and the browser tests) already hold: they must never change.
 */
export const MEMORY_KEYS = {
  favourites: (siteId: string) => storageKey('favourites', siteId),
  language: (siteId: string) => storageKey('language', siteId),
  lastCountry: storageKey('last-country'),
  recentlyViewed: (siteId: string) => storageKey('recently-viewed', siteId),
  navContext: (siteId: string) => storageKey('nav-context', siteId),
  cookieMessage: storageKey('cookie-message-dismissed'),
  splashSeen: storageKey('splash-seen'),
  gateRecord: (siteId: string) => storageKey('site-gate', siteId),
  previewRecord: storageKey('preview'),
  chunkReloadAt: storageKey('chunk-reload-at'),
  /** The shopper's preference for inches in size guides (`true`, or `false` for centimetres), on every site. */
  inches: storageKey('inches'),
  /** The API client's session id (a transport concern the services own); read here only to know one exists. */
  apiSession: storageKey('api-session'),
} as const;

/**
 * What the shopper's browser remembers, in one place: the stores and components read and write it through here,
 * never through the storage service. It is also a `KeyValueStorage`, for the site behaviours that keep their own
 * records (gate, cookie message, splash, preview, chunk reload) under keys from `MEMORY_KEYS`.
 */
export class ShopperMemoryStore implements KeyValueStorage {
  /** How many recently viewed products are kept (a recently viewed tray shows at most this many). */
  readonly recentlyViewedLimit = RECENTLY_VIEWED_LIMIT;

  /** The unit chosen in a size guide since the page loaded: every guide on screen follows the choice at once. */
  private chosenUnit: MeasurementUnit | undefined = undefined;

  constructor(private readonly storage: KeyValueStorage) {
    makeObservable<ShopperMemoryStore, 'chosenUnit'>(this, {
      chosenUnit: observable,
      rememberSizeUnit: action,
    });
  }

  get(key: string): string | null {
    return this.storage.get(key);
  }

  set(key: string, value: string): void {
    this.storage.set(key, value);
  }

  remove(key: string): void {
    this.storage.remove(key);
  }

  /** The language the shopper chose last on a site, if any. */
  language(siteId: string): string | null {
    return this.storage.get(MEMORY_KEYS.language(siteId));
  }

  rememberLanguage(siteId: string, language: string): void {
    this.storage.set(MEMORY_KEYS.language(siteId), language);
  }

  /** The country code the shopper chose last, if any. */
  lastCountry(): string | null {
    return this.storage.get(MEMORY_KEYS.lastCountry);
  }

  /** Remember the shopper's country choice (upper case) so the country popover does not ask again. */
  rememberCountry(countryCode: string): void {
    this.storage.set(MEMORY_KEYS.lastCountry, countryCode.toUpperCase());
  }

  /** The top category the shopper last browsed on a site, for search rule contexts and the menu. */
  navContext(siteId: string): string | null {
    return this.storage.get(MEMORY_KEYS.navContext(siteId));
  }

  rememberNavContext(siteId: string, key: string): void {
    this.storage.set(MEMORY_KEYS.navContext(siteId), key);
  }

  /** The site's recently viewed product ids, newest first, at most 20. */
  recentlyViewed(siteId: string): string[] {
    return readViewed(this.storage.get(MEMORY_KEYS.recentlyViewed(siteId)));
  }

  /** Remember that the shopper opened a product (from a listing, a tray or its page): first, once, 20 kept. */
  recordProductView(siteId: string, productId: string): void {
    if (!siteId || !productId) return;
    const next = rememberViewed(this.recentlyViewed(siteId), productId);
    this.storage.set(MEMORY_KEYS.recentlyViewed(siteId), JSON.stringify(next));
  }

  /** The unit the shopper last chose in a size guide, if any: every guide opens in it, on this visit and the next. */
  sizeUnit(): MeasurementUnit | null {
    if (this.chosenUnit) return this.chosenUnit;
    const inches = this.storage.get(MEMORY_KEYS.inches);
    return inches === 'true' ? 'inches' : inches === 'false' ? 'cm' : null;
  }

  /** Keep the shopper's unit as their inches preference, and show it at once in every guide on screen. */
  rememberSizeUnit(unit: MeasurementUnit): void {
    this.storage.set(MEMORY_KEYS.inches, String(unit === 'inches'));
    this.chosenUnit = unit;
  }

  /** True once the commerce API has issued this browser a session (so its bag may hold something). */
  hasApiSession(): boolean {
    return this.storage.get(MEMORY_KEYS.apiSession) !== null;
  }
}
