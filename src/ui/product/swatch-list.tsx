import { useT } from '../../i18n/index.ts';
import type { ListingProduct } from '../../kernel/types/index.ts';
import { SiteLink } from '../../sites/site-link.tsx';
import { Swatches } from './product-card.styles.ts';
import { usePlural } from '../../i18n/use-label.ts';

/** Swatches a card shows before '+N'. */
export const SWATCH_LIMIT = 5;

/** A colour's fill: one hex, or equal hard stripes for two-tone and multicolour. */
export function swatchBackground(hex: readonly string[]): string {
  if (hex.length <= 1) return hex[0] ?? '#cccccc';
  const step = 100 / hex.length;
  const stops = hex.map((colour, index) => `${colour} ${index * step}% ${(index + 1) * step}%`);
  return `linear-gradient(90deg, ${stops.join(', ')})`;
}

interface Props {
  product: ListingProduct;
  /** Hovering a colour previews its picture in the card (undefined: back to the card's own). */
  onPreview: (image: string | undefined) => void;
}

/** Up to five colour links of a product, the current one marked, then '+N' for the rest. */
export function SwatchList({ product, onPreview }: Props) {
  const t = useT();
  const plural = usePlural();
  const { swatches } = product;
  if (swatches.length < 2) return null;
  const more = swatches.length - SWATCH_LIMIT;
  return (
    <Swatches aria-label={t('WEB.LISTING.CARD.COLOURS')}>
      {swatches.slice(0, SWATCH_LIMIT).map((swatch) => (
        <li key={swatch.slug}>
          <SiteLink
            href={swatch.url}
            aria-label={swatch.name}
            title={swatch.name}
            aria-current={swatch.slug === product.color ? 'true' : undefined}
            onPointerEnter={(event) => event.pointerType === 'mouse' && onPreview(swatch.mainImage)}
            onPointerLeave={() => onPreview(undefined)}
          >
            <span style={{ background: swatchBackground(swatch.hex) }} />
          </SiteLink>
        </li>
      ))}
      {more > 0 && (
        <li data-more="">
          <span aria-hidden="true" dir="ltr">
            +{more}
          </span>
          <span className="visually-hidden">{plural('WEB.LISTING.CARD.MORE_COLOURS', more)}</span>
        </li>
      )}
    </Swatches>
  );
}
