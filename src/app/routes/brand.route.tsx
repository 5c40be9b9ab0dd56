import { brandLabel, matchBrands, type BrandMatch } from '../../domain/navigation/match-route.ts';
import { defineRoute } from './define-route.tsx';
import { BrandScreen } from './lazy-screens.ts';
import type { RouteContext } from './route-types.ts';

/** The brand routes' reading of a path, by the site's brands pathname (config.json `brandsPathname`). */
export const matchBrandPaths = ({ shell, rest }: RouteContext) =>
  matchBrands(shell.navTree, shell.config?.brandsPathname ?? 'brands', rest);

/** One brand's page, `/{l1?}/{brands}/{brand}`. */
export const brandRoute = defineRoute<Required<BrandMatch>>({
  id: 'brand',
  match(context) {
    const found = matchBrandPaths(context);
    return found?.brand ? { crumbs: found.crumbs, brand: found.brand } : undefined;
  },
  Screen: BrandScreen,
  async prepare(match, context) {
    if (context.search === undefined) return;
    const { prepareBrandListing } = await import('./screens/listing-prepare.ts');
    await prepareBrandListing(match.crumbs, match.brand, context, context.search);
  },
  head: (match, { rest }) => ({ path: rest, title: brandLabel(match.brand) }),
});
