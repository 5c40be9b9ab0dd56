import { storageKey } from '../../services/types/index.ts';
/** Storage key of the last navigation context (top category) a shopper browsed on a site. */
export const navContextKey = (siteId: string) => storageKey('nav-context', siteId);
