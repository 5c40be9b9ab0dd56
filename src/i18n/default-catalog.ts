/**
 * The interface strings every language catalogue (content `language/{language}.json`) must provide, with their English
 * wording. It types `t()` keys; the catalogues themselves are content, so operators translate without a rebuild.
 */
export const defaultCatalog = {
  WEB: {
    SHELL: {
      SKIP_TO_CONTENT: 'Skip to main content',
      SKIP_TO_NAVIGATION: 'Skip to navigation',
      SKIP_TO_FOOTER: 'Skip to footer',
      MENU: 'Menu',
      OPEN_MENU: 'Open menu',
      CLOSE: 'Close',
      SEARCH: 'Search',
      SEARCH_PLACEHOLDER: 'Search for products or brands',
      ACCOUNT: 'Account',
      SIGN_IN: 'Sign in',
      BAG: 'Bag',
      BAG_COUNT: 'Bag, {{count}} items',
      FAVOURITES: 'Favourites',
      BACK_TO_TOP: 'Back to top',
      HOME: 'Home',
      BREADCRUMB: 'Breadcrumb',
      MAIN_NAVIGATION: 'Main navigation',
      VIEW_ALL: 'View all',
      BACK: 'Back',
      LOADING: 'Loading…',
      SHIPPING_TO: 'Shipping to {{country}}',
      FOOTER: 'Footer',
      SOCIAL: 'Follow us',
      PAYMENT_METHODS: 'We accept',
      COPYRIGHT: '© {{year}} {{name}}',
    },
    SITE_SETTINGS: {
      TITLE: 'Site settings',
      SHIPPING_DESTINATION: 'Shipping destination',
      PREFERRED_LANGUAGE: 'Preferred language',
      SAVE: 'Save',
      CANCEL: 'Cancel',
    },
    COUNTRY_POPOVER: {
      TITLE: 'Shopping from {{country}}?',
      TEXT: 'You are on our {{site}} site. Choose the site for your delivery country.',
      STAY: 'Stay on {{site}}',
      GO: 'Continue',
    },
    ERROR: {
      FATAL_TITLE: 'Sorry, something went wrong.',
      FATAL_DESCRIPTION: 'Please check back soon.',
      SUPPORT_CODE: 'Support code: {{code}}',
      RELOAD: 'Reload',
      RETRY: 'Try again',
      UPDATE_TITLE: 'A new version is available',
      UPDATE_DESCRIPTION: 'Reload the page to get the latest version of the shop.',
      CONTINUE_SHOPPING: 'Continue shopping',
    },
    NOT_FOUND: {
      TITLE: 'Page not found',
      TEXT: 'The page you are looking for has moved or no longer exists.',
      HOME: 'Go to the homepage',
      CHECKING: 'Checking…',
    },
    CATEGORY: {
      SHOP_ALL: 'Shop all {{category}}',
      SUBCATEGORIES: 'Categories',
    },
    LISTING: {
      NORESULTS: {
        TITLE: 'No results found',
        SUBTITLE: 'Check the spelling or try a more general word.',
      },
      FILTER: { PRICE: { 'INVALID-RANGE': 'The minimum price must be lower than the maximum.' } },
    },
    BLOCKS: {
      PREVIOUS: 'Previous',
      NEXT: 'Next',
      SLIDE_OF: 'Slide {{index}} of {{count}}',
      GO_TO_SLIDE: 'Go to slide {{index}}',
      DAYS: 'Days',
      HOURS: 'Hours',
      MINUTES: 'Minutes',
      SECONDS: 'Seconds',
      ENDS_IN: 'Ends in',
      PLAY: 'Play video',
      PAUSE: 'Pause video',
      UNKNOWN_BLOCK: 'This block could not be shown: {{reason}}',
    },
    TRAY: {
      SHOP_NOW: 'Shop now',
      UNAVAILABLE: 'Products are not available right now.',
    },
    EMAILLIST: {
      TITLE: 'Join our newsletter',
      EMAIL_LABEL: 'Email address',
      CONSENT: 'I agree to receive marketing emails and can unsubscribe at any time.',
      SUBMIT: 'Sign up',
      SUCCESS: 'Thank you for signing up.',
      ERROR: {
        REQUIRED: 'Please enter your email address.',
        FORMAT: 'Please enter a valid email address.',
        EXISTS: 'This email address is already signed up.',
        GENERIC: 'Something went wrong. Please try again.',
        REQUIRES_CONSENT: 'Please agree to receive emails.',
        REQUIRES_INTEREST: 'Please choose at least one interest.',
      },
    },
    CART: { EMPTY: 'Your bag is empty.' },
  },
} as const;

/** Dotted keys of every string, e.g. `WEB.SHELL.MENU`: the typed vocabulary of `t()`. */
export type CatalogKey = LeafKeys<typeof defaultCatalog>;

type LeafKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : LeafKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
