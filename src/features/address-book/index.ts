export { AddressBook } from './address-book.tsx';
export type { AddressFormSource } from './address-editor.tsx';
export { SavedAddressPicker, SavedBillingPicker } from './saved-address-picker.tsx';
export {
  addressBookStore,
  addressRulesStore,
  createAddressBookStore,
  createAddressRulesStore,
  loadSavedAddresses,
} from './address-book-stores.ts';
export { AddressRulesStore } from './stores/address-rules-store.ts';
export type { CartAddressTarget } from './stores/address-book-store.ts';

// Parts loaded on first use: the app calls these, and each stays a chunk of its own.
/** Loads saved addresses, with the address book or a signed-in checkout. */
export const loadAddressBookApi = () => import('./api/address-book-api.ts');
