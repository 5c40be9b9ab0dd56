import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import { useT } from '../../../i18n/index.ts';
import type { ListingProduct } from '../../../kernel/types/search-types.ts';
import type { PriceFormatter } from '../../../sites/index.ts';
import { cardHeart, type FavouriteHearts } from '../../../kernel/session/use-favourites.ts';
import { media } from '../../../ui/index.ts';
import { ProductCardSkeleton } from '../../../ui/product/product-card-skeleton.tsx';
import { ProductCard, type ProductBadge } from '../../../ui/product/product-card.tsx';

/** Cards per row: 2 on phones, 3 on tablets, 4 on desktops; 2rem apart. */
const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 2rem 1rem;
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.mobileLarge} {
    column-gap: 2rem;
  }
  ${media.tabletSmall} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.desktopSmall} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

/** Props of `ProductGrid`. */
export interface ProductGridProps extends FavouriteHearts<ListingProduct> {
  products: readonly ListingProduct[];
  formatter: PriceFormatter;
  /** Badges by promotion id (see `ProductCard`). */
  badges?: Readonly<Record<string, ProductBadge>>;
  onSelect?: (product: ListingProduct) => void;
  /** Show skeleton cards instead of the products (a page or filter change under way). */
  loading?: boolean;
  /** How many skeleton cards (one page of hits). */
  skeletonCount?: number;
  /** Heading level of the product names. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The listing's products as a grid of cards, or as skeleton cards of the same size while loading. An observer, so the
 * hearts follow the favourites the callbacks read.
 */
export const ProductGrid = observer(function ProductGrid(props: ProductGridProps) {
  const { products, loading = false, skeletonCount = 12 } = props;
  const t = useT();
  if (loading) {
    return (
      <Grid aria-label={t('WEB.LISTING.LOADING')} aria-busy="true" data-loading="" data-product-grid="">
        {Array.from({ length: skeletonCount }, (_, index) => (
          <li key={index}>
            <ProductCardSkeleton />
          </li>
        ))}
      </Grid>
    );
  }
  return (
    <Grid aria-label={t('WEB.LISTING.PRODUCTS')} data-product-grid="">
      {products.map((product, index) => (
        <li key={product.objectID}>
          <ProductCard
            product={product}
            formatter={props.formatter}
            {...cardHeart(props, product)}
            badges={props.badges}
            onSelect={props.onSelect && (() => props.onSelect?.(product))}
            headingLevel={props.headingLevel ?? 2}
            eager={index < 4}
          />
        </li>
      ))}
    </Grid>
  );
});
