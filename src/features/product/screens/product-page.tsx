import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { contentPath } from '../../../../schemas/content/content-paths.ts';
import { CampaignMessagesWidget } from '../../campaigns/index.ts';
import type { ContentOf, LocalizedText } from '../../../content/index.ts';
import { dateFormatter, useLocalize, useT } from '../../../i18n/index.ts';
import { ContentFile, RenderBlocks, useRenderer } from '../../../renderer/index.ts';
import {
  chooseSizeGuide,
  sizeGuidePageFor,
  SizeGuideModalContent,
  useChartInLanguage,
} from '../../size-guide/index.ts';
import { skuOptionNames } from '../rules/product-options.ts';
import { SiteLink } from '../../../sites/site-link.tsx';
import { Modal } from '../../../ui/modal/modal.tsx';
import type { Product } from '../../../kernel/types/product.ts';
import { CustomisationPanel } from '../customisation-panel.tsx';
import { useStores } from '../../../kernel/stores/index.ts';
import { favouriteHeart, useFavourites } from '../../../kernel/session/use-favourites.ts';
import { usePriceFormatter } from '../../../kernel/content/use-site-content.ts';
import { useShell } from '../../../kernel/content/use-shell.ts';
import { colors, layout } from '../../../ui/index.ts';
import { catalogueScope, type ProductMatch } from '../product-match.ts';
import type { ScreenProps } from '../../../routing/route-types.ts';
import { NotFoundPage, PageSkeleton, ScreenContent, PRODUCT_TRAYS_PAGE } from '../../content-pages/index.ts';
import { productPageStores } from '../product-page-stores.ts';
import { DELIVERY_PAGE } from '../components/product-delivery.ts';
import { catalogueStore } from '../product-stores.ts';
import { BackInStockModal, type BackInStockSubject } from '../back-in-stock-modal.tsx';
import { ImagePreview } from '../image-preview.tsx';
import { ProductDetails, useProductTabLabels, type ProductNote } from '../product-details.tsx';
import { tabIndexOf, tabParameter } from '../product-tabs.tsx';

const Page = styled.div`
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  padding: 16px ${layout.gutter} 64px;
`;

/** Where focus goes back to when the size guide closes. */
const SIZE_GUIDE_BUTTON_ID = 'product-size-guide';
/** Dates of coming stock, as "6 January 2027". */
const DAY_MONTH_YEAR: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };

const SizeGuideButton = styled.button`
  margin-block-start: 10px;
  padding: 0;
  border: 0;
  background: none;
  color: ${colors.ink};
  font-size: 13px;
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;
`;

const Failed = styled.div`
  padding: 64px 0;
  text-align: center;
  color: ${colors.inkSoft};
  & button {
    margin-block-start: 16px;
    min-height: 44px;
    padding: 0 24px;
    border: 1px solid ${colors.ink};
    background: none;
    cursor: pointer;
  }
`;

/** A product page: the product from the catalogue (loaded before the first render), or the 404 template. */
export const ProductScreen = observer(function ProductScreen({ match, context }: ScreenProps<ProductMatch>) {
  const stores = useStores();
  const t = useT();
  const scope = catalogueScope({ stores });
  const state = stores.get(catalogueStore).current?.state(scope, match.reference);
  useEffect(() => {
    void stores
      .get(catalogueStore)
      .ready()
      .then((catalogue) => catalogue.load(scope, match.reference));
  }, [stores, scope, match.reference]);

  if (!state || state.status === 'loading') return <PageSkeleton />;
  if (state.status === 'not-found') return <NotFoundPage path={context.rest} />;
  if (state.status === 'failed') {
    return (
      <Page>
        <Failed role="alert">
          <p>{t('WEB.PRODUCT.LOAD_FAILED')}</p>
          <button
            type="button"
            onClick={() => void stores.get(catalogueStore).current?.load(scope, match.reference)}
          >
            {t('WEB.PRODUCT.RETRY')}
          </button>
        </Failed>
      </Page>
    );
  }
  return <ProductView key={state.product.productId} product={state.product} />;
});

