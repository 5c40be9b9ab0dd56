import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import type { ContentOf } from '../../../content/index.ts';
import { familyNameFirst } from '../../../forms/address-schema.ts';
import { useT } from '../../../i18n/index.ts';
import type { CheckoutStore } from '../stores/checkout-store.ts';
import { useStores } from '../../../kernel/stores/index.ts';
import { usePriceFormatter } from '../../../kernel/content/use-site-content.ts';
import { useIsClient } from '../../../ui/hooks/use-is-client.ts';
import { colors } from '../../../ui/index.ts';
import type { ScreenProps } from '../../../routing/route-types.ts';
import { CheckoutColumns, CheckoutSummary } from '../components/checkout-layout.tsx';
import { ShippingAddress } from '../components/shipping-address.tsx';
import { TitledPage } from '../../content-pages/index.ts';
import { accountStatus, accountStore } from '../../account/index.ts';
import { cartStore } from '../../bag/index.ts';
import { checkoutStore, loadCheckout } from '../checkout-stores.ts';
import { ContactForm } from '../contact-form.tsx';
import { PrimaryButton } from '../checkout.styles.ts';
import { ShippingMethods } from '../shipping-methods.tsx';
import { StepIndicator } from '../step-indicator.tsx';
import { type AddressProblem } from '../../../forms/index.ts';

const Steps = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
  & > p {
    margin: 0;
    color: ${colors.inkSoft};
    font-size: 14px;
  }
`;

type Files = {
  layouts: ContentOf<'addressLayouts'> | null;
  unableToShip: ContentOf<'addressUnableToShip'> | null;
};

/**
 * The checkout's delivery step: contact details, the delivery address (generated from the site's layout and the
 * API's rules), the delivery method, and the bag's summary with the tax as it stands. "Continue to payment" opens
 * once the contact and a deliverable address are saved and a method is chosen. An empty bag goes back to the bag.
 */
export const ShippingScreen = observer(function ShippingScreen(_props: ScreenProps<{ step: 'shipping' }>) {
  const stores = useStores();
  const t = useT();
  const isClient = useIsClient();
  const { site, content } = stores;
  const siteId = site.site?.siteId ?? '';
  const [files, setFiles] = useState<Files | undefined>();
  useEffect(() => stores.pageEvents.checkoutStep('shipping'), [stores]);
  // A signed-in customer's name and e-mail start the contact form: read them once the step opens.
  useEffect(() => {
    if (!stores.get(accountStatus).signedIn) return;
    void stores
      .get(accountStore)
      .ready()
      .then((account) => {
        if (account.isUserSignedIn && !account.userEmail) void account.loadUser();
      });
  }, [stores]);
  if (siteId) {
    content.plan(siteId, 'addressLayouts', { language: site.language });
    content.plan(siteId, 'addressUnableToShip', { language: site.language });
  }
  useEffect(() => {
    loadCheckout(stores);
    if (!siteId) return;
    let current = true;
    void Promise.all([
      content.loadOptional(siteId, 'addressLayouts', site.language),
      content.loadOptional(siteId, 'addressUnableToShip', site.language).catch(() => null),
    ]).then(([layouts, unableToShip]) => current && setFiles({ layouts, unableToShip }));
    return () => {
      current = false;
    };
  }, [stores, content, siteId, site.language]);

  const cart = stores.get(cartStore).current;
  const checkout = stores.get(checkoutStore).current;
  if (isClient && cart?.loaded && cart.items.length === 0)
    return <Navigate to={site.href('/checkout/basket')} replace />;
  const ready = isClient && cart?.loaded && checkout && files?.layouts;
  return (
    <TitledPage aria-busy={ready ? undefined : true}>
      <StepIndicator current="delivery" />
      <h1>{t('WEB.CHECKOUT.TITLE')}</h1>
      {ready ? (
        <DeliveryStep checkout={checkout} files={{ ...files, layouts: files.layouts! }} />
      ) : (
        <p role="status">{t('WEB.SHELL.LOADING')}</p>
      )}
    </TitledPage>
  );
});

const DeliveryStep = observer(function DeliveryStep(props: {
  checkout: CheckoutStore;
  files: Files & { layouts: ContentOf<'addressLayouts'> };
}) {
  const { checkout } = props;
  const stores = useStores();
  const t = useT();
  const navigate = useNavigate();
  const formatter = usePriceFormatter();
  const { site } = stores;
  const cart = stores.get(cartStore).current!;
  const problem: AddressProblem =
    checkout.rejectionError === 'UNABLE_TO_SHIP_ERROR'
      ? 'UNABLE_TO_SHIP'
      : checkout.addressError
        ? 'INVALID'
        : undefined;
  const siteLayout = props.files.layouts.layouts[site.site?.country ?? ''];
  const account = stores.get(accountStore).current;
  const suggested =
    account?.isUserSignedIn && account.userEmail
      ? {
          firstName: account.userGivenName ?? '',
          lastName: account.userFamilyName ?? '',
          email: account.userEmail,
          phoneNumber: account.userPhoneNumber ?? '',
        }
      : undefined;
  return (
    <CheckoutColumns>
      <Steps>
        <ContactForm
          // Remounted once a signed-in customer's details arrive, so the form starts from them.
          key={suggested ? 'customer' : 'guest'}
          consumer={checkout.consumer}
          suggested={suggested}
          country={site.site?.country ?? ''}
          familyNameFirst={siteLayout !== undefined && familyNameFirst(siteLayout)}
          saving={checkout.isSavingConsumer}
          error={checkout.consumerError}
          onSave={(consumer) => checkout.saveConsumer(consumer)}
        />
        <ShippingAddress
          checkout={checkout}
          layouts={props.files.layouts}
          unableToShip={props.files.unableToShip}
          problem={problem}
        />
        <ShippingMethods
          options={checkout.shipping.options}
          selected={checkout.shipping.selected}
          formatter={formatter}
          disabled={!checkout.address}
          onSelect={(id) => void checkout.selectShipping(id)}
        />
        {!checkout.canContinue && <p id="continue-hint">{t('WEB.CHECKOUT.CONTINUE_HINT')}</p>}
        <PrimaryButton
          type="button"
          disabled={!checkout.canContinue || cart.disabledSubmit}
          aria-describedby={checkout.canContinue ? undefined : 'continue-hint'}
          onClick={() => void navigate(site.href('/checkout/payment'))}
        >
          {t('WEB.CHECKOUT.CONTINUE')}
        </PrimaryButton>
      </Steps>
      <CheckoutSummary cart={cart} checkout={checkout} />
    </CheckoutColumns>
  );
});
