/** Storage key of the last navigation context (top category) a shopper browsed on a site. */
export const navContextKey = (siteId: string) => `storefront:nav-context:${siteId}`;
