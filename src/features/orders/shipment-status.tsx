import { useId } from 'react';
import { useT } from '../../i18n/index.ts';
import type { Order } from '../../kernel/types/orders.ts';
import { chronological, OrderTimeline, ShipmentDetails } from './order-timeline.tsx';
import { Card } from './orders.styles.ts';
import { useOrderDates } from './use-order-dates.ts';

/** Where a guest's parcel is: its latest shipment (carrier, tracking number) or that it has not left yet. */
export function ShipmentStatus({ order }: { order: Order }) {
  const t = useT();
  const dates = useOrderDates();
  const headingId = useId();
  const shipped = chronological(order.timeline)
    .filter((entry) => entry.step === 'SHIPPED')
    .at(-1);
  return (
    <>
      <Card aria-labelledby={headingId}>
        <h2 id={headingId}>{t('WEB.ORDERS.SHIPMENT')}</h2>
        <p>
          {t('WEB.ORDERS.ORDER_NUMBER', { reference: order.reference })}
          {' · '}
          <span data-status={order.status}>{t(`WEB.ORDERS.STATUS.${order.status}`)}</span>
        </p>
        {shipped ? (
          <p>
            {t('WEB.ORDERS.SHIPPED_ON', { date: dates.date(shipped.at) })}
            <br />
            <ShipmentDetails entry={shipped} />
          </p>
        ) : (
          <p>{t('WEB.ORDERS.NOT_SHIPPED')}</p>
        )}
      </Card>
      <OrderTimeline timeline={order.timeline} />
    </>
  );
}
