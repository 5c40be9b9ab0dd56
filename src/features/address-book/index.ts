export { AddressBook } from './address-book.tsx';
export type { AddressFormSource } from './address-editor.tsx';
export { SavedAddressPicker, SavedBillingPicker } from './saved-address-picker.tsx';
