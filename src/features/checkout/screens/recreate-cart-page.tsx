import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useT } from '../../../i18n/index.ts';
import { SiteLink } from '../../../sites/site-link.tsx';
import { useSiteContext } from '../../../sites/site-context.tsx';
import { useStores } from '../../../kernel/stores/index.ts';
import type { ScreenProps } from '../../../routing/route-types.ts';
import { TitledPage } from '../../content-pages/index.ts';
import { cartStore } from '../../bag/index.ts';

/**
 * /recreateCart: puts the lines of an earlier cart (`?cartPublicId=`, e.g. from an order whose payment failed) back
 * in the shopper's bag, then opens the bag.
 */
export const RecreateCartScreen = observer(function RecreateCartScreen(_props: ScreenProps<true>) {
  const stores = useStores();
  const t = useT();
  const navigate = useNavigate();
  const { href } = useSiteContext();
  const [params] = useSearchParams();
  const cartPublicId = params.get('cartPublicId') ?? undefined;
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let left = false;
    void stores
      .get(cartStore)
      .ready()
      .then(async (cart) => {
        const ok = await cart.recreate(cartPublicId);
        if (left) return;
        if (ok) navigate(href('/checkout/basket'), { replace: true });
        else setFailed(true);
      });
    return () => {
      left = true;
    };
  }, [stores, cartPublicId, navigate, href]);

  return (
    <TitledPage>
      <h1>{t('WEB.RECREATE.TITLE')}</h1>
      {failed ? (
        <>
          <p role="alert">{t('WEB.RECREATE.FAILED')}</p>
          <SiteLink href="/checkout/basket">{t('WEB.RECREATE.TO_BAG')}</SiteLink>
        </>
      ) : (
        <p role="status">{t('WEB.RECREATE.WORKING')}</p>
      )}
    </TitledPage>
  );
});
