import { createContext, useContext } from 'react';

/** What links and editor text need of the current site: its base path and the shopper's language. */
export interface SiteContextValue {
  /** A site-relative path (`/women/dresses`) as a path from the root, under the current site's base path. */
  href: (path: string) => string;
  language: string;
  defaultLanguage: string;
}

const SiteContext = createContext<SiteContextValue>({
  href: (path) => path,
  language: 'en',
  defaultLanguage: 'en',
});

/**
 * Provides the current site to links and localised text, so those low-level parts need no store (the stores'
 * provider keeps it on the site store's values).
 */
export const SiteContextProvider = SiteContext.Provider;

/** The current site's links and language. */
export function useSiteContext(): SiteContextValue {
  return useContext(SiteContext);
}
