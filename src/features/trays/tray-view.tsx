import { observer } from 'mobx-react-lite';
import { useId, useState, type ReactNode, type RefObject } from 'react';
import { useT } from '../../i18n/index.ts';
import type { ListingProduct } from '../../kernel/types/index.ts';
import type { PriceFormatter } from '../../sites/index.ts';
import { ProductCard, ProductCardSkeleton, type ProductBadge } from '../../ui/product/index.ts';
import type { TrayStatus } from './stores/tray-store.ts';
import { cardHeart, type FavouriteHearts } from '../../kernel/session/use-favourites.ts';
import { Arrow, Arrows, Body, Header, Message, Reserved, Root, Row, Title } from './tray-view.styles.ts';
import { useScrollRow } from './use-scroll-row.ts';
import { ArrowChevron } from '../../ui/arrow-chevron.tsx';

/** Skeleton cards: a desktop row's worth (fewer when the tray shows fewer). */
const SKELETON_CARDS = 4;

/** Where a row of cards goes: its element is handed back (for paging) and its id named by the buttons. */
export interface RowSlot {
  id: string;
  attach: (element: HTMLUListElement | null) => void;
}

/** Props of `TrayView`. */
export interface TrayViewProps {
  title: string;
  status: TrayStatus;
  /** Cards the tray asks for: the skeleton shows at most a row of them. */
  hitsPerPage: number;
  /** How many cards there are; with any, `renderRow` draws them and the previous/next buttons appear. */
  productCount: number;
  rtl: boolean;
  renderRow: (slot: RowSlot) => ReactNode;
  /** Observed for nearness to the viewport (lazy loading). */
  rootRef?: RefObject<HTMLElement | null>;
}

/**
 * A tray: its title, then, in the height a row of cards takes (held from the server render, so nothing below moves),
 * skeleton cards, the cards, or a message when nothing was found or the search failed. The cards scroll sideways and
 * snap; previous/next buttons page them (mirrored in right-to-left languages) and, at either end, stay focusable but
 * say they are unavailable (aria-disabled), so keyboard focus is never lost. Tab reaches every card.
 */
export function TrayView({
  title,
  status,
  hitsPerPage,
  productCount,
  rtl,
  renderRow,
  rootRef,
}: TrayViewProps) {
  const t = useT();
  const titleId = useId();
  const rowId = useId();
  const [row, setRow] = useState<HTMLUListElement | null>(null);
  const { canPrevious, canNext, previous, next } = useScrollRow(row, rtl, productCount);
  const hasCards = productCount > 0;
  const message =
    status === 'empty' ? t('WEB.TRAY.NO_PRODUCTS') : status === 'failed' ? t('WEB.TRAY.UNAVAILABLE') : null;
  return (
    <Root ref={rootRef} aria-labelledby={titleId} data-tray={status}>
      <Header>
        <Title id={titleId}>{title}</Title>
        {hasCards && (
          <Arrows>
            <Arrow
              type="button"
              aria-label={t('WEB.TRAY.PREVIOUS')}
              aria-controls={rowId}
              aria-disabled={!canPrevious}
              onClick={() => canPrevious && previous()}
            >
              <ArrowChevron pointsRight={rtl} />
            </Arrow>
            <Arrow
              type="button"
              aria-label={t('WEB.TRAY.NEXT')}
              aria-controls={rowId}
              aria-disabled={!canNext}
              onClick={() => canNext && next()}
            >
              <ArrowChevron pointsRight={!rtl} />
            </Arrow>
          </Arrows>
        )}
      </Header>
      <Body>
        <Reserved>
          {hasCards ? (
            renderRow({ id: rowId, attach: setRow })
          ) : message ? (
            <Message role="status">{message}</Message>
          ) : (
            <Row as="div" role="status" aria-label={t('WEB.TRAY.LOADING')} aria-busy="true" data-loading="">
              {Array.from({ length: Math.min(SKELETON_CARDS, hitsPerPage) }, (_, index) => (
                <ProductCardSkeleton key={index} />
              ))}
            </Row>
          )}
        </Reserved>
      </Body>
    </Root>
  );
}

/** Props of `TrayRow`. */
export interface TrayRowProps extends FavouriteHearts<ListingProduct> {
  slot: RowSlot;
  products: readonly ListingProduct[];
  formatter: PriceFormatter;
  badges?: Readonly<Record<string, ProductBadge>>;
  /** A card was opened. */
  onSelect?: (product: ListingProduct) => void;
}

/**
 * The tray's cards in one row, each snapping into place; product names are headings under the tray's title. An
 * observer, so the hearts follow the favourites the callbacks read.
 */
export const TrayRow = observer(function TrayRow({ slot: { id, attach }, products, ...props }: TrayRowProps) {
  return (
    <Row ref={attach} id={id}>
      {products.map((product) => (
        <li key={product.objectID}>
          <ProductCard
            product={product}
            formatter={props.formatter}
            {...cardHeart(props, product)}
            {...(props.badges ? { badges: props.badges } : {})}
            {...(props.onSelect ? { onSelect: () => props.onSelect?.(product) } : {})}
            headingLevel={3}
          />
        </li>
      ))}
    </Row>
  );
});
