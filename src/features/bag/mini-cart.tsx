import { observer } from 'mobx-react-lite';
import { dateFormatter, LONG_DATE, useT } from '../../i18n/index.ts';
import { SiteLink } from '../../sites/site-link.tsx';
import { useStores } from '../../kernel/stores/index.ts';
import { usePriceFormatter } from '../../kernel/content/use-site-content.ts';
import { Pullout } from '../../ui/pullout/pullout.tsx';
import { BagLines } from './bag-lines.tsx';
import { BagSummary } from './bag-summary.tsx';
import { MiniCartActions } from './mini-cart.styles.ts';
import { cartStore } from './bag-stores.ts';

/** The mini cart's width on a screen wide enough for it (narrower screens keep a strip of page beside it). */
export const MINI_CART_WIDTH = 380;

/**
 * The mini cart: a drawer from the inline-end edge with the bag's lines and figures, opened when an add or an update
 * changed the count; "view bag" goes to the basket, "continue shopping" closes it.
 */
export const MiniCart = observer(function MiniCart(props: { open: boolean; onClose: () => void }) {
  const stores = useStores();
  const t = useT();
  const formatter = usePriceFormatter();
  const cart = stores.get(cartStore).current;
  if (!cart) return null;
  return (
    <Pullout
      open={props.open}
      onClose={props.onClose}
      title={t('WEB.CART.MINI_TITLE')}
      side="end"
      width={MINI_CART_WIDTH}
      direction={stores.site.direction}
      footer={
        <BagSummary cart={cart} formatter={formatter} freeDelivery={undefined}>
          <MiniCartActions>
            <SiteLink href="/checkout/basket" onClick={props.onClose} data-primary="">
              {t('WEB.CART.VIEW_BAG')}
            </SiteLink>
            <button type="button" onClick={props.onClose}>
              {t('WEB.CART.CONTINUE')}
            </button>
          </MiniCartActions>
        </BagSummary>
      }
    >
      <BagLines
        cart={cart}
        formatter={formatter}
        formatDate={dateFormatter(stores.site.locale, LONG_DATE)}
        compact
      />
    </Pullout>
  );
});
