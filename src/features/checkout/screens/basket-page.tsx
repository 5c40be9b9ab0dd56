import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import {
  freeDeliveryProgress,
  BagLines,
  BagMessages,
  BagSummary,
  ProceedLink,
  cartStore,
} from '../../bag/index.ts';
import { itemsAfterDiscount } from '../../../../shared/delivery-rules.ts';
import { usePlural } from '../../../i18n/use-label.ts';
import { dateFormatter, LONG_DATE, useT } from '../../../i18n/index.ts';
import type { CartLine } from '../../../kernel/types/cart.ts';
import { SiteLink } from '../../../sites/site-link.tsx';
import { useStores } from '../../../kernel/stores/index.ts';
import { useFavourites } from '../../../kernel/session/use-favourites.ts';
import { usePriceFormatter } from '../../../kernel/content/use-site-content.ts';
import { useIsClient } from '../../../ui/hooks/use-is-client.ts';
import { media } from '../../../ui/index.ts';
import type { ScreenProps } from '../../../routing/route-types.ts';
import { ScreenContent, BAG_TRAYS_PAGE, TitledPage } from '../../content-pages/index.ts';
import { checkoutStore, loadCheckout } from '../checkout-stores.ts';

/** The content page shown under the empty bag's message (`pages/empty-bag.json`), when the site has one. */
export const EMPTY_BAG_PAGE = 'empty-bag';

const Columns = styled.div`
  display: grid;
  /* One column on phones that never grows past the screen, whatever a line holds. */
  grid-template-columns: minmax(0, 1fr);
  gap: 32px;
  ${media.tabletMedium} {
    grid-template-columns: minmax(0, 2fr) minmax(300px, 1fr);
    align-items: start;
  }
`;

/**
 * The bag: its lines (quantity, remove, move to favourites), the cart's notices, the summary with the voucher field
 * and how far free delivery is, or the empty bag with the site's blocks. The bag lives in the shopper's session: the
 * server renders the heading, the browser the rest.
 */
export const BasketScreen = observer(function BasketScreen(_props: ScreenProps<{ step: 'basket' }>) {
  const stores = useStores();
  const t = useT();
  const plural = usePlural();
  const isClient = useIsClient();
  const formatter = usePriceFormatter();
  const favourites = useFavourites();
  const { site } = stores;
  const siteId = site.site?.siteId;
  // Whichever the bag turns out to be once the browser reads it: the empty bag's blocks, or the trays under the
  // lines (with the badges their tiles show).
  if (siteId) {
    for (const name of [EMPTY_BAG_PAGE, BAG_TRAYS_PAGE])
      stores.content.plan(siteId, 'page', { language: site.language, name });
    stores.content.plan(siteId, 'badges', { language: site.language });
  }
  useEffect(() => stores.pageEvents.checkoutStep('basket'), [stores]);
  useEffect(() => {
    loadCheckout(stores);
  }, [stores]);

  const cart = stores.get(cartStore).current;
  if (!isClient || !cart || !cart.loaded) {
    return (
      <TitledPage aria-busy="true">
        <h1>{t('WEB.CART.TITLE')}</h1>
        <p role="status">{t('WEB.SHELL.LOADING')}</p>
      </TitledPage>
    );
  }
  if (cart.items.length === 0) {
    return (
      <TitledPage>
        <h1>{t('WEB.CART.TITLE')}</h1>
        <p role="status">{t('WEB.CART.EMPTY')}</p>
        <ScreenContent page={EMPTY_BAG_PAGE} />
      </TitledPage>
    );
  }
  const shipping = stores.get(checkoutStore).current?.shipping;
  const itemsTotal = itemsAfterDiscount(cart.summary);
  // Where the site keeps no favourites, the lines offer no move to them.
  const moveToFavourites =
    favourites &&
    ((line: CartLine) => {
      if (!favourites.has(line.productId)) favourites.toggle(line.productId);
      void cart.remove(line.id);
    });
  return (
    <TitledPage>
      <h1>{t('WEB.CART.TITLE')}</h1>
      <p>{plural('WEB.CART.ITEMS', cart.itemCount)}</p>
      <Columns>
        <div>
          <BagMessages cart={cart} />
          <BagLines
            cart={cart}
            formatter={formatter}
            formatDate={dateFormatter(site.locale, LONG_DATE)}
            {...(moveToFavourites ? { onMoveToFavourites: moveToFavourites } : {})}
          />
        </div>
        <BagSummary
          cart={cart}
          formatter={formatter}
          freeDelivery={freeDeliveryProgress(shipping?.options ?? [], shipping?.selected, itemsTotal)}
          withVoucher
        >
          <ProceedLink as={SiteLink} href="/checkout/shipping" data-checkout="">
            {t('WEB.CART.CHECKOUT')}
          </ProceedLink>
        </BagSummary>
      </Columns>
      <ScreenContent page={BAG_TRAYS_PAGE} />
    </TitledPage>
  );
});
