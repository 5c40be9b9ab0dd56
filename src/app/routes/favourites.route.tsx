import { favouritesEnabled } from '../../kernel/site/site-features.ts';
import { defineRoute } from './define-route.tsx';
import { lazyComponent } from '../../renderer/index.ts';

/** The favourites page, a chunk of its own. */
export const FavouritesScreen = lazyComponent(
  () => import('../../features/favourites/screens/favourites-page.tsx'),
  (module) => module.FavouritesScreen,
);

/** The path of the favourites page inside a site. */
export const FAVOURITES_PATH = '/my-favorites';

/** `/my-favorites`: the products the shopper saved in this browser; not a page where the site keeps no favourites. */
export const favouritesRoute = defineRoute<true>({
  id: 'favourites',
  match: ({ rest, shell }) =>
    rest === FAVOURITES_PATH && favouritesEnabled(shell.config) ? true : undefined,
  Screen: FavouritesScreen,
  head: (_match, { rest }) => ({ path: rest, titleKey: 'WEB.FAVOURITES.TITLE' }),
});
