import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../../i18n/index.ts';
import { SiteLink } from '../../../sites/site-link.tsx';
import type { Order } from '../../../kernel/types/orders.ts';
import { useStores } from '../../../kernel/stores/index.ts';
import type { ScreenProps } from '../../../routing/route-types.ts';
import { useOrderWording } from '../components/order-wording.ts';
import { TitledPage } from '../../content-pages/index.ts';
import { ordersStore } from '../orders-stores.ts';
import { GuestLookup } from '../guest-lookup.tsx';
import { OrderDetailsView } from '../order-details.tsx';
import { ShipmentStatus } from '../shipment-status.tsx';

/** The order reference and link hash the confirmation e-mail's link carries. */
function useLinkParameters() {
  const [params] = useSearchParams();
  return { reference: params.get('orderReference') ?? '', hash: params.get('hash') ?? '' };
}

/** The orders store, loaded with the page; the form waits for it. */
function useOrdersStore() {
  const stores = useStores();
  useEffect(() => void stores.get(ordersStore).ready(), [stores]);
  return stores.get(ordersStore).current;
}

/**
 * A guest's lookup page: the title, what to type (or where to find the link when the address has no hash), the
 * lookup form once the orders store is ready, and the page's answer for the order found.
 */
const GuestLookupPage = observer(function GuestLookupPage(props: {
  title: string;
  intro: string;
  submitLabel: string;
  children: (order: Order) => ReactNode;
}) {
  const t = useT();
  const link = useLinkParameters();
  const orders = useOrdersStore();
  return (
    <TitledPage>
      <h1>{props.title}</h1>
      <p>{link.hash ? props.intro : t('WEB.ORDERS.LOOKUP_NEEDS_LINK')}</p>
      {orders ? (
        <GuestLookup
          key={`${link.reference}:${link.hash}`}
          store={orders}
          initialReference={link.reference}
          hash={link.hash}
          submitLabel={props.submitLabel}
        >
          {props.children}
        </GuestLookup>
      ) : (
        <p role="status">{t('WEB.SHELL.LOADING')}</p>
      )}
    </TitledPage>
  );
});

/** /orders/order-status: a guest's order by its number and contact, with the hash of the e-mailed link. */
export function OrderStatusScreen(_props: ScreenProps<true>) {
  const t = useT();
  const wording = useOrderWording();
  return (
    <GuestLookupPage
      title={t('WEB.ORDERS.LOOKUP_TITLE')}
      intro={t('WEB.ORDERS.LOOKUP_INTRO')}
      submitLabel={t('WEB.ORDERS.FIND')}
    >
      {(order) => (
        <>
          <h2>{t('WEB.ORDERS.ORDER_NUMBER', { reference: order.reference })}</h2>
          <OrderDetailsView order={order} wording={wording} />
        </>
      )}
    </GuestLookupPage>
  );
}

/** /tracking: the same lookup, answered with where the parcel is. */
export function TrackingScreen(_props: ScreenProps<true>) {
  const t = useT();
  const link = useLinkParameters();
  const statusLink = (reference: string) =>
    `/orders/order-status?${new URLSearchParams({ orderReference: reference, hash: link.hash })}`;
  return (
    <GuestLookupPage
      title={t('WEB.ORDERS.TRACKING_TITLE')}
      intro={t('WEB.ORDERS.TRACKING_INTRO')}
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
    </GuestLookupPage>
  );
}
