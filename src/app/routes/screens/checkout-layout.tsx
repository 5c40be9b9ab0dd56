import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import { freeDeliveryProgress } from '../../../domain/bag/free-delivery.ts';
import { BagSummary } from '../../../features/bag/index.ts';
import type { CartStore } from '../../../stores/index.ts';
import { useStores } from '../../../stores/index.ts';
import { usePriceFormatter } from '../../../stores/use-site-content.ts';
import { media } from '../../../ui/index.ts';

/** The checkout's two columns: the step's form, and the bag's figures beside it (under it on a phone). */
export const CheckoutColumns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 32px;
  & > div {
    display: flex;
    flex-direction: column;
    gap: 16px;
    min-width: 0;
  }
  ${media.tabletMedium} {
    grid-template-columns: minmax(0, 2fr) minmax(300px, 1fr);
    align-items: start;
  }
`;

/** The bag's figures on a checkout step: no voucher field, free delivery as far as it goes. */
export const CheckoutSummary = observer(function CheckoutSummary({ cart }: { cart: CartStore }) {
  const { checkout } = useStores();
  const formatter = usePriceFormatter();
  const shipping = checkout.current?.shipping;
  const itemsTotal = cart.summary.totalItemCost - cart.summary.totalDiscountProduct;
  return (
    <BagSummary
      cart={cart}
      formatter={formatter}
      freeDelivery={freeDeliveryProgress(shipping?.options ?? [], shipping?.selected, itemsTotal)}
    />
  );
});
