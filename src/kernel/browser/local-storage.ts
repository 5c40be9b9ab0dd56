import type { KeyValueStorage } from '../types/index.ts';

/** localStorage, tolerant of private modes and quotas where it throws. */
export class BrowserStorage implements KeyValueStorage {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  }
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Storage full or disabled: the preference lasts for this page only.
    }
  }
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing stored, nothing to remove.
    }
  }
}

/** How long a preference cookie lasts: a year, as long as a shopper would expect a choice to be kept. */
const PREFERENCE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

/** Set a first-party preference cookie the server reads when rendering pages (never anything secret). */
export function setPreferenceCookie(doc: Document, name: string, value: string): void {
  const secure = doc.location?.protocol === 'https:' ? '; secure' : '';
  doc.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${PREFERENCE_COOKIE_SECONDS}; samesite=lax${secure}`;
}
