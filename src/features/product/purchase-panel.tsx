import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useT, type CatalogKey } from '../../i18n/index.ts';
import type { AddButtonLabel, StockNote } from './rules/purchase-state.ts';
import type { ProductPageStore } from './stores/product-page-store.ts';
import type { FavouriteHeart } from '../../kernel/session/use-favourites.ts';
import { HeartIcon } from '../../ui/icons.tsx';
import { Actions, AddButton, AddError, FavouriteButton, Stock, StickyBar } from './product-page.styles.ts';

const BUTTON_LABELS: Record<AddButtonLabel, CatalogKey> = {
  added: 'WEB.PRODUCT.ADDED',
  pending: 'WEB.PRODUCT.ADDING',
  'pick-more': 'WEB.PRODUCT.ADD_TO_BAG',
  'not-available': 'WEB.PRODUCT.NOT_AVAILABLE',
  'notify-me': 'WEB.PRODUCT.NOTIFY_ME',
  'out-of-stock': 'WEB.PRODUCT.OUT_OF_STOCK',
  preorder: 'WEB.PRODUCT.PREORDER',
  backorder: 'WEB.PRODUCT.BACKORDER',
  add: 'WEB.PRODUCT.ADD_TO_BAG',
};

/** Cart codes the add may answer with, each with its message; anything else is the generic product error. */
const ADD_ERRORS: Readonly<Record<string, CatalogKey>> = {
  STOCK_QUANTITY_EXCEEDED: 'WEB.PRODUCT.ERROR.STOCK_QUANTITY_EXCEEDED',
  MAX_QUANTITY_EXCEEDED: 'WEB.PRODUCT.ERROR.MAX_QUANTITY_EXCEEDED',
  MAX_QTY_PER_ITEM_EXCEEDED: 'WEB.PRODUCT.ERROR.MAX_QTY_PER_ITEM_EXCEEDED',
  MAX_CART_QTY_EXCEEDED: 'WEB.PRODUCT.ERROR.MAX_CART_QTY_EXCEEDED',
};

/** The chosen sku's stock: low stock with its count, sold out, or the pre-order window. */
export function StockLine({
  note,
  lowStockMessage,
  outOfStockBadge,
  format,
}: {
  note: StockNote;
  lowStockMessage: boolean;
  outOfStockBadge: boolean;
  format: (date: Date) => string;
}) {
  const t = useT();
  let text: string | undefined;
  if (note.kind === 'low-stock' && lowStockMessage)
    text = note.count ? t('WEB.PRODUCT.LOW_STOCK_COUNT', { count: note.count }) : t('WEB.PRODUCT.LOW_STOCK');
  else if (note.kind === 'out-of-stock' && outOfStockBadge) text = t('WEB.PRODUCT.OUT_OF_STOCK');
  else if (note.kind === 'discontinued') text = t('WEB.PRODUCT.NOT_AVAILABLE');
  else if ((note.kind === 'preorder' || note.kind === 'backorder') && note.shipsFrom)
    text = t('WEB.PRODUCT.SHIPS_AFTER', { date: format(note.shipsFrom) });
  if (!text) return null;
  return <Stock data-kind={note.kind}>{text}</Stock>;
}

/**
 * The add-to-bag button with the favourite toggle, the add's error and, on phones where the site turns it on, a bar
 * that keeps the button at hand once the page's own has scrolled away.
 */
export const PurchasePanel = observer(function PurchasePanel(
  props: FavouriteHeart & {
    store: ProductPageStore;
    onNotifyMe: () => void;
    sticky: boolean;
    priceText: string;
  },
) {
  const { store } = props;
  const t = useT();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [offScreen, setOffScreen] = useState(false);
  useEffect(() => {
    const button = buttonRef.current;
    if (!props.sticky || !button || typeof IntersectionObserver === 'undefined') return;
    // Shown once the button is above the viewport (scrolled past), not while it is still ahead.
    const observer = new IntersectionObserver(([entry]) =>
      setOffScreen(!entry!.isIntersecting && entry!.boundingClientRect.top < 0),
    );
    observer.observe(button);
    return () => observer.disconnect();
  }, [props.sticky]);

  const { label, disabled } = store.button;
  const press = () => {
    if (label === 'notify-me') props.onNotifyMe();
    else void store.addToBag();
  };
  const error = store.addError;
  const button = (ref?: React.Ref<HTMLButtonElement>) => (
    <AddButton
      ref={ref}
      type="button"
      data-label={label}
      disabled={disabled}
      onClick={press}
      aria-live="polite"
    >
      {t(BUTTON_LABELS[label])}
    </AddButton>
  );
  return (
    <>
      <Actions>
        {button(buttonRef)}
        {props.onToggleFavourite && (
          <FavouriteButton
            type="button"
            aria-pressed={props.favourite ?? false}
            aria-label={t('WEB.PRODUCT.FAVOURITE', { name: store.product.name })}
            data-highlighted={props.favouriteHighlighted ? '' : undefined}
            onClick={props.onToggleFavourite}
          >
            <HeartIcon aria-hidden="true" />
          </FavouriteButton>
        )}
      </Actions>
      {error && (
        <AddError role="alert">
          {t(ADD_ERRORS[error.code] ?? 'WEB.PRODUCT.ERROR.GENERIC', { max: error.max ?? '' })}
        </AddError>
      )}
      {props.sticky && offScreen && (
        <StickyBar data-sticky-add="">
          <p>
            {store.product.name} · {props.priceText}
          </p>
          {button()}
        </StickyBar>
      )}
    </>
  );
});
