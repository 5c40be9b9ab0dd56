import { defineRoute } from './define-route.tsx';
import { lazyComponent } from '../../renderer/index.ts';

/** The address book, a chunk of its own (with the address form's rjsf). */
export const AddressBookScreen = lazyComponent(
  () => import('../../features/address-book/screens/address-book-page.tsx'),
  (module) => module.AddressBookScreen,
);

/** `/account/addresses`: the signed-in customer's saved addresses, a chunk of its own with the address form. */
export const addressBookRoute = defineRoute<true>({
  id: 'account-addresses',
  match: ({ rest }) => (rest === '/account/addresses' ? true : undefined),
  Screen: AddressBookScreen,
  head: (_match, { rest }) => ({ path: rest, titleKey: 'WEB.ADDRESS_BOOK.TITLE' }),
});
