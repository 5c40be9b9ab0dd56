import { useCallback } from 'react';
import type { AddressRules } from '../../../shared/address-rules.ts';
import type { ContentOf } from '../../content/index.ts';
import { AddressForm } from '../../forms/index.ts';
import { useT } from '../../i18n/index.ts';
import type { Address, AddressKind } from '../../kernel/types/index.ts';
import { Actions } from './address-book.styles.ts';

/** What the book's forms need from the site: the address layouts and the API's rules per country and type. */
export interface AddressFormSource {
  layouts: ContentOf<'addressLayouts'>;
  siteCountry: string;
  language: string;
  loadRules: (country: string, kind: AddressKind) => Promise<AddressRules>;
}

/**
 * Adding or editing a saved address with the checkout's own generated form, open at once (prefilled when editing),
 * with a way back that leaves the book as it was.
 */
export function AddressEditor(props: {
  source: AddressFormSource;
  kind: AddressKind;
  address?: Address;
  saving: boolean;
  onSave: (address: Address) => Promise<boolean>;
  onCancel: () => void;
}) {
  const t = useT();
  const { source, kind } = props;
  const { loadRules } = source;
  const rulesOfKind = useCallback((country: string) => loadRules(country, kind), [loadRules, kind]);
  const title = props.address
    ? 'WEB.ADDRESS_BOOK.EDIT_TITLE'
    : kind === 'shipping'
      ? 'WEB.ADDRESS_BOOK.NEW_SHIPPING'
      : 'WEB.ADDRESS_BOOK.NEW_BILLING';
  return (
    <div data-address-editor={kind}>
      <AddressForm
        layouts={source.layouts}
        siteCountry={source.siteCountry}
        language={source.language}
        address={props.address}
        startEditing
        saving={props.saving}
        problem={undefined}
        unableToShip={null}
        loadRules={rulesOfKind}
        onSubmit={props.onSave}
        title={title}
        submitLabel="WEB.ADDRESS_BOOK.SAVE"
      />
      <Actions>
        <button type="button" onClick={props.onCancel}>
          {t('WEB.ADDRESS_BOOK.CANCEL')}
        </button>
      </Actions>
    </div>
  );
}
