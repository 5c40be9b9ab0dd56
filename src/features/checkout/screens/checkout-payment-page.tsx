import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useT } from '../../../i18n/index.ts';
import { SiteLink } from '../../../sites/site-link.tsx';
import { useSiteContext } from '../../../sites/site-context.tsx';
import { useStores } from '../../../kernel/stores/index.ts';
import { useIsClient } from '../../../ui/hooks/use-is-client.ts';
import type { ScreenProps } from '../../../routing/route-types.ts';
import { BillingAddress } from '../components/billing-address.tsx';
import { CheckoutColumns, CheckoutSummary } from '../components/checkout-layout.tsx';
import { TitledPage } from '../../content-pages/index.ts';
import { cartStore } from '../../bag/index.ts';
import { checkoutStore, loadCheckout } from '../checkout-stores.ts';
import { paymentStore, PaymentMethods } from '../../payments/index.ts';
import { savedCardsStore } from '../../saved-cards/index.ts';
import { CheckoutStatus } from '../checkout-status.tsx';
import { PrimaryButton, Section } from '../checkout.styles.ts';
import { StepForm } from '../step.styles.ts';
import { StepIndicator } from '../step-indicator.tsx';

/**
 * The payment step: how to pay, and the card when it is a card. The card is checked and encrypted here; the order is
 * placed on the review step. A provider's return with `?statusCode=` (a refused or cancelled payment) shows its
 * message here, where the shopper can choose again.
 */
export const CheckoutPaymentScreen = observer(function CheckoutPaymentScreen(_props: ScreenProps<true>) {
  const stores = useStores();
  const t = useT();
  const isClient = useIsClient();
  const navigate = useNavigate();
  const { href } = useSiteContext();
  const [params] = useSearchParams();
  const formId = useId();
  const statusCode = params.get('statusCode');
  const returnedMethod = params.get('paymentMethod') ?? undefined;

  useEffect(() => stores.pageEvents.checkoutStep('payment'), [stores]);
  useEffect(() => {
    loadCheckout(stores);
    let closed = false;
    void stores
      .get(paymentStore)
      .ready()
      .then((payment) => {
        if (closed) return;
        void payment.open().then(() => {
          if (statusCode) payment.showStatus(statusCode, returnedMethod);
        });
      });
    return () => {
      closed = true;
      stores.get(paymentStore).current?.close();
    };
  }, [stores, statusCode, returnedMethod]);
  // A signed-in customer's saved cards are offered on the card method; for anyone else the list fails quietly.
  useEffect(() => {
    let closed = false;
    void Promise.all([stores.get(paymentStore).ready(), stores.get(savedCardsStore).ready()]).then(
      async ([payment, saved]) => {
        await saved.load();
        if (!closed && saved.listState === 'ready') payment.offerSavedCards(saved.cards);
      },
    );
    return () => {
      closed = true;
    };
  }, [stores]);

  const payment = stores.get(paymentStore).current;
  const checkout = stores.get(checkoutStore).current;
  const cart = stores.get(cartStore).current;
  const ready = isClient && payment && checkout && cart?.loaded;

  return (
    <TitledPage>
      <StepIndicator current="payment" />
      <h1>{t('WEB.PAYMENT.TITLE')}</h1>
      {!ready ? (
        <p role="status">{t('WEB.PAYMENT.LOADING')}</p>
      ) : (
        <CheckoutColumns>
          <div>
            <CheckoutStatus codes={payment.messages} onDismiss={(code) => payment.dismissMessage(code)} />
            {!checkout.canContinue ? (
              <Section>
                <p>{t('WEB.PAYMENT.NEEDS_DELIVERY')}</p>
                <SiteLink href="/checkout/shipping">{t('WEB.PAYMENT.BACK_TO_DELIVERY')}</SiteLink>
              </Section>
            ) : payment.sessionFailed ? (
              <Section>
                <p role="alert">{t('WEB.PAYMENT.SESSION_ERROR')}</p>
                <PrimaryButton type="button" onClick={() => void payment.open()}>
                  {t('WEB.PAYMENT.RETRY')}
                </PrimaryButton>
              </Section>
            ) : !payment.session ? (
              <p role="status">{t('WEB.PAYMENT.LOADING')}</p>
            ) : (
              <>
                <Section>
                  <StepForm
                    id={formId}
                    noValidate
                    onSubmit={(event) => {
                      event.preventDefault();
                      void payment.confirmPayment().then((ok) => {
                        if (ok) navigate(href('/checkout/review'));
                        else focusFirstInvalid();
                      });
                    }}
                  >
                    <PaymentMethods store={payment} />
                  </StepForm>
                </Section>
                <BillingAddress payment={payment} checkout={checkout} />
                {/* Outside the form: the billing address between them is a form of its own. */}
                <PrimaryButton
                  type="submit"
                  form={formId}
                  disabled={payment.isEncrypting}
                  aria-busy={payment.isEncrypting || undefined}
                >
                  {payment.isEncrypting ? t('WEB.PAYMENT.ENCRYPTING') : t('WEB.PAYMENT.CONTINUE')}
                </PrimaryButton>
              </>
            )}
          </div>
          <CheckoutSummary cart={cart} checkout={checkout} />
        </CheckoutColumns>
      )}
    </TitledPage>
  );
});

/**
 * After a refused continue, focus goes to the first wrong card field (once React has rendered it); a missing billing
 * address is announced by its own alert.
 */
function focusFirstInvalid() {
  requestAnimationFrame(() => document.querySelector<HTMLElement>('main [aria-invalid="true"]')?.focus());
}
