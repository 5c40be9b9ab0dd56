import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { GuestLookup, OrderDetailsView, ShipmentStatus } from '../../../features/orders/index.ts';
import { useT } from '../../../i18n/index.ts';
import { SiteLink } from '../../../sites/site-link.tsx';
import { useStores } from '../../../stores/index.ts';
import type { ScreenProps } from '../route-types.ts';
import { useOrderWording } from './order-wording.ts';
import { TitledPage } from './titled-page.styles.ts';

/** The order reference and link hash the confirmation e-mail's link carries. */
function useLinkParameters() {
  const [params] = useSearchParams();
  return { reference: params.get('orderReference') ?? '', hash: params.get('hash') ?? '' };
}

/** The orders store, loaded with the page; the form waits for it. */
function useOrdersStore() {
  const stores = useStores();
  useEffect(() => void stores.orders.ready(), [stores]);
  return stores.orders.current;
}

/** /orders/order-status: a guest's order by its number and contact, with the hash of the e-mailed link. */
export const OrderStatusScreen = observer(function OrderStatusScreen(_props: ScreenProps<true>) {
  const t = useT();
  const wording = useOrderWording();
  const link = useLinkParameters();
  const orders = useOrdersStore();
  return (
    <TitledPage>
      <h1>{t('WEB.ORDERS.LOOKUP_TITLE')}</h1>
      <p>{t(link.hash ? 'WEB.ORDERS.LOOKUP_INTRO' : 'WEB.ORDERS.LOOKUP_NEEDS_LINK')}</p>
      {orders ? (
        <GuestLookup
          key={`${link.reference}:${link.hash}`}
          store={orders}
          initialReference={link.reference}
          hash={link.hash}
          submitLabel={t('WEB.ORDERS.FIND')}
        >
          {(order) => (
            <>
              <h2>{t('WEB.ORDERS.ORDER_NUMBER', { reference: order.reference })}</h2>
              <OrderDetailsView order={order} wording={wording} />
            </>
          )}
        </GuestLookup>
      ) : (
        <p role="status">{t('WEB.SHELL.LOADING')}</p>
      )}
    </TitledPage>
  );
});

/** /tracking: the same lookup, answered with where the parcel is. */
export const TrackingScreen = observer(function TrackingScreen(_props: ScreenProps<true>) {
  const t = useT();
  const link = useLinkParameters();
  const orders = useOrdersStore();
  const statusLink = (reference: string) =>
    `/orders/order-status?${new URLSearchParams({ orderReference: reference, hash: link.hash })}`;
  return (
    <TitledPage>
      <h1>{t('WEB.ORDERS.TRACKING_TITLE')}</h1>
      <p>{t(link.hash ? 'WEB.ORDERS.TRACKING_INTRO' : 'WEB.ORDERS.LOOKUP_NEEDS_LINK')}</p>
      {orders ? (
        <GuestLookup
          key={`${link.reference}:${link.hash}`}
          store={orders}
          initialReference={link.reference}
          hash={link.hash}
          submitLabel={t('WEB.ORDERS.TRACK')}
        >
          {(order) => (
            <>
              <ShipmentStatus order={order} />
              <p>
                <SiteLink href={statusLink(order.reference)}>{t('WEB.ORDERS.VIEW_ORDER')}</SiteLink>
              </p>
            </>
          )}
        </GuestLookup>
      ) : (
        <p role="status">{t('WEB.SHELL.LOADING')}</p>
      )}
    </TitledPage>
  );
});
