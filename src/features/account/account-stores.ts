import { LazyStore, type ShopStores, type StoreKey, type StoreServices } from '../../kernel/stores/index.ts';
import type { AccountCart, AccountStore } from './stores/account-store.ts';

/** The shopper's account, as the root holds it. */
export const accountStore = 'account' as StoreKey<LazyStore<AccountStore>>;

/**
 * Loaded with the header's account icon (the identity code loads later still). `cartReady` gives the bag the
 * account follows; `onSignOut` clears what one customer saved before the next one uses this browser.
 */
export function createAccountStore(
  services: StoreServices,
  cartReady: () => Promise<AccountCart>,
  onSignOut: () => void,
): LazyStore<AccountStore> {
  return new LazyStore<AccountStore>(async () => {
    const [{ AccountStore }, { NO_ACCOUNTS }] = await Promise.all([
      import('./stores/account-store.ts'),
      import('./rules/no-accounts.ts'),
    ]);
    const store = new AccountStore(services.account ?? NO_ACCOUNTS, cartReady, services.marketing);
    store.onSignOut(onSignOut);
    return store;
  });
}

/** The account's settings (whether the shop has accounts, who is signed in), for a screen that shows either. */
export function loadAccountSettings(stores: Pick<ShopStores, 'get'>): void {
  void stores
    .get(accountStore)
    .ready()
    .then((account) => account.loadSettings());
}
