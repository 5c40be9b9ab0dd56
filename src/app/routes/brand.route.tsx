import { brandLabel, matchBrands, type BrandMatch } from '../../kernel/navigation/match-route.ts';
import { DEFAULT_BRANDS_PATHNAME } from '../../../shared/catalogue-paths.ts';
import { defineRoute } from './define-route.tsx';
import { NOT_FOUND_HEAD } from './not-found-head.ts';
import type { RouteContext, RouteStores } from '../../routing/route-types.ts';
import { loadListingPrepare, brandsStore } from '../../features/catalogue/index.ts';
import { lazyComponent } from '../../renderer/index.ts';

/** A brand's listing, loaded with the listing chunk. */
export const BrandScreen = lazyComponent(
  () => import('./listing-screens.tsx'),
  (module) => module.BrandScreen,
);

/** The brand routes' reading of a path, by the site's brands pathname (config.json `brandsPathname`). */
export const matchBrandPaths = ({ shell, rest }: RouteContext) =>
  matchBrands(shell.navTree, shell.config?.brandsPathname ?? DEFAULT_BRANDS_PATHNAME, rest);

/** What the site's catalogue says of a brand page's tag, once the brands are loaded. */
const lookUp = ({ site, get }: RouteStores, brand: string) =>
  get(brandsStore).current?.brand(site.site?.siteId ?? '', site.language, brand);

/** One brand's page, `/{l1?}/{brands}/{brand}`: a 404 when the site sells no brand of that tag. */
export const brandRoute = defineRoute<Required<BrandMatch>>({
  id: 'brand',
  match(context) {
    const found = matchBrandPaths(context);
    return found?.brand ? { crumbs: found.crumbs, brand: found.brand } : undefined;
  },
  Screen: BrandScreen,
  async prepare(match, context) {
    const brands = await context.stores.get(brandsStore).ready();
    await brands.load(context.siteId, context.language);
    if (lookUp(context.stores, match.brand)?.status === 'unknown') return { notFound: true };
    if (context.search === undefined) return;
    const { prepareBrandListing } = await loadListingPrepare();
    await prepareBrandListing(match.crumbs, match.brand, context, context.search);
  },
  head(match, { rest, stores }) {
    const found = lookUp(stores, match.brand);
    if (found?.status === 'unknown') return NOT_FOUND_HEAD;
    const name = found?.status === 'known' ? found.name : undefined;
    return { path: rest, title: name ?? brandLabel(match.brand) };
  },
});