/** The page of one loaded product: its store, the choice kept in the URL, and what the site adds around it. */
const ProductView = observer(function ProductView({ product }: { product: Product }) {
  const stores = useStores();
  const { site } = stores;
  const { shell } = useShell();
  const localize = useLocalize();
  const t = useT();
  const { reporter } = useRenderer();
  const formatter = usePriceFormatter();
  const favourites = useFavourites();
  const [params, setParams] = useSearchParams();
  const features = shell?.config?.features ?? {};
  const [{ store, personalisation }] = useState(() =>
    productPageStores(stores, {
      product,
      query: { color: params.get('color') ?? undefined, sku: params.get('sku') ?? undefined },
      config: shell?.config,
    }),
  );
  useEffect(() => () => store.dispose(), [store]);
  useEffect(() => () => personalisation?.dispose(), [personalisation]);

  // A product opened counts as recently viewed, on this site.
  const siteId = site.site?.siteId ?? '';
  useEffect(() => {
    if (siteId) stores.memory.recordProductView(siteId, product.productId);
  }, [stores.memory, siteId, product.productId]);

  // The choice lives in the URL (colour, then the sku once complete), replacing the entry: no reload, no history.
  // Only a change of the choice writes it, so leaving the page never carries it to the next one.
  const colour = store.selection.color;
  const sku = store.sku?.sku;
  const written = useRef({ colour: params.get('color') ?? undefined, sku: params.get('sku') ?? undefined });
  useEffect(() => {
    if (written.current.colour === colour && written.current.sku === sku) return;
    written.current = { colour, sku };
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (colour) next.set('color', colour);
        else next.delete('color');
        if (sku) next.set('sku', sku);
        else next.delete('sku');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [colour, sku, setParams]);

  const labels = useProductTabLabels();
  const tab = tabIndexOf(
    labels.map((label) => ({ label, content: null })),
    params.get('tab'),
  );
  const promotions = stores.content.keptFile(siteId, 'promotions', site.language);
  const notes = useMemo(
    () => productNotes(product, promotions?.promotions ?? [], localize),
    [product, promotions, localize],
  );
  const delivery = stores.content.page(siteId, site.language, DELIVERY_PAGE);
  // One file serves every language of the site: its texts are picked in the shopper's here.
  const chart = useChartInLanguage(stores.content.keptFile(siteId, 'measurementsChart', site.language));
  const sizeGuide = features.sizeGuide === true && chart ? chooseSizeGuide(chart, product) : undefined;
  const [guideOpen, setGuideOpen] = useState(false);
  const [picture, setPicture] = useState<number | null>(null);
  const [notify, setNotify] = useState<BackInStockSubject | null>(null);
  const askToNotify = () => {
    const sku = store.sku;
    if (!sku) return;
    setNotify({
      sku: sku.sku,
      productName: product.name,
      optionText: skuOptionNames(product, sku).join(', '),
    });
  };
  const brandsPath = shell?.config?.brandsPathname;
  return (
    <Page>
      <ProductDetails
        store={store}
        formatter={formatter}
        formatDate={dateFormatter(site.locale, DAY_MONTH_YEAR)}
        notes={notes}
        {...(brandsPath ? { brandHref: `/${brandsPath}/${product.brand.tag}` } : {})}
        {...favouriteHeart(favourites, product.productId)}
        onNotifyMe={askToNotify}
        onOpenPicture={setPicture}
        {...(sizeGuide
          ? {
              sizeAside: (
                <SizeGuideButton id={SIZE_GUIDE_BUTTON_ID} type="button" onClick={() => setGuideOpen(true)}>
                  {t('WEB.SIZE_GUIDE.TITLE')}
                </SizeGuideButton>
              ),
            }
          : {})}
        sticky={features.stickyAddToCart === true}
        {...(personalisation
          ? {
              customisation: <CustomisationPanel store={personalisation} />,
              ...(personalisation.shownPreview ? { preview: personalisation.shownPreview } : {}),
            }
          : {})}
        delivery={
          delivery.status === 'ready' ? (
            <ContentFile
              file={`${siteId}/${contentPath('page', { language: site.language, name: DELIVERY_PAGE })}`}
            >
              <RenderBlocks blocks={delivery.value.blocks} pointer="/blocks" />
            </ContentFile>
          ) : undefined
        }
        tab={tab}
        onTab={(index, tabs) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              const value = tabParameter(tabs, index);
              if (value) next.set('tab', value);
              else next.delete('tab');
              return next;
            },
            { replace: true, preventScrollReset: true },
          )
        }
        rtl={site.direction === 'rtl'}
      />
      <CampaignMessagesWidget settings={{ location: 'PRODUCT' }} />
      {/* Its trays (related, bought together) recommend for the product viewed last: this one, recorded above. */}
      <ScreenContent page={PRODUCT_TRAYS_PAGE} />
      <BackInStockModal subject={notify} onClose={() => setNotify(null)} />
      <ImagePreview
        open={picture !== null}
        onClose={() => setPicture(null)}
        pictures={store.colour?.media ?? [product.mainImage]}
        startIndex={picture ?? 0}
        name={product.name}
        colourName={store.colour?.name ?? ''}
        rtl={site.direction === 'rtl'}
      />
      {sizeGuide && chart && (
        <Modal
          open={guideOpen}
          onClose={() => setGuideOpen(false)}
          title={t('WEB.SIZE_GUIDE.TITLE')}
          returnFocusId={SIZE_GUIDE_BUTTON_ID}
        >
          <SizeGuideModalContent
            category={sizeGuide}
            {...(chart?.howToMeasureData ? { howToMeasure: chart.howToMeasureData } : {})}
            reporter={reporter}
          />
          <SiteLink href={`/${sizeGuidePageFor(chart, product)}`}>{t('WEB.SIZE_GUIDE.FULL_PAGE')}</SiteLink>
        </Modal>
      )}
    </Page>
  );
});

/** The site's promotions the product names (badges, banners, text), in the shopper's language. */
function productNotes(
  product: Product,
  promotions: ContentOf<'promotions'>['promotions'],
  localize: (text: LocalizedText | undefined) => string,
): ProductNote[] {
  return promotions.flatMap((promotion) =>
    product.promotions.includes(promotion.id) &&
    (promotion.kind === 'badge' || promotion.kind === 'banner' || promotion.kind === 'text')
      ? [
          {
            id: promotion.id,
            kind: promotion.kind,
            label: localize(promotion.label),
            ...(promotion.href ? { href: promotion.href } : {}),
          },
        ]
      : [],
  );
}
