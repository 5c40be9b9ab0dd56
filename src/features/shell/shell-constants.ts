/** Timings (ms) the shell's menus, drawers and strips follow. */
export const timing = {
  /** Mouse rests on a top item this long before its panel opens; 0 once the menu has focus or a panel is open. */
  navHoverDelay: 250,
  /** A multi-level menu stays open this long after the pointer leaves, so a diagonal move does not close it. */
  navCloseDelay: 100,
  /** How long each promo strip message shows before the next. */
  promoRotate: 6000,
  /** With an email-marketing tracker on, a language switch reloads at the new address after this long. */
  languageSwitchReload: 50,
} as const;

/** Mega menu columns show at most this many links unless the site config says otherwise. */
export const DEFAULT_MAX_ITEMS_PER_COLUMN = 100;

/** Ids the skip links, focus return and `aria-controls` point at. */
export const shellIds = {
  main: 'main-content',
  navigation: 'main-navigation',
  footer: 'footer',
  menuButton: 'shell-menu-button',
  settingsButton: 'shell-settings-button',
  menuPullout: 'menu-pullout',
  mobileCategories: 'mobile-categories',
  searchButton: 'shell-search-button',
  searchPanel: 'shell-search',
  searchInput: 'shell-search-input',
} as const;
