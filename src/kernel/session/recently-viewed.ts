/** The recently viewed products tray's memory. */

/** How many recently viewed products are kept. */
export const RECENTLY_VIEWED_LIMIT = 20;

/** Puts a viewed product first, once, so the tray shows the latest views and never the same product twice. */
export function rememberViewed(list: readonly string[], productId: string): string[] {
  if (productId === '') return [...list];
  return [productId, ...list.filter((id) => id !== productId)].slice(0, RECENTLY_VIEWED_LIMIT);
}

/** The stored list as ids, newest first, at most the limit; anything unreadable counts as none. */
export function readViewed(text: string | null): string[] {
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
