/** The account's pages, by their path inside a site. */
export const ACCOUNT_PAGES = {
  '/account': 'home',
  '/account/create': 'create',
  '/account/verify': 'verify',
  '/account/sign-in': 'sign-in',
  '/account/forgot-password': 'forgot-password',
  '/account/set-password': 'set-password',
} as const;

export type AccountPage = (typeof ACCOUNT_PAGES)[keyof typeof ACCOUNT_PAGES];
