export { preloadShell, SiteLayout } from './site-layout.tsx';
export { Pullout } from './pullout/pullout.tsx';
export { MobileFiltersPullout } from './pullout/mobile-filters-pullout.tsx';
export { Modal } from './modal/modal.tsx';
export { suggestCountry, suggestedCountry } from './site-settings/country-suggestion.ts';
export {
  LAST_COUNTRY_KEY,
  lastCountryChoice,
  rememberCountryChoice,
  shouldSuggestCountry,
} from './site-settings/country-choices.ts';
export { useShell } from './use-shell.ts';
export { shellIds } from './shell-constants.ts';
export { useDialogLayer } from './hooks/use-dialog-layer.ts';
