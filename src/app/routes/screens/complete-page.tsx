import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { NextLink, OrderComplete } from '../../../features/checkout/index.ts';
import { useT } from '../../../i18n/index.ts';
import { SiteLink } from '../../../sites/site-link.tsx';
import { useStores } from '../../../stores/index.ts';
import { usePriceFormatter } from '../../../stores/use-site-content.ts';
import { useIsClient } from '../../../ui/hooks/use-is-client.ts';
import type { ScreenProps } from '../route-types.ts';
import { TitledPage } from './titled-page.styles.ts';

/** Names the method the way the payment step did: the session's name for it when known, else its id. */
const methodName = (id: string, methods: readonly { id: string; name: string }[] | undefined) =>
  methods?.find((method) => method.id === id)?.name ?? id;

/**
 * /complete: the thanks for a placed order, read back from the server with the order's access token from the
 * address (utr and uat). The bag the order came from is now empty: the cart is read again.
 */
export const CompleteScreen = observer(function CompleteScreen(_props: ScreenProps<true>) {
  const stores = useStores();
  const t = useT();
  const isClient = useIsClient();
  const formatter = usePriceFormatter();
  const [params] = useSearchParams();
  const reference = params.get('utr') ?? '';
  const token = params.get('uat') ?? '';
  const paymentMethod = params.get('paymentMethod') ?? '';
  const pending = params.get('Authorization') !== null && params.get('Authorization') !== 'AUTHORISED';

  useEffect(() => {
    void stores.cart.ready().then((cart) => cart.load());
    if (!reference || !token) return;
    void stores.payment.ready().then((payment) => payment.loadCompleted(reference, token));
  }, [stores, reference, token]);

  const payment = stores.payment.current;
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
          paymentName={methodName(order.payment.method || paymentMethod, payment?.session?.methods)}
        />
      ) : failed || !isClient ? (
        <p role={failed ? 'alert' : undefined}>
          {failed ? t('WEB.COMPLETE.NOT_FOUND') : t('WEB.COMPLETE.LOADING')}
        </p>
      ) : (
        <p role="status">{t('WEB.COMPLETE.LOADING')}</p>
      )}
      <NextLink>
        <SiteLink href="/">{t('WEB.COMPLETE.CONTINUE')}</SiteLink>
      </NextLink>
    </TitledPage>
  );
});
