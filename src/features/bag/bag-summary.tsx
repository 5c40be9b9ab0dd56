import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { FreeDeliveryProgress } from './rules/free-delivery.ts';
import { useT, type CatalogKey } from '../../i18n/index.ts';
import type { PriceFormatter } from '../../sites/index.ts';
import type { CartStore } from './stores/cart-store.ts';
import { NoticeList } from '../../ui/notice-list.styles.ts';
import { Summary } from './bag.styles.ts';
import { BagVoucher } from './bag-voucher.tsx';

const MESSAGES: Readonly<Record<string, CatalogKey>> = {
  UNAVAILABLE_ITEMS: 'WEB.CART.MESSAGE.UNAVAILABLE_ITEMS',
  LIMITED_STOCK: 'WEB.CART.MESSAGE.LIMITED_STOCK',
  PREORDER_ITEMS: 'WEB.CART.MESSAGE.PREORDER_ITEMS',
  UNABLE_TO_SHIP_ERROR: 'WEB.CART.MESSAGE.UNABLE_TO_SHIP_ERROR',
  STOCK_QUANTITY_EXCEEDED: 'WEB.CART.MESSAGE.STOCK_QUANTITY_EXCEEDED',
  MAX_QTY_PER_ITEM_EXCEEDED: 'WEB.CART.MESSAGE.MAX_QTY_PER_ITEM_EXCEEDED',
  MAX_QUANTITY_EXCEEDED: 'WEB.CART.MESSAGE.MAX_QTY_PER_ITEM_EXCEEDED',
  MAX_CART_QTY_EXCEEDED: 'WEB.CART.MESSAGE.MAX_CART_QTY_EXCEEDED',
};

/** The cart's notices, errors first (the store sorts them), each dismissible. */
export const BagMessages = observer(function BagMessages({ cart }: { cart: CartStore }) {
  const t = useT();
  if (cart.messages.length === 0) return null;
  return (
    <NoticeList aria-live="polite">
      {cart.messages.map((message) => (
        <li key={message.id} data-type={message.type} data-code={message.code}>
          <span>
            {t(MESSAGES[message.code] ?? 'WEB.CART.MESSAGE.GENERIC', { max: message.details?.max ?? '' })}
          </span>
          <button
            type="button"
            aria-label={t('WEB.CART.DISMISS')}
            onClick={() => cart.dismissMessage(message.id)}
          >
            ×
          </button>
        </li>
      ))}
    </NoticeList>
  );
});

/** The bag's figures: items, discounts, delivery, tax and total, with how far free delivery is. */
export const BagSummary = observer(function BagSummary(props: {
  cart: CartStore;
  formatter: PriceFormatter;
  freeDelivery: FreeDeliveryProgress;
  withVoucher?: boolean;
  /** The checkout has a delivery method on the cart, so its price (or Free) is known. */
  deliveryChosen?: boolean;
  /** The tax line as the checkout knows it (to come, the amount, an error); without it, the amount when there is one. */
  tax?: React.ReactNode;
  children?: React.ReactNode;
}) {
  const { cart, formatter } = props;
  const t = useT();
  const titleId = useId();
  const summary = cart.summary;
  // A chosen method that costs nothing is free; without a choice a zero cost only means it is not known yet.
  const hasDelivery = props.deliveryChosen || summary.deliveryCost > 0 || summary.totalDiscountShipping > 0;
  return (
    <Summary aria-labelledby={titleId}>
      <h2 id={titleId}>{t('WEB.CART.SUMMARY')}</h2>
      <dl>
        <dt>{t('WEB.CART.SUBTOTAL')}</dt>
        <dd>{formatter.format(summary.totalItemCost)}</dd>
        {summary.totalDiscount > 0 && (
          <>
            <dt>{t('WEB.CART.DISCOUNT')}</dt>
            <dd data-discount="">−{formatter.format(summary.totalDiscount)}</dd>
          </>
        )}
        <dt>{t('WEB.CART.DELIVERY')}</dt>
        <dd>
          {!hasDelivery
            ? t('WEB.CART.DELIVERY_AT_CHECKOUT')
            : summary.isFree
              ? t('WEB.CART.DELIVERY_FREE')
              : formatter.format(summary.shippingPrice)}
        </dd>
        {props.tax !== undefined ? (
          <>
            <dt>{t('WEB.CART.TAX')}</dt>
            <dd data-tax="">{props.tax}</dd>
          </>
        ) : (
          summary.totalTax > 0 && (
            <>
              <dt>{t('WEB.CART.TAX')}</dt>
              <dd>{formatter.format(summary.totalTax)}</dd>
            </>
          )
        )}
        <dt data-total="">{t('WEB.CART.TOTAL')}</dt>
        <dd data-total="">{formatter.format(summary.totalCost)}</dd>
      </dl>
      {props.freeDelivery && (
        <p data-free-delivery="">
          {props.freeDelivery.kind === 'reached'
            ? t('WEB.CART.FREE_DELIVERY_REACHED')
            : t('WEB.CART.FREE_DELIVERY_AT', { amount: formatter.format(props.freeDelivery.amount) })}
        </p>
      )}
      {props.withVoucher && <BagVoucher cart={cart} formatter={formatter} />}
      {props.children}
    </Summary>
  );
});
