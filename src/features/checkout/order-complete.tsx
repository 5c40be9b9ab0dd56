import { useT } from '../../i18n/index.ts';
import type { PlacedOrder } from '../../kernel/types/payment.ts';
import type { PriceFormatter } from '../../sites/index.ts';
import { useSiteContext } from '../../sites/site-context.tsx';
import { LineBrokenText, OrderLineItem, OrderTotalsRows } from '../../ui/order/index.ts';
import { useCountryName } from './order-review.tsx';
import { CompleteLayout } from './step.styles.ts';
import { addressLines } from '../../forms/index.ts';

/**
 * The placed order: its number, where the confirmation went, what was bought and what it cost, where it goes. A
 * payment still to be confirmed (a bank transfer) says so instead of thanking for a payment not yet made.
 */
export function OrderComplete(props: {
  order: PlacedOrder;
  formatter: PriceFormatter;
  pending: boolean;
  paymentName: string;
}) {
  const t = useT();
  const countryName = useCountryName();
  const { language } = useSiteContext();
  const { order, formatter } = props;
  const money = (minor: number) => formatter.format(minor);
  return (
    <CompleteLayout>
      <p data-reference="">{t('WEB.COMPLETE.REFERENCE', { reference: order.reference })}</p>
      <p>{t('WEB.COMPLETE.EMAIL_SENT', { email: order.email })}</p>
      {props.pending && <p role="status">{t('WEB.COMPLETE.PENDING')}</p>}
      <section aria-labelledby="complete-summary">
        <h2 id="complete-summary">{t('WEB.COMPLETE.SUMMARY')}</h2>
        <ul>
          {order.lines.map((line) => (
            <OrderLineItem
              key={line.sku}
              line={line}
              quantity={t('WEB.REVIEW.QUANTITY', { count: line.quantity })}
              money={money}
            />
          ))}
        </ul>
        <dl>
          <OrderTotalsRows
            totals={order.totals}
            money={money}
            labels={{
              items: t('WEB.COMPLETE.ITEMS'),
              discount: t('WEB.COMPLETE.DISCOUNT'),
              delivery: t('WEB.COMPLETE.DELIVERY'),
              tax: t('WEB.COMPLETE.TAX'),
              total: t('WEB.COMPLETE.TOTAL'),
            }}
          />
        </dl>
      </section>
      <section aria-labelledby="complete-delivery">
        <h2 id="complete-delivery">{t('WEB.COMPLETE.DELIVER_TO')}</h2>
        <LineBrokenText lines={addressLines(order.shippingAddress, countryName, language)} />
        {order.shippingMethod && <p>{order.shippingMethod}</p>}
        <h2>{t('WEB.COMPLETE.PAID_WITH')}</h2>
        <p>
          {props.paymentName}
          {order.payment.last4 ? ` · ${t('WEB.REVIEW.CARD_ENDING', { last4: order.payment.last4 })}` : ''}
        </p>
      </section>
    </CompleteLayout>
  );
}
