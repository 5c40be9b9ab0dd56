/**
 * The one key scheme for what the shopper's browser remembers: `storefront:<name>`, or `storefront:<name>:<siteId>`
 * for what is kept per site. Existing browsers hold these exact strings, so they never change.
 */
export function storageKey(name: string, siteId?: string): string {
  return siteId === undefined ? `storefront:${name}` : `storefront:${name}:${siteId}`;
}
