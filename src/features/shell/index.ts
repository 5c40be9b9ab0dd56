export { preloadShell, SiteLayout } from './site-layout.tsx';
export { suggestCountry, suggestedCountry } from './site-settings/country-suggestion.ts';
export { LAST_COUNTRY_KEY, shouldSuggestCountry } from './site-settings/country-choices.ts';
export { shellIds } from './shell-constants.ts';
export { AppErrorBoundary } from './app-error-boundary.tsx';
export { BootScreen } from './boot-screen.tsx';
export { AppReady, DocumentSync, LocationSync, syncCatalogs } from './document-sync.tsx';
export type { BuildCheck } from './fatal-error.tsx';
export { NavigationFocus } from './navigation-focus.tsx';

// Parts loaded on first use: the app calls these, and each stays a chunk of its own.
/** Loads the site picker, on a path that names no site. */
export const loadSitePicker = () => import('./site-picker.tsx');
