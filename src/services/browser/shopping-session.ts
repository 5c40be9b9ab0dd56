import type { KeyValueStorage } from '../types/index.ts';
import { storageKey } from '../../stores/shopper-memory-store.ts';

const KEY = storageKey('shopping-session-id');
/** Where the API client keeps the session id the commerce API issued, so a reload keeps the session. */
export const API_SESSION_KEY = storageKey('api-session');

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
