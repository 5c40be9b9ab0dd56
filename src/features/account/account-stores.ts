import { LazyStore, type ShopStores, type StoreKey, type StoreServices } from '../../kernel/stores/index.ts';
import type { AccountCart, AccountStore } from './stores/account-store.ts';
import { AccountStatus } from './stores/account-status.ts';

/** The shopper's account, as the root holds it: its code loads with the first account action or page. */
export const accountStore = 'account' as StoreKey<LazyStore<AccountStore>>;

/** Whether the shop has accounts and this browser is signed in: every page's header reads it. */
export const accountStatus = 'accountStatus' as StoreKey<AccountStatus>;

/**
 * The account's status, read by every page, and its store, whose code (and the identity code under it) loads only
 * when an account action or page needs it. `cartReady` gives the bag the account follows; `onSignOut` clears what
 * one customer saved before the next one uses this browser.
 */
export function createAccountStores(
  services: StoreServices,
  cartReady: () => Promise<AccountCart>,
  onSignOut: () => void,
): { status: AccountStatus; store: LazyStore<AccountStore> } {
  const status = new AccountStatus(services.account);
  const store = new LazyStore<AccountStore>(async () => {
    const [{ AccountStore }, { NO_ACCOUNTS }] = await Promise.all([
      import('./stores/account-store.ts'),
      import('./rules/no-accounts.ts'),
    ]);
    const account = new AccountStore(services.account ?? NO_ACCOUNTS, cartReady, services.marketing, status);
    account.onSignOut(onSignOut);
    return account;
  });
  return { status, store };
}

/** The account's settings (whether the shop has accounts), for a screen that shows either. */
export function loadAccountSettings(stores: Pick<ShopStores, 'get'>): void {
  void stores.get(accountStatus).loadSettings();
}
