import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { addressLines, Section } from '../../forms/index.ts';
import { useT } from '../../i18n/index.ts';
import type { AddressBookStore } from '../../stores/address-book-store.ts';
import { colors } from '../../ui/index.ts';

const choices = css`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  border: 0;
  & legend {
    padding: 0;
    margin-bottom: 8px;
    font-weight: 600;
  }
  & label {
    display: flex;
    gap: 12px;
    align-items: flex-start;
    padding: 12px;
    border: 1px solid ${colors.line};
    cursor: pointer;
  }
  & input {
    flex: 0 0 auto;
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
  }
`;

/**
 * The checkout's choice among a signed-in shopper's saved delivery addresses (the default chosen to begin with) or a
 * new one; for a new one, whether it also goes into the book (the form itself follows the picker). Native radios, so arrow keys move the choice.
 */
export const SavedAddressPicker = observer(function SavedAddressPicker(props: {
  store: AddressBookStore;
  countryName: (code: string) => string;
  language: string;
}) {
  const { store } = props;
  const t = useT();
  const name = useId();
  const saveId = useId();
  const isNew = store.entersNewShippingAddress;
  return (
    <Section aria-label={t('WEB.ADDRESS_BOOK.CHOOSE_SAVED')}>
      {store.shippingAddresses.length > 0 && (
        <fieldset className={choices}>
          <legend>{t('WEB.ADDRESS_BOOK.CHOOSE_SAVED')}</legend>
          {store.shippingAddresses.map((address) => (
            <label key={address.reference}>
              <input
                type="radio"
                name={name}
                value={address.reference}
                checked={!isNew && store.selectedShippingAddress?.reference === address.reference}
                onChange={() => store.selectShippingAddress(address)}
              />
              <span>
                {address.default && <strong>{t('WEB.ADDRESS_BOOK.DEFAULT_SHIPPING')}: </strong>}
                {addressLines(address, props.countryName, props.language).join(', ')}
              </span>
            </label>
          ))}
          <label>
            <input
              type="radio"
              name={name}
              value=""
              checked={isNew}
              onChange={() => store.useNewShippingAddress()}
            />
            <span>{t('WEB.ADDRESS_BOOK.USE_NEW')}</span>
          </label>
        </fieldset>
      )}
      {isNew && store.canAddNewAddress && (
        <p>
          <input
            id={saveId}
            type="checkbox"
            checked={store.saveShippingAddress}
            onChange={(event) => store.setSaveShippingAddress(event.target.checked)}
          />{' '}
          <label htmlFor={saveId}>{t('WEB.ADDRESS_BOOK.SAVE_TO_BOOK')}</label>
        </p>
      )}
    </Section>
  );
});
