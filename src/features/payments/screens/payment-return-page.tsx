import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useT } from '../../../i18n/index.ts';
import { SiteLink } from '../../../sites/site-link.tsx';
import { useSiteContext } from '../../../sites/site-context.tsx';
import { useStores } from '../../../kernel/stores/index.ts';
import type { ScreenProps } from '../../../routing/route-types.ts';
import { useGoToOutcome } from '../components/go-to-outcome.ts';
import { TitledPage } from '../../content-pages/index.ts';
import { paymentStore } from '../payment-stores.ts';

/**
 * The page the payment provider sends the shopper back to (`?utr=` and the provider's `redirectResult`): the payment
 * is finished in the shopper's own session (PUT /api/checkout/payment/{utr}), then the shopper goes on to /complete,
 * or back to payment with the status (a cancelled or declined payment keeps the bag). A browser without the order's
 * session goes on to the API's browser return, where the redirectResult alone is the proof.
 */
export const PaymentReturnScreen = observer(function PaymentReturnScreen(_props: ScreenProps<true>) {
  const stores = useStores();
  const t = useT();
  const navigate = useNavigate();
  const go = useGoToOutcome();
  const { href } = useSiteContext();
  const [params] = useSearchParams();
  const reference = params.get('utr') ?? '';
  const redirectResult = params.get('redirectResult') ?? '';
  const incomplete = !reference || !redirectResult;
  const [started, setStarted] = useState(false);

  useEffect(() => {
    if (incomplete || started) return;
    setStarted(true);
    void stores
      .get(paymentStore)
      .ready()
      .then(async (payment) => {
        const next = await payment.finishPayment(reference, redirectResult);
        if (next.kind === 'outcome') go(next.outcome, { replace: true });
        else if (next.kind === 'browser') window.location.replace(next.url);
        else {
          const { kind: _kind, ...status } = next;
          navigate(`${href('/checkout/payment')}?${new URLSearchParams(status)}`, { replace: true });
        }
      });
  }, [stores, incomplete, started, reference, redirectResult, go, navigate, href]);

  return (
    <TitledPage>
      <h1>{t('WEB.PAYMENT.RETURN_TITLE')}</h1>
      {incomplete ? (
        <>
          <p role="alert">{t('WEB.CHECKOUT_STATUS.ORDER_NOT_FOUND')}</p>
          <SiteLink href="/checkout/payment">{t('WEB.REVIEW.BACK_TO_PAYMENT')}</SiteLink>
        </>
      ) : (
        <p role="status">{t('WEB.PAYMENT.RETURN_WORKING')}</p>
      )}
    </TitledPage>
  );
});
