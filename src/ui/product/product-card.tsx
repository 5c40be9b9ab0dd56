import { useId, useState, type PointerEvent } from 'react';
import { useT } from '../../i18n/index.ts';
import type { ListingProduct } from '../../kernel/types/index.ts';
import type { PriceFormatter } from '../../sites/index.ts';
import { SiteLink } from '../../sites/site-link.tsx';
import { HeartIcon } from '../direction-icons.tsx';
import { BagIcon } from '../icons.tsx';
import { highlightSegments } from './highlight-segments.ts';
import { ProductPrice } from './product-price.tsx';
import {
  Badges,
  Brand,
  Card,
  Favourite,
  Media,
  Name,
  QuickBuyButton,
  Stock,
  Title,
} from './product-card.styles.ts';
import { quickBuyRequest, useQuickBuy } from './quick-buy-context.ts';
import { SwatchList } from './swatch-list.tsx';

/** Availability codes (`AVAILABILITY`) that the card mentions. */
const LOW_STOCK = 2;
const OUT_OF_STOCK = 3;
const DISCONTINUED = 4;

/** A promotion badge (promotions.json `kind: 'badge'`, badges.json), its label already in the shopper's language. */
export interface ProductBadge {
  label: string;
  color?: string;
  textColor?: string;
}

/** Props of `ProductCard`. */
export interface ProductCardProps {
  product: ListingProduct;
  /** The site's money format; prices are minor units. */
  formatter: PriceFormatter;
  favourite?: boolean;
  /** Just added to favourites: the heart is highlighted for a moment. */
  favouriteHighlighted?: boolean;
  /** Toggle the favourite; without it the card has no heart (the site keeps no favourites). */
  onToggleFavourite?: () => void;
  /** Badges by promotion id; the product's promotions without one show nothing. */
  badges?: Readonly<Record<string, ProductBadge>>;
  /** The card link was followed (to remember the listing's queryID and position for the product page). */
  onSelect?: () => void;
  /** Heading level of the product name, under the page's own headings. */
  headingLevel?: 2 | 3 | 4;
  /** Load the main picture at once (the first row, above the fold). */
  eager?: boolean;
}

/** Low-stock or out-of-stock hint, or nothing. */
function StockHint({ availability }: { availability: number }) {
  const t = useT();
  if (availability === LOW_STOCK) return <Stock data-level="low">{t('WEB.LISTING.CARD.LOW_STOCK')}</Stock>;
  if (availability === OUT_OF_STOCK || availability === DISCONTINUED)
    return <Stock data-level="out">{t('WEB.LISTING.CARD.OUT_OF_STOCK')}</Stock>;
  return null;
}

/**
 * One product of a listing: a 3:4 picture (the second one on hover, where there is hover), badges, brand, name,
 * price, stock hint, colour swatches and a favourite toggle. The whole card links to the product; the swatches and
 * the heart sit above that link.
 */
export function ProductCard(props: ProductCardProps) {
  const {
    product,
    formatter,
    favourite = false,
    onToggleFavourite,
    badges = {},
    onSelect,
    eager = false,
  } = props;
  const t = useT();
  const quickBuy = useQuickBuy();
  const nameId = useId();
  // The hover picture is fetched on the first mouse hover: phones never show it, so they never pay for it.
  const [hovered, setHovered] = useState(false);
  const [preview, setPreview] = useState<string | undefined>(undefined);
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setHovered(true);
  };
  const shownBadges = product.promotions.flatMap((id) => (badges[id] ? [{ id, ...badges[id] }] : []));
  const unavailable = product.availability === OUT_OF_STOCK || product.availability === DISCONTINUED;
  const level = props.headingLevel ?? 3;
  return (
    <Card
      aria-labelledby={nameId}
      onPointerEnter={onPointerEnter}
      data-unavailable={unavailable ? '' : undefined}
    >
      <Media data-preview={preview ? '' : undefined}>
        <img
          src={preview ?? product.mainImage}
          alt=""
          width={600}
          height={800}
          {...(eager ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy', decoding: 'async' })}
        />
        {hovered && product.secondaryImage && (
          <img
            data-secondary=""
            src={product.secondaryImage}
            alt=""
            width={600}
            height={800}
            decoding="async"
          />
        )}
        {shownBadges.length > 0 && (
          <Badges>
            {shownBadges.slice(0, 2).map((badge) => (
              <li
                key={badge.id}
                style={badge.color ? { background: badge.color, color: badge.textColor } : undefined}
              >
                {badge.label}
              </li>
            ))}
          </Badges>
        )}
        {quickBuy && (
          <QuickBuyButton
            type="button"
            aria-label={t('WEB.PRODUCT.QUICK_BUY_LABEL', { name: product.name })}
            onClick={() => quickBuy(quickBuyRequest(product))}
          >
            <BagIcon size={18} aria-hidden="true" />
            <span>{t('WEB.PRODUCT.QUICK_BUY')}</span>
          </QuickBuyButton>
        )}
        {onToggleFavourite && (
          <Favourite
            type="button"
            aria-pressed={favourite}
            aria-label={t('WEB.LISTING.CARD.FAVOURITE', { name: product.name })}
            data-highlighted={props.favouriteHighlighted ? '' : undefined}
            onClick={onToggleFavourite}
          >
            <HeartIcon size={20} />
          </Favourite>
        )}
      </Media>
      <Title as={`h${level}`}>
        <SiteLink href={product.url} id={nameId} onClick={onSelect}>
          <Brand data-brand="">{product.brand.name}</Brand>{' '}
          {product.highlightedName ? (
            // Highlighted by the search engine: its <em> tags become elements, everything else stays text.
            <Name data-name="">
              {highlightSegments(product.highlightedName).map((segment, index) =>
                segment.matched ? <em key={index}>{segment.text}</em> : segment.text,
              )}
            </Name>
          ) : (
            <Name data-name="">{product.name}</Name>
          )}
        </SiteLink>
      </Title>
      <ProductPrice price={product.price} onSale={product.onSale} formatter={formatter} />
      <StockHint availability={product.availability} />
      <SwatchList product={product} onPreview={setPreview} />
    </Card>
  );
}
