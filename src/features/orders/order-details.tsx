import { useId, type ReactNode } from 'react';
import { useT } from '../../i18n/index.ts';
import type { Order, OrderLine } from '../../kernel/types/orders.ts';
import { usePriceFormatter } from '../../kernel/content/use-site-content.ts';
import { LineBrokenText, OrderLineItem, OrderTotalsRows } from '../../ui/order/index.ts';
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

function LineItem({ line, money }: { line: OrderLine; money: (minor: number) => string }) {
  const t = useT();
  const onSale = line.listPrice > line.salePrice;
  return (
    <OrderLineItem line={line} quantity={t('WEB.ORDERS.QUANTITY', { count: line.quantity })} money={money}>
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
    </OrderLineItem>
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
              <OrderTotalsRows
                totals={order.totals}
                money={money}
                labels={{
                  items: t('WEB.ORDERS.SUBTOTAL'),
                  discount: order.voucherCode
                    ? t('WEB.ORDERS.VOUCHER', { code: order.voucherCode })
                    : t('WEB.ORDERS.DISCOUNT'),
                  delivery: t('WEB.ORDERS.DELIVERY'),
                  tax: t('WEB.ORDERS.TAX'),
                  total: t('WEB.ORDERS.TOTAL'),
                }}
              />
            </Totals>
          </TitledCard>
          <TitledCard title={t('WEB.ORDERS.DELIVERY_ADDRESS')}>
            <LineBrokenText lines={wording.addressLines(order.shippingAddress)} />
            {order.shippingMethod && <p>{order.shippingMethod}</p>}
          </TitledCard>
          <TitledCard title={t('WEB.ORDERS.BILLING_ADDRESS')}>
            <LineBrokenText lines={wording.addressLines(order.billingAddress)} />
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
