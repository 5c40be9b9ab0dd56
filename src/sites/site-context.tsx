import { createContext, useContext } from 'react';

/** What links and editor text need of the current site: its base path and the shopper's language. */
export interface SiteContextValue {
  /** `/{countryFolder}/{language}` of the current site, or '' outside a site. */
  basePath: string;
  language: string;
  defaultLanguage: string;
}

const SiteContext = createContext<SiteContextValue>({ basePath: '', language: 'en', defaultLanguage: 'en' });

/**
 * Provides the current site to links and localised text, so those low-level parts need no store (the stores'
 * provider keeps it on the site store's values).
 */
export const SiteContextProvider = SiteContext.Provider;

/** The current site's base path and language. */
export function useSiteContext(): SiteContextValue {
  return useContext(SiteContext);
}
