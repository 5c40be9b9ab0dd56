import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { addressLines, Section } from '../../forms/index.ts';
import { useT, type CatalogKey } from '../../i18n/index.ts';
import type { Address } from '../../kernel/types/index.ts';
import type { AddressBookStore } from './stores/address-book-store.ts';
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

interface SavedAddressChoiceProps {
  addresses: Address[];
  /** The saved address chosen, or undefined while the shopper types a new one. */
  chosen: Address | undefined;
  /** How the default address of this kind is named before its lines. */
  defaultLabel: CatalogKey;
  onChoose(address: Address): void;
  onChooseNew(): void;
  /** Whether a new address also goes into the book; absent when the book is full. */
  saveToBook?: { checked: boolean; onChange(checked: boolean): void };
  countryName(code: string): string;
  language: string;
}

/**
 * A checkout choice among a signed-in shopper's saved addresses of one kind, or a new one; for a new one, whether it
 * also goes into the book (the form itself follows the choice). Native radios, so arrow keys move the choice.
 */
function SavedAddressChoice(props: SavedAddressChoiceProps) {
  const t = useT();
  const name = useId();
  const saveId = useId();
  const isNew = props.chosen === undefined;
  return (
    <Section aria-label={t('WEB.ADDRESS_BOOK.CHOOSE_SAVED')}>
      {props.addresses.length > 0 && (
        <fieldset className={choices}>
          <legend>{t('WEB.ADDRESS_BOOK.CHOOSE_SAVED')}</legend>
          {props.addresses.map((address) => (
            <label key={address.reference}>
              <input
                type="radio"
                name={name}
                value={address.reference}
                checked={props.chosen?.reference === address.reference}
                onChange={() => props.onChoose(address)}
              />
              <span>
                {address.default && <strong>{t(props.defaultLabel)}: </strong>}
                {addressLines(address, props.countryName, props.language).join(', ')}
              </span>
            </label>
          ))}
          <label>
            <input type="radio" name={name} value="" checked={isNew} onChange={props.onChooseNew} />
            <span>{t('WEB.ADDRESS_BOOK.USE_NEW')}</span>
          </label>
        </fieldset>
      )}
      {isNew && props.saveToBook && (
        <p>
          <input
            id={saveId}
            type="checkbox"
            checked={props.saveToBook.checked}
            onChange={(event) => props.saveToBook?.onChange(event.target.checked)}
          />{' '}
          <label htmlFor={saveId}>{t('WEB.ADDRESS_BOOK.SAVE_TO_BOOK')}</label>
        </p>
      )}
    </Section>
  );
}

type PickerProps = { store: AddressBookStore; countryName(code: string): string; language: string };

/** The delivery step's choice: the default delivery address to begin with. */
export const SavedAddressPicker = observer(function SavedAddressPicker({ store, ...shown }: PickerProps) {
  return (
    <SavedAddressChoice
      {...shown}
      addresses={store.shippingAddresses}
      chosen={store.entersNewShippingAddress ? undefined : store.selectedShippingAddress}
      defaultLabel="WEB.ADDRESS_BOOK.DEFAULT_SHIPPING"
      onChoose={(address) => store.selectShippingAddress(address)}
      onChooseNew={() => store.useNewShippingAddress()}
      saveToBook={
        store.canAddNewAddress
          ? { checked: store.saveShippingAddress, onChange: (save) => store.setSaveShippingAddress(save) }
          : undefined
      }
    />
  );
});

/** The payment step's choice of billing address, once the shopper says it is not the delivery address. */
export const SavedBillingPicker = observer(function SavedBillingPicker({ store, ...shown }: PickerProps) {
  return (
    <SavedAddressChoice
      {...shown}
      addresses={store.billingAddresses}
      chosen={store.entersNewBillingAddress ? undefined : store.selectedBillingAddress}
      defaultLabel="WEB.ADDRESS_BOOK.DEFAULT_BILLING"
      onChoose={(address) => store.selectBillingAddress(address)}
      onChooseNew={() => store.useNewBillingAddress()}
      saveToBook={
        store.canAddNewAddress
          ? { checked: store.saveBillingAddress, onChange: (save) => store.setSaveBillingAddress(save) }
          : undefined
      }
    />
  );
});
