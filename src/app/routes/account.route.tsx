import type { CatalogKey } from '../../i18n/index.ts';
import { ACCOUNT_PAGES, type AccountPage } from '../../features/account/index.ts';
import { defineRoute } from './define-route.tsx';
import { lazyComponent } from '../../renderer/index.ts';

/** The account's pages, one chunk (the identity code loads later still, with an account action). */
export const AccountScreen = lazyComponent(
  () => import('../../features/account/screens/account-pages.tsx'),
  (module) => module.AccountScreen,
);

const TITLES: Record<AccountPage, CatalogKey> = {
  home: 'WEB.ACCOUNT.TITLE',
  create: 'WEB.ACCOUNT.CREATE.TITLE',
  verify: 'WEB.ACCOUNT.VERIFY.TITLE',
  'sign-in': 'WEB.ACCOUNT.SIGN_IN.TITLE',
  'forgot-password': 'WEB.ACCOUNT.FORGOT.TITLE',
  'set-password': 'WEB.ACCOUNT.SET_PASSWORD.TITLE',
};

/**
 * `/account` and its forms (create, verify, sign in, forgotten and new password). Whether the shop has accounts is
 * known in the browser only: the screen shows the not-found page where it has none.
 */
export const accountRoute = defineRoute<{ page: AccountPage }>({
  id: 'account',
  match: ({ rest }) => {
    const page = (ACCOUNT_PAGES as Record<string, AccountPage>)[rest];
    return page ? { page } : undefined;
  },
  Screen: AccountScreen,
  head: ({ page }, { rest }) => ({ path: rest, titleKey: TITLES[page] }),
});
