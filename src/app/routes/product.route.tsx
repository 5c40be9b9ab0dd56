import { parseProductPath } from '../../../shared/product-url.ts';
import { defineRoute } from './define-route.tsx';
import { ProductScreen } from './lazy-screens.ts';
import { prepareContentPage } from './prepare-content-page.ts';
import { productHead } from './screens/product-head.ts';
import { DELIVERY_PAGE } from './screens/product-delivery.ts';
import { catalogueScope, type ProductMatch } from './product-match.ts';

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
    const state = context.stores.catalogue.current?.state(catalogueScope(context), match.reference);
    return state?.status === 'ready' ? productHead(state.product) : { path: context.rest };
  },
  async prepare(match, context) {
    const catalogue = await context.stores.catalogue.ready();
    // The delivery tab's copy is content, loaded alongside the product so the server renders both.
    const [state] = await Promise.all([
      catalogue.load(catalogueScope(context), match.reference),
      prepareContentPage(DELIVERY_PAGE, context),
      context.stores.content.loadKept(context.siteId, 'promotions', context.language).catch(() => undefined),
      context.stores.content
        .loadKept(context.siteId, 'measurementsChart', context.language)
        .catch(() => undefined),
    ]);
    return state.status === 'not-found' ? { notFound: true } : {};
  },
});
