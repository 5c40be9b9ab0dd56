import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../../i18n/index.ts';
import { SiteLink } from '../../../sites/site-link.tsx';
import { useSiteContext } from '../../../sites/site-context.tsx';
import { useStores } from '../../../kernel/stores/index.ts';
import { usePriceFormatter } from '../../../kernel/content/use-site-content.ts';
import { useIsClient } from '../../../ui/hooks/use-is-client.ts';
import type { ScreenProps } from '../../../routing/route-types.ts';
import { CheckoutColumns, CheckoutSummary } from '../components/checkout-layout.tsx';
import { useGoToOutcome, paymentStore } from '../../payments/index.ts';
import { TitledPage } from '../../content-pages/index.ts';
import { cartStore } from '../../bag/index.ts';
import { checkoutStore, loadCheckout } from '../checkout-stores.ts';
import { usePaymentMethodName } from '../../orders/index.ts';
import { CheckoutStatus } from '../checkout-status.tsx';
import { OrderReview } from '../order-review.tsx';
import { PrimaryButton, Section } from '../checkout.styles.ts';
import { StepIndicator } from '../step-indicator.tsx';

/**
 * The review step: the order as it will be placed, and the button that places and pays for it. A refusal stays
 * here with its message; a card refused by the bank sends the shopper back to payment to enter another card.
 */
export const CheckoutReviewScreen = observer(function CheckoutReviewScreen(_props: ScreenProps<true>) {
  const stores = useStores();
  const t = useT();
  const isClient = useIsClient();
  const navigate = useNavigate();
  const formatter = usePriceFormatter();
  const nameOf = usePaymentMethodName();
  const { href } = useSiteContext();
  const go = useGoToOutcome();

  useEffect(() => stores.pageEvents.checkoutStep('review'), [stores]);
  useEffect(() => {
    loadCheckout(stores);
    void stores
      .get(paymentStore)
      .ready()
      .then((payment) => {
        void payment.open();
      });
    return () => stores.get(paymentStore).current?.close();
  }, [stores]);

  const payment = stores.get(paymentStore).current;
  const checkout = stores.get(checkoutStore).current;
  const cart = stores.get(cartStore).current;
  if (!isClient || !payment || !checkout || !cart?.loaded) {
    return (
      <TitledPage aria-busy="true">
        <StepIndicator current="review" />
        <h1>{t('WEB.REVIEW.TITLE')}</h1>
        <p role="status">{t('WEB.PAYMENT.LOADING')}</p>
      </TitledPage>
    );
  }

  const consumer = checkout.consumer;
  const address = checkout.address;
  const method = payment.selectedMethod;
  const shippingOption = checkout.shipping.options.find((option) => option.id === checkout.shipping.selected);
  const ready = checkout.canContinue && consumer && address && payment.canReview && method;

  const place = async () => {
    if (!consumer || !address) return;
    const outcome = await payment.placeOrder({
      consumer,
      addresses: payment.addressesFor(address),
    });
    if (outcome) go(outcome);
    else putRight(payment.messages.at(-1));
  };
  // What a refusal needs before the next press can succeed is done here, and its message says what changed: another
  // card, the bag as it now is, the tax for this address worked out again, a used-up code taken off the bag.
  const putRight = (code: string | undefined) => {
    if (code === 'ADRESULT_REFUSED' || code === 'PREAUTH_FAILED') navigate(href('/checkout/payment'));
    else if (code === 'STOCK_QUANTITY_EXCEEDED') void cart.load();
    else if (code === 'TAX_CALCULATION_ERROR' && address) void checkout.submitAddress(address);
    else if (code === 'VOUCHER_USAGE_EXCEEDED') void cart.removeVoucher();
  };

  return (
    <TitledPage>
      <StepIndicator current="review" />
      <h1>{t('WEB.REVIEW.TITLE')}</h1>
      <CheckoutColumns>
        <div>
          <CheckoutStatus codes={payment.messages} onDismiss={(code) => payment.dismissMessage(code)} />
          {!ready ? (
            <Section>
              <p>{checkout.canContinue ? t('WEB.REVIEW.NEEDS_PAYMENT') : t('WEB.PAYMENT.NEEDS_DELIVERY')}</p>
              <SiteLink href={checkout.canContinue ? '/checkout/payment' : '/checkout/shipping'}>
                {checkout.canContinue ? t('WEB.REVIEW.BACK_TO_PAYMENT') : t('WEB.PAYMENT.BACK_TO_DELIVERY')}
              </SiteLink>
            </Section>
          ) : (
            <Section>
              <OrderReview
                contact={{
                  name: `${consumer.firstName} ${consumer.lastName}`,
                  email: consumer.email,
                  phoneNumber: consumer.phoneNumber,
                }}
                address={address}
                billing={payment.billingMatchesShipping ? undefined : (payment.billingAddress ?? undefined)}
                delivery={
                  shippingOption
                    ? `${shippingOption.name} · ${shippingOption.price === 0 ? t('WEB.CHECKOUT.FREE') : formatter.format(shippingOption.price)}`
                    : ''
                }
                payment={
                  payment.cardLast4
                    ? `${nameOf(method)} · ${t('WEB.REVIEW.CARD_ENDING', { last4: payment.cardLast4 })}`
                    : nameOf(method)
                }
                links={{ delivery: '/checkout/shipping', payment: '/checkout/payment' }}
              />
              <p>{t('WEB.REVIEW.TERMS')}</p>
              <PrimaryButton
                type="button"
                disabled={payment.disabledSubmit || cart.disabledSubmit}
                aria-busy={payment.disabledSubmit || undefined}
                onClick={() => void place()}
              >
                {payment.disabledSubmit
                  ? payment.outcome?.kind === 'action'
                    ? t('WEB.REVIEW.REDIRECTING', { method: nameOf(method) })
                    : t('WEB.REVIEW.PLACING')
                  : t('WEB.REVIEW.PLACE')}
              </PrimaryButton>
            </Section>
          )}
        </div>
        <CheckoutSummary cart={cart} checkout={checkout} />
      </CheckoutColumns>
    </TitledPage>
  );
});
