import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useT } from '../../../i18n/index.ts';
import { SiteLink } from '../../../sites/site-link.tsx';
import { useStores } from '../../../kernel/stores/index.ts';
import type { ScreenProps } from '../../../routing/route-types.ts';
import { useOrderWording } from '../components/order-wording.ts';
import { TitledPage } from '../../content-pages/index.ts';
import { ordersStore } from '../orders-stores.ts';
import { OrderDetailsView } from '../order-details.tsx';
import { OrderHistory } from '../order-history.tsx';
import { SignInNotice } from '../sign-in-notice.tsx';

/** /orders: the signed-in customer's orders, newest first. */
export const OrdersScreen = observer(function OrdersScreen(_props: ScreenProps<true>) {
  const stores = useStores();
  const t = useT();
  useEffect(() => {
    void stores
      .get(ordersStore)
      .ready()
      .then((orders) => orders.loadHistory());
  }, [stores]);
  const orders = stores.get(ordersStore).current;
  return (
    <TitledPage>
      <h1>{t('WEB.ORDERS.TITLE')}</h1>
      {orders ? <OrderHistory store={orders} /> : <p role="status">{t('WEB.ORDERS.LOADING')}</p>}
    </TitledPage>
  );
});

/** /orders/:orderReference: one of the signed-in customer's orders in full. */
export const OrderScreen = observer(function OrderScreen({ match }: ScreenProps<{ orderReference: string }>) {
  const stores = useStores();
  const t = useT();
  const wording = useOrderWording();
  const { orderReference } = match;
  useEffect(() => {
    void stores
      .get(ordersStore)
      .ready()
      .then((orders) => orders.loadOrder(orderReference));
  }, [stores, orderReference]);
  const orders = stores.get(ordersStore).current;
  const order = orders?.order?.reference === orderReference ? orders.order : null;
  const state = orders?.orderState ?? 'loading';
  return (
    <TitledPage>
      <h1>{t('WEB.ORDERS.ORDER_NUMBER', { reference: orderReference })}</h1>
      {order ? (
        <OrderDetailsView order={order} wording={wording} />
      ) : state === 'signed-out' ? (
        <SignInNotice />
      ) : state === 'not-found' ? (
        <p role="alert">{t('WEB.ORDERS.NOT_FOUND')}</p>
      ) : state === 'failed' ? (
        <p role="alert">{t('WEB.ORDERS.FAILED')}</p>
      ) : (
        <p role="status">{t('WEB.ORDERS.ORDER_LOADING')}</p>
      )}
      <p>
        <SiteLink href="/orders">{t('WEB.ORDERS.BACK_TO_ORDERS')}</SiteLink>
      </p>
    </TitledPage>
  );
});
