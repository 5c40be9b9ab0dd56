import { defineRoute } from './define-route.tsx';
import { AddressBookScreen } from './lazy-screens.ts';

/** `/account/addresses`: the signed-in customer's saved addresses, a chunk of its own with the address form. */
export const addressBookRoute = defineRoute<true>({
  id: 'account-addresses',
  match: ({ rest }) => (rest === '/account/addresses' ? true : undefined),
  Screen: AddressBookScreen,
  head: (_match, { rest }) => ({ path: rest, titleKey: 'WEB.ADDRESS_BOOK.TITLE' }),
});
