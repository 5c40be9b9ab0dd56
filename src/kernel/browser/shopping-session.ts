import type { KeyValueStorage } from '../types/index.ts';
import { API_SESSION_STORAGE_KEY } from '../../../schemas/server-render.ts';
import { storageKey } from './storage-key.ts';

const KEY = storageKey('shopping-session-id');
/** Where the search analytics user id is kept: fixed once made, whatever sessions the API issues later. */
export const SEARCH_USER_KEY = storageKey('search-user');
/** Where the API client keeps the session id the commerce API issued, so a reload keeps the session. */
export const API_SESSION_KEY: string = API_SESSION_STORAGE_KEY;

/**
 * The shopping session id shown as the support code: the commerce API's when it has issued one (its uuid, without
 * the signature that makes it a credential), otherwise one made here for this browser.
 */
export function shoppingSessionId(storage: KeyValueStorage): string {
  const issued = storage.get(API_SESSION_KEY)?.split('.')[0];
  if (issued) return issued;
  const existing = storage.get(KEY);
  if (existing) return existing;
  const id = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}`;
  storage.set(KEY, id);
  return id;
}

/**
 * The one id search analytics knows this shopper by: the shopping session id as it was when first asked for, kept.
 * The session id itself changes when the commerce API issues its own at the first cart call; a click made before
 * that and the add to bag after it must carry the same user, or the conversion cannot be matched to its click.
 */
export function searchUserId(storage: KeyValueStorage): string {
  const kept = storage.get(SEARCH_USER_KEY);
  if (kept) return kept;
  const id = shoppingSessionId(storage);
  storage.set(SEARCH_USER_KEY, id);
  return id;
}
