import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { usePlural } from '../../../i18n/use-label.ts';
import { useIsClient } from '../../../ui/hooks/use-is-client.ts';
import { SiteLink } from '../../../sites/site-link.tsx';
import { useStores } from '../../../kernel/stores/index.ts';
import { trayStore } from '../../trays/index.ts';
import { useBadges, usePriceFormatter } from '../../../kernel/content/use-site-content.ts';
import { colors, media } from '../../../ui/index.ts';
import { ProductCard, ProductCardSkeleton, quickBuyRequest, useQuickBuy } from '../../../ui/product/index.ts';
import type { ScreenProps } from '../../../routing/route-types.ts';
import { TitledPage } from '../../content-pages/index.ts';

/** The most favourites the page shows: one search answers them all. */
export const FAVOURITES_SHOWN = 60;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 2rem 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.tabletSmall} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.tabletLarge} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  /* The buttons line up along a row of cards, whatever each card shows above them. */
  & > li {
    display: flex;
    flex-direction: column;
  }
  & [data-actions] {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin-block-start: auto;
    padding-block-start: 10px;
  }
  & [data-actions] button {
    min-height: 40px;
    padding: 0 14px;
    border: 1px solid ${colors.ink};
    background: none;
    color: ${colors.ink};
    font-size: 13px;
    cursor: pointer;
  }
  & [data-actions] button[data-primary] {
    background: ${colors.ink};
    color: ${colors.accentInk};
  }
`;

const Empty = styled.div`
  padding: 48px 0;
  & a {
    color: ${colors.ink};
  }
`;

/**
 * The shopper's favourites on this site, newest first, each with remove and add to bag (which opens quick buy to
 * choose a size). Favourites live in the browser: the server renders the heading, the browser the products.
 */
export const FavouritesScreen = observer(function FavouritesScreen(_props: ScreenProps<true>) {
  const stores = useStores();
  const t = useT();
  const plural = usePlural();
  const isClient = useIsClient();
  const formatter = usePriceFormatter();
  const badges = useBadges();
  const quickBuy = useQuickBuy();
  const siteId = stores.site.site?.siteId ?? '';
  const favourites = stores.favourites.current;
  const ids = favourites?.list(siteId) ?? [];
  const [tray] = useState(() =>
    stores.build(
      trayStore({
        siteId,
        source: { kind: 'products', productIds: () => stores.favourites.current?.list(siteId) ?? [] },
        hitsPerPage: FAVOURITES_SHOWN,
        widget: 'favourites',
      }),
    ),
  );
  useEffect(() => {
    void stores.favourites.ready().then(() => tray.load());
  }, [stores.favourites, tray]);

  const loading = !isClient || !favourites || tray.status === 'idle' || tray.status === 'loading';
  // Removing one takes it off at once; the search is not asked again.
  const shown = tray.products.filter((product) => ids.includes(product.productId));
  return (
    <TitledPage>
      <h1>{t('WEB.FAVOURITES.TITLE')}</h1>
      {loading ? (
        <Grid aria-busy="true" aria-label={t('WEB.SHELL.LOADING')}>
          {Array.from({ length: 4 }, (_, index) => (
            <li key={index}>
              <ProductCardSkeleton />
            </li>
          ))}
        </Grid>
      ) : shown.length === 0 ? (
        <Empty role="status">
          <p>{t(tray.status === 'failed' ? 'WEB.LISTING.FAILED' : 'WEB.FAVOURITES.EMPTY')}</p>
          <SiteLink href="/">{t('WEB.NOT_FOUND.HOME')}</SiteLink>
        </Empty>
      ) : (
        <>
          <p>{plural('WEB.FAVOURITES.COUNT', shown.length)}</p>
          <Grid>
            {shown.map((product, index) => (
              <li key={product.productId}>
                <ProductCard
                  product={product}
                  formatter={formatter}
                  badges={badges}
                  favourite
                  onToggleFavourite={() => favourites?.toggle(siteId, product.productId)}
                  headingLevel={2}
                  eager={index < 4}
                />
                <div data-actions="">
                  {quickBuy && (
                    <button type="button" data-primary="" onClick={() => quickBuy(quickBuyRequest(product))}>
                      {t('WEB.FAVOURITES.ADD_TO_BAG')}
                    </button>
                  )}
                  <button
                    type="button"
                    aria-label={t('WEB.FAVOURITES.REMOVE_LABEL', { name: product.name })}
                    onClick={() => favourites?.toggle(siteId, product.productId)}
                  >
                    {t('WEB.FAVOURITES.REMOVE')}
                  </button>
                </div>
              </li>
            ))}
          </Grid>
        </>
      )}
    </TitledPage>
  );
});
