import {
  lazyStore,
  type LazyStore,
  type ShopStores,
  type StoreKey,
  type StoreServices,
} from '../../kernel/stores/index.ts';
import type { AddressBookStore } from './stores/address-book-store.ts';
import type { AddressRulesStore } from './stores/address-rules-store.ts';

/** The signed-in customer's saved addresses, as the root holds them. */
export const addressBookStore = 'addressBook' as StoreKey<LazyStore<AddressBookStore>>;

/** Loaded with the address book or a signed-in checkout. */
export function createAddressBookStore(
  services: StoreServices,
  locale: () => string,
): LazyStore<AddressBookStore> {
  return lazyStore(
    () => import('./stores/address-book-store.ts'),
    () => services.addresses(),
    (module, service) => new module.AddressBookStore(service, locale),
  );
}

/** The API's address rules, shared by the address book and the checkout, as the root holds them. */
export const addressRulesStore = 'addressRules' as StoreKey<LazyStore<AddressRulesStore>>;

/** Loaded with the first address form. */
export function createAddressRulesStore(services: StoreServices): LazyStore<AddressRulesStore> {
  return lazyStore(
    () => import('./stores/address-rules-store.ts'),
    () => services.cart(),
    (module, service) => new module.AddressRulesStore(service),
  );
}

/** A signed-in customer's saved addresses, loaded once, for a form that offers them. */
export function loadSavedAddresses(stores: Pick<ShopStores, 'get'>): void {
  void stores
    .get(addressBookStore)
    .ready()
    .then((book) => book.signedIn && !book.loaded && book.load());
}
