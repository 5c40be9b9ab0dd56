import { LazyStore, storeKey, type StoreServices } from '../../../kernel/stores/index.ts';
import type { AddressBookStore } from './address-book-store.ts';

/** The signed-in customer's saved addresses, as the root holds them. */
export const addressBookStore = storeKey<LazyStore<AddressBookStore>>('addressBook');

/** Loaded with the address book or a signed-in checkout. */
export function createAddressBookStore(services: StoreServices, locale: () => string): LazyStore<AddressBookStore> {
  return new LazyStore<AddressBookStore>(async () => {
    const [{ AddressBookStore }, service] = await Promise.all([import('./address-book-store.ts'), services.addresses()]);
    return new AddressBookStore(service, locale);
  });
}
