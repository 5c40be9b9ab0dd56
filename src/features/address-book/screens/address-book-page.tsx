import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import type { ContentOf } from '../../../content/index.ts';
import { AddressBook, type AddressFormSource } from '../index.ts';
import { useT } from '../../../i18n/index.ts';
import type { AddressKind } from '../../../kernel/types/index.ts';
import { useStores } from '../../../kernel/stores/index.ts';
import { useIsClient } from '../../../ui/hooks/use-is-client.ts';
import type { ScreenProps } from '../../../routing/route-types.ts';
import { AccountsOnly } from '../../account/index.ts';
import { TitledPage } from '../../content-pages/index.ts';
import { addressBookStore } from '../stores/address-book-stores.ts';
import { checkoutStore } from '../../checkout/index.ts';

/**
 * `/account/addresses`: the signed-in customer's address book, its forms generated from the site's address layouts
 * and the API's rules (which the checkout's store fetches and keeps for the visit).
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
    void stores.get(addressBookStore).ready().then((book) => book.load());
    void stores.get(checkoutStore).ready();
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
  const checkout = stores.get(checkoutStore).current;
  const loadRules = useCallback(
    (country: string, kind: AddressKind) =>
      checkout!.addressRules(country, language, kind === 'billing' ? 'BILLING' : 'DELIVERY'),
    [checkout, language],
  );
  const book = stores.get(addressBookStore).current;
  const ready = isClient && book && checkout && layouts;
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
