import type { KeyValueStorage } from '../types.ts';

const KEY = 'storefront:shopping-session-id';

/** The shopping session id shown as the support code; the commerce API will issue it, until then one is made here. */
export function shoppingSessionId(storage: KeyValueStorage): string {
  const existing = storage.get(KEY);
  if (existing) return existing;
  const id = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}`;
  storage.set(KEY, id);
  return id;
}
