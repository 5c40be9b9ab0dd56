import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import { freeDeliveryProgress, BagSummary } from '../../bag/index.ts';
import { itemsAfterDiscount } from '../../../../shared/delivery-rules.ts';
import { useT } from '../../../i18n/index.ts';
import type { CheckoutStore } from '../stores/checkout-store.ts';
import type { CartStore } from '../../bag/index.ts';
import { usePriceFormatter } from '../../../kernel/content/use-site-content.ts';
import { media } from '../../../ui/index.ts';

/** The checkout's two columns: the step, and the bag's figures beside it (under it on a phone). */
export const CheckoutColumns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;
  & > div {
    display: flex;
    flex-direction: column;
    gap: 20px;
    min-width: 0;
  }
  ${media.tabletMedium} {
    grid-template-columns: minmax(0, 3fr) minmax(300px, 2fr);
    gap: 40px;
    align-items: start;
  }
  /* The summary stays in view beside a long form on desktop. */
  & > aside {
    ${media.tabletMedium} {
      position: sticky;
      top: 24px;
    }
  }
`;

/** The tax line: to come until there is an address, calculating, the amount, or the calculation's error. */
const TaxState = observer(function TaxState({
  checkout,
  amount,
}: {
  checkout: CheckoutStore;
  amount: string;
}) {
  const t = useT();
  if (checkout.isTaxLoading) return t('WEB.CHECKOUT.TAX_CALCULATING');
  if (checkout.taxCalculated === 'CALCULATED') return amount;
  if (checkout.taxCalculated === 'TAX_REJECTION') return t('WEB.CHECKOUT.TAX_ERROR');
  return t('WEB.CHECKOUT.TAX_NEXT_STEP');
});

/**
 * The bag's figures on a checkout step, in its own column: no voucher field, the delivery method's price once one is
 * chosen, the tax as the checkout knows it, and how far free delivery is.
 */
export const CheckoutSummary = observer(function CheckoutSummary(props: {
  cart: CartStore;
  checkout: CheckoutStore;
}) {
  const { cart, checkout } = props;
  const t = useT();
  const formatter = usePriceFormatter();
  const itemsTotal = itemsAfterDiscount(cart.summary);
  return (
    <aside>
      <BagSummary
        cart={cart}
        formatter={formatter}
        freeDelivery={freeDeliveryProgress(checkout.shipping.options, checkout.shipping.selected, itemsTotal)}
        deliveryChosen={checkout.shipping.selected !== undefined}
        tax={<TaxState checkout={checkout} amount={formatter.format(cart.summary.totalTax)} />}
      >
        {checkout.taxCalculated === 'TAX_REJECTION' && !checkout.isTaxLoading && (
          <p role="alert" data-tax-error="">
            {t('WEB.CHECKOUT.TAX_ERROR_MESSAGE')}
          </p>
        )}
      </BagSummary>
    </aside>
  );
});
