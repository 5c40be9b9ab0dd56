import { useId, type ReactNode } from 'react';
import { useT } from '../../i18n/index.ts';
import type { Order, OrderLine } from '../../services/types/orders.ts';
import { usePriceFormatter } from '../../stores/use-site-content.ts';
import { OrderTimeline } from './order-timeline.tsx';
import { Card, DetailsGrid, Lines, Totals } from './orders.styles.ts';
import { useOrderDates } from './use-order-dates.ts';

/** How the page words what checkout knows best: an address as lines, a payment method's name. */
export interface OrderWording {
  addressLines: (address: Order['shippingAddress']) => string[];
  paymentName: (method: string) => string;
}

function TitledCard({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </Card>
  );
}

function TextLines({ lines }: { lines: string[] }) {
  return (
    <p>
      {lines.map((line, index) => (
        <span key={index}>
          {index > 0 && <br />}
          {line}
        </span>
      ))}
    </p>
  );
}

function LineItem({ line, money }: { line: OrderLine; money: (minor: number) => string }) {
  const t = useT();
  const onSale = line.listPrice > line.salePrice;
  return (
    <li>
      <img src={line.thumbnailUrl} alt="" width={64} height={85} loading="lazy" />
      <div>
        <p data-brand="">{line.brand}</p>
        <p>{line.name}</p>
        <p data-options="">
          {[line.colorName, line.sizeName].filter(Boolean).join(' · ')}
          {line.colorName || line.sizeName ? ' · ' : ''}
          {t('WEB.ORDERS.QUANTITY', { count: line.quantity })}
        </p>
        {line.personalisation.map((input) => (
          <p key={input.key}>{t('WEB.ORDERS.PERSONALISATION', { value: input.value })}</p>
        ))}
        <p>
          {t('WEB.ORDERS.UNIT_PRICE', { price: money(line.salePrice) })}
          {onSale && (
            <>
              {' '}
              <s>{t('WEB.ORDERS.WAS_PRICE', { price: money(line.listPrice) })}</s>
            </>
          )}
        </p>
      </div>
      <p data-price="">{money(line.total)}</p>
    </li>
  );
}

/** One order in full: what was bought, its progress, what it cost, where it goes and how it was paid. */
export function OrderDetailsView({ order, wording }: { order: Order; wording: OrderWording }) {
  const t = useT();
  const dates = useOrderDates();
  const formatter = usePriceFormatter();
  const money = (minor: number) => formatter.format(minor);
  const card = order.payment.last4 ? t('WEB.REVIEW.CARD_ENDING', { last4: order.payment.last4 }) : '';
  return (
    <>
      <p>
        {t('WEB.ORDERS.PLACED_ON', { date: dates.date(order.placedAt) })}
        {' · '}
        <span data-status={order.status}>{t(`WEB.ORDERS.STATUS.${order.status}`)}</span>
      </p>
      <DetailsGrid>
        <div>
          <TitledCard title={t('WEB.ORDERS.ITEMS')}>
            <Lines>
              {order.lines.map((line) => (
                <LineItem key={line.sku} line={line} money={money} />
              ))}
            </Lines>
          </TitledCard>
          <OrderTimeline timeline={order.timeline} />
        </div>
        <div>
          <TitledCard title={t('WEB.ORDERS.SUMMARY')}>
            <Totals>
              <div>
                <dt>{t('WEB.ORDERS.SUBTOTAL')}</dt>
                <dd>{money(order.totals.items)}</dd>
              </div>
              {order.totals.discount > 0 && (
                <div>
                  <dt>
                    {order.voucherCode
                      ? t('WEB.ORDERS.VOUCHER', { code: order.voucherCode })
                      : t('WEB.ORDERS.DISCOUNT')}
                  </dt>
                  <dd>−{money(order.totals.discount)}</dd>
                </div>
              )}
              <div>
                <dt>{t('WEB.ORDERS.DELIVERY')}</dt>
                <dd>{money(order.totals.delivery)}</dd>
              </div>
              {order.totals.tax > 0 && (
                <div>
                  <dt>{t('WEB.ORDERS.TAX')}</dt>
                  <dd>{money(order.totals.tax)}</dd>
                </div>
              )}
              <div data-total="">
                <dt>{t('WEB.ORDERS.TOTAL')}</dt>
                <dd>{money(order.totals.total)}</dd>
              </div>
            </Totals>
          </TitledCard>
          <TitledCard title={t('WEB.ORDERS.DELIVERY_ADDRESS')}>
            <TextLines lines={wording.addressLines(order.shippingAddress)} />
            {order.shippingMethod && <p>{order.shippingMethod}</p>}
          </TitledCard>
          <TitledCard title={t('WEB.ORDERS.BILLING_ADDRESS')}>
            <TextLines lines={wording.addressLines(order.billingAddress)} />
          </TitledCard>
          <TitledCard title={t('WEB.ORDERS.PAYMENT')}>
            <p data-payment="">
              {wording.paymentName(order.payment.method)}
              {card ? ` · ${card}` : ''}
            </p>
          </TitledCard>
        </div>
      </DetailsGrid>
    </>
  );
}
