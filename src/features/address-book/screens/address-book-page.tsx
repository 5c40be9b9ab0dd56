import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import type { ContentOf } from '../../../content/index.ts';
import { useT } from '../../../i18n/index.ts';
import type { AddressKind } from '../../../kernel/types/index.ts';
import { useStores } from '../../../kernel/stores/index.ts';
import { useIsClient } from '../../../ui/hooks/use-is-client.ts';
import type { ScreenProps } from '../../../routing/route-types.ts';
import { AccountsOnly } from '../../account/index.ts';
import { TitledPage } from '../../content-pages/index.ts';
import { addressBookStore, addressRulesStore } from '../address-book-stores.ts';
import { AddressBook } from '../address-book.tsx';
import { type AddressFormSource } from '../address-editor.tsx';

/**
 * `/account/addresses`: the signed-in customer's address book, its forms generated from the site's address layouts
 * and the API's rules (fetched once a visit, shared with the checkout).
 */
export const AddressBookScreen = (props: ScreenProps<true>) => (
  <AccountsOnly path={props.context.rest}>
    <AddressBookBody />
  </AccountsOnly>
);

const AddressBookBody = observer(function AddressBookBody() {
  const stores = useStores();
  const t = useT();
  const isClient = useIsClient();
  const { site, content } = stores;
  const siteId = site.site?.siteId ?? '';
  const language = site.language;
  const [layouts, setLayouts] = useState<ContentOf<'addressLayouts'> | null | undefined>();
  useEffect(() => {
    void stores
      .get(addressBookStore)
      .ready()
      .then((book) => book.load());
    void stores.get(addressRulesStore).ready();
  }, [stores]);
  useEffect(() => {
    if (!siteId) return;
    let current = true;
    void content
      .loadOptional(siteId, 'addressLayouts', language)
      .then((loaded) => current && setLayouts(loaded));
    return () => {
      current = false;
    };
  }, [content, siteId, language]);
  const rules = stores.get(addressRulesStore).current;
  const loadRules = useCallback(
    (country: string, kind: AddressKind) =>
      rules!.addressRules(country, language, kind === 'billing' ? 'BILLING' : 'DELIVERY'),
    [rules, language],
  );
  const book = stores.get(addressBookStore).current;
  const ready = isClient && book && rules && layouts;
  const source: AddressFormSource | undefined = layouts
    ? { layouts, siteCountry: site.site?.country ?? '', language, loadRules }
    : undefined;
  return (
    <TitledPage aria-busy={ready ? undefined : true}>
      <h1>{t('WEB.ADDRESS_BOOK.TITLE')}</h1>
      {ready && source ? (
        <AddressBook store={book} source={source} />
      ) : (
        <p role="status">{t('WEB.ADDRESS_BOOK.LOADING')}</p>
      )}
    </TitledPage>
  );
});
