import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { dateFormatter, LONG_DATE, useT } from '../../i18n/index.ts';
import type { Product } from '../../kernel/types/product.ts';
import { SiteLink } from '../../sites/site-link.tsx';
import { useStores } from '../../kernel/stores/index.ts';
import { productPageFeatures, productPageStore } from './stores/product-page-store.ts';
import { favouriteHeart, useFavourites } from '../../kernel/session/use-favourites.ts';
import { usePriceFormatter } from '../../kernel/content/use-site-content.ts';
import { useShell } from '../../kernel/content/use-shell.ts';
import { Modal } from '../../ui/modal/modal.tsx';
import { ProductPrice } from '../../ui/product/product-price.tsx';
import type { QuickBuyRequest } from '../../ui/product/quick-buy-context.ts';
import { OptionPicker } from './option-picker.tsx';
import { PurchasePanel, StockLine } from './purchase-panel.tsx';
import { QuickBuyLayout } from './quick-buy.styles.ts';
import { cartStore } from '../bag/index.ts';
import { catalogueStore } from './product-stores.ts';

/**
 * Quick buy from a product card: the product's picture, price, options and add to bag in a dialog, with a link to
 * its page. The product comes from the catalogue, so opening it again (or then its page) asks nothing more.
 */
export const QuickBuyModal = observer(function QuickBuyModal(props: {
  request: QuickBuyRequest | null;
  onClose: () => void;
}) {
  return (
    <Modal open={props.request !== null} onClose={props.onClose} title={props.request?.name ?? ''}>
      {props.request && <QuickBuyBody request={props.request} onClose={props.onClose} />}
    </Modal>
  );
});

const QuickBuyBody = observer(function QuickBuyBody({
  request,
  onClose,
}: {
  request: QuickBuyRequest;
  onClose: () => void;
}) {
  const stores = useStores();
  const t = useT();
  const scope = `${stores.site.location?.site.siteId ?? ''}:${stores.site.language}`;
  useEffect(() => {
    void stores
      .get(catalogueStore)
      .ready()
      .then((catalogue) => catalogue.load(scope, { productId: request.productId }));
  }, [stores, scope, request.productId]);
  const state = stores.get(catalogueStore).current?.state(scope, { productId: request.productId });
  if (!state || state.status === 'loading') return <p role="status">{t('WEB.SHELL.LOADING')}</p>;
  if (state.status !== 'ready') {
    return (
      <p role="alert">
        {t(state.status === 'not-found' ? 'WEB.PRODUCT.NOT_FOUND' : 'WEB.PRODUCT.LOAD_FAILED')}{' '}
        <SiteLink href={request.url}>{t('WEB.PRODUCT.VIEW_DETAILS')}</SiteLink>
      </p>
    );
  }
  return <QuickBuyProduct product={state.product} request={request} onAdded={onClose} />;
});

const QuickBuyProduct = observer(function QuickBuyProduct(props: {
  product: Product;
  request: QuickBuyRequest;
  /** The add went through: quick buy steps aside for the mini cart, which shows the bag. */
  onAdded: () => void;
}) {
  const stores = useStores();
  const t = useT();
  const navigate = useNavigate();
  const { shell } = useShell();
  const formatter = usePriceFormatter();
  const favourites = useFavourites();
  const [store] = useState(() =>
    stores.build(
      productPageStore({
        product: props.product,
        query: props.request.color ? { color: props.request.color } : {},
        bag: () => stores.get(cartStore).ready(),
        features: productPageFeatures(shell?.config, stores.get(catalogueStore).current?.integrations ?? {}),
      }),
    ),
  );
  useEffect(() => () => store.dispose(), [store]);
  const { onAdded } = props;
  useEffect(() => {
    if (store.justAdded) onAdded();
  }, [store.justAdded, onAdded]);
  const product = props.product;
  const price = store.price;
  const pageUrl = `${product.url}?${new URLSearchParams(
    store.sku ? { sku: store.sku.sku } : store.selection.color ? { color: store.selection.color } : {},
  ).toString()}`;
  return (
    <QuickBuyLayout>
      <img src={store.colour?.mainImage ?? product.mainImage} alt="" width={600} height={800} />
      <div>
        <p data-brand="">{product.brand.name}</p>
        <ProductPrice
          price={price}
          onSale={price.sale > 0 && price.sale < price.list}
          formatter={formatter}
        />
        {store.levels.map((level) => (
          <OptionPicker key={level} store={store} level={level} />
        ))}
        <StockLine
          note={store.stock}
          lowStockMessage={store.features.lowStockMessage}
          outOfStockBadge={store.features.outOfStockBadge}
          format={dateFormatter(stores.site.locale, LONG_DATE)}
        />
        <PurchasePanel
          store={store}
          {...favouriteHeart(favourites, product.productId)}
          // Asking to be told of a return needs the product page's form.
          onNotifyMe={() => void navigate(stores.site.href(pageUrl))}
          sticky={false}
          priceText={formatter.format(price.sale)}
        />
        <SiteLink href={pageUrl} data-details="">
          {t('WEB.PRODUCT.VIEW_DETAILS')}
        </SiteLink>
      </div>
    </QuickBuyLayout>
  );
});
