import { parseProductPath } from '../../../shared/product-url.ts';
import { defineRoute } from './define-route.tsx';
import { NOT_FOUND_HEAD } from './not-found-head.ts';
import { prepareContentPage } from './prepare-content-page.ts';
import {
  DELIVERY_PAGE,
  loadProductHead,
  catalogueStore,
  catalogueScope,
  type ProductMatch,
} from '../../features/product/index.ts';
import { lazyComponent } from '../../renderer/index.ts';

/** A product page, a chunk of its own. */
export const ProductScreen = lazyComponent(
  () => import('../../features/product/screens/product-page.tsx'),
  (module) => module.ProductScreen,
);

/**
 * `/product/{slug}/{productId}` (and `/product/{parentSlug}/{slug}/{productId}` for a colour sold as its own
 * product): rendered on the server from the product the API answers, a 404 when the site does not sell it.
 */
export const productRoute = defineRoute<ProductMatch>({
  id: 'product',
  match: ({ rest }) => {
    const address = parseProductPath(rest);
    // Without an id (`/product/{slug}`) the slug names the product; its canonical address has the id.
    if (!address) return undefined;
    return { reference: address.productId ? { productId: address.productId } : { slug: address.slug } };
  },
  Screen: ProductScreen,
  head(match, context) {
    const state = context.stores.get(catalogueStore).current?.state(catalogueScope(context), match.reference);
    if (state?.status === 'not-found') return NOT_FOUND_HEAD;
    if (state?.status !== 'ready') return { path: context.rest };
    const { product } = state;
    return { path: product.url, title: product.name, description: product.description };
  },
  async prepare(match, context) {
    const catalogue = await context.stores.get(catalogueStore).ready();
    // The delivery tab's copy is content, loaded alongside the product so the server renders both.
    const [state] = await Promise.all([
      catalogue.load(catalogueScope(context), match.reference),
      prepareContentPage(DELIVERY_PAGE, context),
      context.stores.content.loadKept(context.siteId, 'promotions', context.language).catch(() => undefined),
      context.stores.content
        .loadKept(context.siteId, 'measurementsChart', context.language)
        .catch(() => undefined),
    ]);
    if (state.status === 'not-found') return { notFound: true };
    if (state.status !== 'ready' || !context.withExtras) return {};
    // Structured data is for crawlers: only the server builds it, so its code never reaches the browser's entry.
    const { productExtras } = await loadProductHead();
    return { extras: productExtras(state.product) };
  },
});
