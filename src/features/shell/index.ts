export { preloadShell, SiteLayout } from './site-layout.tsx';
export { suggestCountry, suggestedCountry } from './site-settings/country-suggestion.ts';
export { LAST_COUNTRY_KEY, shouldSuggestCountry } from './site-settings/country-choices.ts';
export { shellIds } from './shell-constants.ts';
export { AccountMenuList } from '../account/components/account-menu.tsx';
