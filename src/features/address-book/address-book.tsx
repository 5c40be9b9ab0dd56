import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { Notice, PrimaryButton, Section, useCountryName } from '../../forms/index.ts';
import { useT, type CatalogKey } from '../../i18n/index.ts';
import type { Address, AddressKind } from '../../kernel/types/index.ts';
import { SiteLink } from '../../sites/site-link.tsx';
import type { AddressBookStore } from './stores/address-book-store.ts';
import { MAX_SAVED_ADDRESSES } from './stores/address-book-store.ts';
import { AddressCard } from './address-card.tsx';
import { AddressEditor, type AddressFormSource } from './address-editor.tsx';
import { CardList } from './address-book.styles.ts';

type Editing = { kind: AddressKind; address?: Address };

const KINDS: { kind: AddressKind; title: CatalogKey; add: CatalogKey }[] = [
  { kind: 'shipping', title: 'WEB.ADDRESS_BOOK.SHIPPING', add: 'WEB.ADDRESS_BOOK.ADD_SHIPPING' },
  { kind: 'billing', title: 'WEB.ADDRESS_BOOK.BILLING', add: 'WEB.ADDRESS_BOOK.ADD_BILLING' },
];

/**
 * The signed-in customer's address book: delivery and billing addresses with their default badges, add (hidden at the
 * cap, with the reason said instead), edit, remove and make default. A refusal shows the action's own message; a list
 * refused for want of sign-in links to sign-in. One form is open at a time.
 */
export const AddressBook = observer(function AddressBook(props: {
  store: AddressBookStore;
  source: AddressFormSource;
}) {
  const { store, source } = props;
  const t = useT();
  const [editing, setEditing] = useState<Editing | undefined>();
  const root = useRef<HTMLDivElement>(null);
  const returnTo = useRef<string | undefined>(undefined);
  // Once a form closes, back to the button that opened it (the card's Edit, or the list's Add), so keyboard users
  // carry on where they were.
  useEffect(() => {
    if (editing || !returnTo.current) return;
    root.current?.querySelector<HTMLElement>(returnTo.current)?.focus();
    returnTo.current = undefined;
  }, [editing]);
  const countryName = useCountryName(source.language);

  const open = (next: Editing) => {
    returnTo.current = next.address?.reference
      ? `[data-address="${CSS.escape(next.address.reference)}"] button`
      : `[data-kind="${next.kind}"] [data-add]`;
    setEditing(next);
  };
  const close = () => setEditing(undefined);
  const save = async (address: Address) => {
    if (!editing) return false;
    const saved = editing.address?.reference
      ? await store.update(editing.address.reference, { ...address, default: editing.address.default })
      : await store.add(address, editing.kind);
    if (saved) close();
    return saved;
  };

  const error = store.addressActionError;
  if (error === 'UNAUTHORIZED')
    return (
      <Notice role="alert">
        <p>{t('WEB.ADDRESS_BOOK.ERROR.UNAUTHORIZED')}</p>
        <p>
          <SiteLink href="/account/sign-in">{t('WEB.ADDRESS_BOOK.SIGN_IN')}</SiteLink>
        </p>
      </Notice>
    );
  if (!store.loaded)
    return error ? (
      <Notice role="alert">
        <p>{t(`WEB.ADDRESS_BOOK.ERROR.${error}`)}</p>
      </Notice>
    ) : (
      <p role="status">{t('WEB.ADDRESS_BOOK.LOADING')}</p>
    );
  return (
    <div ref={root}>
      <div role="alert">
        {error && (
          <Notice>
            <p>{t(`WEB.ADDRESS_BOOK.ERROR.${error}`)}</p>
          </Notice>
        )}
      </div>
      {KINDS.map(({ kind, title, add }) => {
        const addresses = kind === 'shipping' ? store.shippingAddresses : store.billingAddresses;
        const adding = editing?.kind === kind && !editing.address;
        return (
          <Section key={kind} aria-label={t(title)} data-kind={kind}>
            <h2>{t(title)}</h2>
            {addresses.length === 0 && <p>{t('WEB.ADDRESS_BOOK.EMPTY')}</p>}
            <CardList>
              {addresses.map((address) =>
                editing?.address?.reference === address.reference ? (
                  <li key={address.reference}>
                    <AddressEditor
                      source={source}
                      kind={kind}
                      address={address}
                      saving={store.addressActionPending}
                      onSave={save}
                      onCancel={close}
                    />
                  </li>
                ) : (
                  <AddressCard
                    key={address.reference}
                    address={address}
                    kind={kind}
                    countryName={countryName}
                    language={source.language}
                    busy={store.addressActionPending}
                    onEdit={() => open({ kind, address })}
                    onRemove={() => store.remove(address.reference ?? '')}
                    onMakeDefault={() => void store.makeDefault(address)}
                  />
                ),
              )}
            </CardList>
            {adding ? (
              <AddressEditor
                source={source}
                kind={kind}
                saving={store.addressActionPending}
                onSave={save}
                onCancel={close}
              />
            ) : store.canAddNewAddress ? (
              <PrimaryButton type="button" data-add="" onClick={() => open({ kind })}>
                {t(add)}
              </PrimaryButton>
            ) : (
              <p data-address-limit="">{t('WEB.ADDRESS_BOOK.LIMIT', { max: MAX_SAVED_ADDRESSES })}</p>
            )}
          </Section>
        );
      })}
    </div>
  );
});
