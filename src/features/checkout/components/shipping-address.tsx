import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo } from 'react';
import { validateAddress } from '../../../../shared/address-rules.ts';
import type { ContentOf } from '../../../content/index.ts';
import { SavedAddressPicker, addressBookStore, loadSavedAddresses } from '../../address-book/index.ts';
import { Notice, useCountryName, AddressForm, type AddressProblem } from '../../../forms/index.ts';
import { useT } from '../../../i18n/index.ts';
import type { Address } from '../../../kernel/types/index.ts';
import type { CartAddressTarget } from '../../address-book/index.ts';
import type { CheckoutStore } from '../stores/checkout-store.ts';
import { useStores } from '../../../kernel/stores/index.ts';

/**
 * The delivery step's address. A signed-in shopper picks one of the saved addresses (the default to begin with),
 * which is checked here and then saved to the cart, or types a new one, which goes to the cart and, when ticked, into
 * the address book. Anyone else types the address.
 */
export const ShippingAddress = observer(function ShippingAddress(props: {
  checkout: CheckoutStore;
  layouts: ContentOf<'addressLayouts'>;
  unableToShip: ContentOf<'addressUnableToShip'> | null;
  problem: AddressProblem;
}) {
  const { checkout } = props;
  const stores = useStores();
  const t = useT();
  const { site } = stores;
  const language = site.language;
  useEffect(() => loadSavedAddresses(stores), [stores]);
  const loadRules = useCallback(
    (country: string) => checkout.addressRules(country, language),
    [checkout, language],
  );
  const cart: CartAddressTarget = useMemo(
    () => ({
      isValid: async (address: Address) =>
        validateAddress(address, await checkout.addressRules(address.countryCode, language)).length === 0,
      save: (address: Address) => checkout.submitAddress(address),
    }),
    [checkout, language],
  );
  const countryName = useCountryName(language);

  const book = stores.get(addressBookStore).current;
  const usesBook = book !== undefined && book.signedIn && book.loaded;
  const chosen = usesBook && !book.entersNewShippingAddress ? book.selectedShippingAddress : undefined;
  const chosenReference = chosen?.reference;
  // Choosing a saved address is the shopper's answer: it goes to the cart at once, as "Deliver here" would.
  useEffect(() => {
    if (!book || !chosenReference || checkout.address?.reference === chosenReference) return;
    void book.confirmShippingAddress(cart);
  }, [book, chosenReference, checkout, cart]);

  const form = (
    <AddressForm
      layouts={props.layouts}
      siteCountry={site.site?.country ?? ''}
      language={language}
      address={usesBook ? undefined : checkout.address}
      saving={checkout.isSavingAddress}
      problem={props.problem}
      unableToShip={props.unableToShip}
      loadRules={loadRules}
      onSubmit={(address) =>
        usesBook ? book.submitNewShippingAddress(address, cart) : checkout.submitAddress(address)
      }
    />
  );
  if (!usesBook) return form;
  const refused = chosen && book.hasTriedValidation && !book.isShippingAddressValid;
  return (
    <>
      <SavedAddressPicker store={book} countryName={countryName} language={language} />
      {book.entersNewShippingAddress
        ? form
        : (refused || props.problem) && (
            <Notice role="alert">
              <p>
                {t(
                  props.problem === 'UNABLE_TO_SHIP'
                    ? 'WEB.ADDRESS.ERROR.UNABLE_TO_SHIP'
                    : 'WEB.CHECKOUT.ADDRESS_ERROR',
                )}
              </p>
            </Notice>
          )}
    </>
  );
});
