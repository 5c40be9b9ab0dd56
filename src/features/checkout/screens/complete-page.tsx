import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../../i18n/index.ts';
import { SiteLink } from '../../../sites/site-link.tsx';
import { useStores } from '../../../kernel/stores/index.ts';
import { usePriceFormatter } from '../../../kernel/content/use-site-content.ts';
import { useIsClient } from '../../../ui/hooks/use-is-client.ts';
import type { ScreenProps } from '../../../routing/route-types.ts';
import { TitledPage } from '../../content-pages/index.ts';
import { cartStore } from '../../bag/index.ts';
import { paymentStore } from '../../payments/index.ts';
import { usePaymentMethodName } from '../../orders/index.ts';
import { NextLink } from '../step.styles.ts';
import { OrderComplete } from '../order-complete.tsx';

/**
 * /complete: the thanks for a placed order, read back from the server with the order's access token from the
 * address (utr and uat). The bag the order came from is now empty: the cart is read again.
 */
export const CompleteScreen = observer(function CompleteScreen(_props: ScreenProps<true>) {
  const stores = useStores();
  const t = useT();
  const isClient = useIsClient();
  const formatter = usePriceFormatter();
  const nameOf = usePaymentMethodName();
  const [params] = useSearchParams();
  const reference = params.get('utr') ?? '';
  const token = params.get('uat') ?? '';
  const paymentMethod = params.get('paymentMethod') ?? '';
  const pending = params.get('Authorization') !== null && params.get('Authorization') !== 'AUTHORISED';

  useEffect(() => {
    void stores
      .get(cartStore)
      .ready()
      .then((cart) => cart.load());
    if (!reference || !token) return;
    void stores
      .get(paymentStore)
      .ready()
      .then((payment) => payment.loadCompleted(reference, token));
  }, [stores, reference, token]);

  const payment = stores.get(paymentStore).current;
  const order = payment?.completed?.reference === reference ? payment.completed : null;
  const failed = !reference || !token || payment?.completedState === 'failed';
  return (
    <TitledPage>
      <h1>{t('WEB.COMPLETE.TITLE')}</h1>
      {order ? (
        <OrderComplete
          order={order}
          formatter={formatter}
          pending={pending}
          paymentName={nameOf({
            id: order.payment.method || paymentMethod,
            name: payment?.session?.methods.find((method) => method.id === order.payment.method)?.name,
          })}
        />
      ) : failed || !isClient ? (
        <p role={failed ? 'alert' : undefined}>
          {failed ? t('WEB.COMPLETE.NOT_FOUND') : t('WEB.COMPLETE.LOADING')}
        </p>
      ) : (
        <p role="status">{t('WEB.COMPLETE.LOADING')}</p>
      )}
      {order && (
        <p>
          <SiteLink
            href={`/orders/order-status?${new URLSearchParams({ orderReference: reference, hash: token })}`}
          >
            {t('WEB.ORDERS.SEE_ORDER_STATUS')}
          </SiteLink>
        </p>
      )}
      <NextLink>
        <SiteLink href="/">{t('WEB.COMPLETE.CONTINUE')}</SiteLink>
      </NextLink>
    </TitledPage>
  );
});
