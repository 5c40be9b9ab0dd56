import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useId, useState } from 'react';
import type { ContentOf } from '../../../content/index.ts';
import { SavedBillingPicker, addressBookStore, loadSavedAddresses } from '../../address-book/index.ts';
import { useCountryName, AddressForm } from '../../../forms/index.ts';
import { useT } from '../../../i18n/index.ts';
import type { Address } from '../../../kernel/types/index.ts';
import type { CheckoutStore } from '../stores/checkout-store.ts';
import { useStores } from '../../../kernel/stores/index.ts';
import type { PaymentStore } from '../../payments/index.ts';
import { CheckboxRow } from '../../payments/index.ts';
import { Section } from '../checkout.styles.ts';

/**
 * The card's billing address: the delivery address unless the shopper unticks the box, then one of a signed-in
 * shopper's saved billing addresses (the default to begin with) or a form in the site's own layout checked by the
 * billing rules (no phone needed, any country a layout offers), whose address can also go into the book.
 */
export const BillingAddress = observer(function BillingAddress(props: {
  payment: PaymentStore;
  checkout: CheckoutStore;
}) {
  const { payment, checkout } = props;
  const stores = useStores();
  const { site, content } = stores;
  const t = useT();
  const boxId = useId();
  const siteId = site.site?.siteId ?? '';
  const language = site.language;
  const [layouts, setLayouts] = useState<ContentOf<'addressLayouts'> | null>(null);
  const separate = !payment.billingMatchesShipping;
  useEffect(() => loadSavedAddresses(stores), [stores]);
  useEffect(() => {
    if (!separate || !siteId) return;
    let current = true;
    void content
      .loadOptional(siteId, 'addressLayouts', language)
      .then((loaded) => current && setLayouts(loaded));
    return () => {
      current = false;
    };
  }, [separate, content, siteId, language]);
  const loadRules = useCallback(
    (country: string) => checkout.addressRules(country, language, 'BILLING'),
    [checkout, language],
  );
  const countryName = useCountryName(language);

  const book = stores.get(addressBookStore).current;
  const usesBook = book !== undefined && book.signedIn && book.loaded;
  const chosen = usesBook && separate ? book.selectedBillingAddress : undefined;
  const typesNew = !usesBook || book.entersNewBillingAddress;
  // A saved address picked is the shopper's answer at once; choosing to type a new one leaves billing undecided.
  useEffect(() => {
    if (chosen) void payment.setBillingAddress(chosen);
    else if (usesBook && separate && book.entersNewBillingAddress) payment.clearBillingAddress();
  }, [chosen, usesBook, separate, book, payment]);

  const chooseSameAsDelivery = (same: boolean) => {
    payment.setBillingMatchesShipping(same);
    if (usesBook) book.setBillingMatchShipping(same);
  };
  const submitNew = (address: Address) =>
    usesBook
      ? book.submitNewBillingAddress(address, (typed) => payment.setBillingAddress(typed))
      : payment.setBillingAddress(address);
  const lead = (
    <>
      <CheckboxRow>
        <input
          id={boxId}
          type="checkbox"
          checked={payment.billingMatchesShipping}
          onChange={(event) => chooseSameAsDelivery(event.target.checked)}
        />
        <label htmlFor={boxId}>{t('WEB.PAYMENT.BILLING_SAME')}</label>
      </CheckboxRow>
      {separate && usesBook && (
        <SavedBillingPicker store={book} countryName={countryName} language={language} />
      )}
      {payment.billingMissing && separate && !payment.billingAddress && (
        <p role="alert">{t('WEB.PAYMENT.BILLING_NEEDED')}</p>
      )}
    </>
  );
  if (separate && typesNew && layouts)
    return (
      <AddressForm
        layouts={layouts}
        siteCountry={checkout.address?.countryCode ?? site.site?.country ?? ''}
        language={language}
        address={usesBook ? undefined : (payment.billingAddress ?? undefined)}
        saving={false}
        problem={undefined}
        unableToShip={null}
        loadRules={loadRules}
        onSubmit={submitNew}
        title="WEB.PAYMENT.BILLING"
        submitLabel="WEB.PAYMENT.SAVE_BILLING"
        lead={lead}
      />
    );
  return (
    <Section aria-labelledby={`${boxId}-title`}>
      <h2 id={`${boxId}-title`}>{t('WEB.PAYMENT.BILLING')}</h2>
      {lead}
    </Section>
  );
});
