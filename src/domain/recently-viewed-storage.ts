/** The recently viewed products, per site, in the shopper's storage. */
import { storageKey, type KeyValueStorage } from '../services/types/index.ts';
import { RECENTLY_VIEWED_LIMIT, rememberViewed } from './listing/index.ts';

/** Where a site's recently viewed product ids are kept. */
export const recentlyViewedKey = (siteId: string) => storageKey('recently-viewed', siteId);

/** The site's recently viewed product ids, newest first, at most 20; anything unreadable counts as none. */
export function recentlyViewedIds(storage: KeyValueStorage, siteId: string): string[] {
  const text = storage.get(recentlyViewedKey(siteId));
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    return value
      .filter((id): id is string => typeof id === 'string' && id !== '')
      .slice(0, RECENTLY_VIEWED_LIMIT);
  } catch {
    return [];
  }
}

/**
 * Remember that the shopper opened a product (from a listing, a tray or its page): it goes first, once, and the list
 * keeps the 20 newest. Call it wherever a product is opened.
 */
export function recordProductView(storage: KeyValueStorage, siteId: string, productId: string): void {
  if (!siteId || !productId) return;
  const next = rememberViewed(recentlyViewedIds(storage, siteId), productId);
  storage.set(recentlyViewedKey(siteId), JSON.stringify(next));
}
