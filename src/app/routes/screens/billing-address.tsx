import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useId, useState } from 'react';
import type { ContentOf } from '../../../content/index.ts';
import { AddressForm, CheckboxRow, Section } from '../../../features/checkout/index.ts';
import { useT } from '../../../i18n/index.ts';
import type { CheckoutStore } from '../../../stores/checkout-store.ts';
import { useStores } from '../../../stores/index.ts';
import type { PaymentStore } from '../../../stores/payment-store.ts';

/**
 * The card's billing address: the delivery address unless the shopper unticks the box, then a form in the site's own
 * layout checked by the billing rules (no phone needed, any country a layout offers).
 */
export const BillingAddress = observer(function BillingAddress(props: {
  payment: PaymentStore;
  checkout: CheckoutStore;
}) {
  const { payment, checkout } = props;
  const { site, content } = useStores();
  const t = useT();
  const boxId = useId();
  const siteId = site.site?.siteId ?? '';
  const language = site.language;
  const [layouts, setLayouts] = useState<ContentOf<'addressLayouts'> | null>(null);
  const separate = !payment.billingMatchesShipping;
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
  const sameAsDelivery = (
    <CheckboxRow>
      <input
        id={boxId}
        type="checkbox"
        checked={payment.billingMatchesShipping}
        onChange={(event) => payment.setBillingMatchesShipping(event.target.checked)}
      />
      <label htmlFor={boxId}>{t('WEB.PAYMENT.BILLING_SAME')}</label>
    </CheckboxRow>
  );
  const missing = payment.billingMissing && separate && !payment.billingAddress && (
    <p role="alert">{t('WEB.PAYMENT.BILLING_NEEDED')}</p>
  );
  if (separate && layouts)
    return (
      <AddressForm
        layouts={layouts}
        siteCountry={checkout.address?.countryCode ?? site.site?.country ?? ''}
        language={language}
        address={payment.billingAddress ?? undefined}
        saving={false}
        problem={undefined}
        unableToShip={null}
        loadRules={loadRules}
        onSubmit={(address) => payment.setBillingAddress(address)}
        title="WEB.PAYMENT.BILLING"
        submitLabel="WEB.PAYMENT.SAVE_BILLING"
        lead={
          <>
            {sameAsDelivery}
            {missing}
          </>
        }
      />
    );
  return (
    <Section aria-labelledby={`${boxId}-title`}>
      <h2 id={`${boxId}-title`}>{t('WEB.PAYMENT.BILLING')}</h2>
      {sameAsDelivery}
    </Section>
  );
});
