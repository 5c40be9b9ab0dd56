import { useT } from '../../i18n/index.ts';
import type { PlacedOrder } from '../../services/types/payment.ts';
import type { PriceFormatter } from '../../sites/index.ts';
import { useSiteContext } from '../../sites/site-context.tsx';
import { addressLines, useCountryName } from './order-review.tsx';
import { CompleteLayout } from './payment.styles.ts';

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
            <li key={line.sku}>
              <img src={line.thumbnailUrl} alt="" width={64} height={85} loading="lazy" />
              <div>
                <p data-brand="">{line.brand}</p>
                <p>{line.name}</p>
                <p data-options="">
                  {[line.colorName, line.sizeName].filter(Boolean).join(' · ')}
                  {' · '}
                  {t('WEB.REVIEW.QUANTITY', { count: line.quantity })}
                </p>
              </div>
              <p data-price="">{money(line.total)}</p>
            </li>
          ))}
        </ul>
        <dl>
          <div>
            <dt>{t('WEB.COMPLETE.ITEMS')}</dt>
            <dd>{money(order.totals.items)}</dd>
          </div>
          {order.totals.discount > 0 && (
            <div>
              <dt>{t('WEB.COMPLETE.DISCOUNT')}</dt>
              <dd>−{money(order.totals.discount)}</dd>
            </div>
          )}
          <div>
            <dt>{t('WEB.COMPLETE.DELIVERY')}</dt>
            <dd>{money(order.totals.delivery)}</dd>
          </div>
          {order.totals.tax > 0 && (
            <div>
              <dt>{t('WEB.COMPLETE.TAX')}</dt>
              <dd>{money(order.totals.tax)}</dd>
            </div>
          )}
          <div data-total="">
            <dt>{t('WEB.COMPLETE.TOTAL')}</dt>
            <dd>{money(order.totals.total)}</dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="complete-delivery">
        <h2 id="complete-delivery">{t('WEB.COMPLETE.DELIVER_TO')}</h2>
        <p>
          {addressLines(order.shippingAddress, countryName, language).map((line, index) => (
            <span key={index}>
              {index > 0 && <br />}
              {line}
            </span>
          ))}
        </p>
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
