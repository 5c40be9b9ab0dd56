import { useId } from 'react';
import { useT } from '../../i18n/index.ts';
import type { OrderTimelineEntry } from '../../kernel/types/orders.ts';
import { SiteLink } from '../../sites/site-link.tsx';
import { Card, Steps } from './orders.styles.ts';
import { useOrderDates } from './use-order-dates.ts';

/** Oldest first whatever order the steps came in; steps at the same moment keep theirs. */
export function chronological(timeline: readonly OrderTimelineEntry[]): OrderTimelineEntry[] {
  return timeline
    .map((entry, index) => ({ entry, index, time: Date.parse(entry.at) }))
    .sort((a, b) => a.time - b.time || a.index - b.index)
    .map(({ entry }) => entry);
}

/** The shipment details a step carries (carrier, tracking number, the carrier's tracking page). */
export function ShipmentDetails({ entry }: { entry: OrderTimelineEntry }) {
  const t = useT();
  if (!entry.carrier && !entry.trackingNumber) return null;
  return (
    <span data-shipment="">
      {entry.carrier && <span>{t('WEB.ORDERS.CARRIER', { carrier: entry.carrier })}</span>}
      {entry.trackingNumber && (
        <>
          {' · '}
          <span data-tracking-number="">
            {t('WEB.ORDERS.TRACKING_NUMBER', { number: entry.trackingNumber })}
          </span>
        </>
      )}
      {entry.trackingUrl && (
        <>
          {' · '}
          <SiteLink href={entry.trackingUrl}>
            {t('WEB.ORDERS.TRACK_PARCEL', { carrier: entry.carrier ?? '' })}
          </SiteLink>
        </>
      )}
    </span>
  );
}

/** The order's progress, oldest step first, the latest marked as the current one. */
export function OrderTimeline({ timeline }: { timeline: readonly OrderTimelineEntry[] }) {
  const t = useT();
  const dates = useOrderDates();
  const headingId = useId();
  const steps = chronological(timeline);
  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId}>{t('WEB.ORDERS.TIMELINE')}</h2>
      <Steps>
        {steps.map((entry, index) => {
          const latest = index === steps.length - 1;
          return (
            <li key={`${entry.step}-${entry.at}-${index}`} aria-current={latest ? 'step' : undefined}>
              <span data-step="">{t(`WEB.ORDERS.STEP.${entry.step}`)}</span>
              {latest && <span className="visually-hidden"> ({t('WEB.ORDERS.LATEST')})</span>}
              <time dateTime={entry.at}>{dates.dateTime(entry.at)}</time>
              <ShipmentDetails entry={entry} />
            </li>
          );
        })}
      </Steps>
    </Card>
  );
}
