import type { BrandMatch } from '../../kernel/navigation/match-route.ts';
import { matchBrandPaths } from './brand.route.tsx';
import { defineRoute } from './define-route.tsx';
import { lazyComponent } from '../../renderer/index.ts';

/** The brand index, loaded with the listing chunk. */
export const BrandIndexScreen = lazyComponent(
  () => import('./listing-screens.tsx'),
  (module) => module.BrandIndexScreen,
);

/** The brand index, `/{l1?}/{brands}`. */
export const brandIndexRoute = defineRoute<BrandMatch>({
  id: 'brands',
  match(context) {
    const found = matchBrandPaths(context);
    return found && !found.brand ? found : undefined;
  },
  Screen: BrandIndexScreen,
  head: (_match, { rest }) => ({ path: rest }),
});
