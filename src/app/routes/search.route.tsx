import { SEARCH_PATH } from '../../kernel/navigation/match-route.ts';
import { defineRoute } from './define-route.tsx';
import { loadListingPrepare } from '../../features/catalogue/index.ts';
import { lazyComponent } from '../../renderer/index.ts';

/** The search page, loaded with the listing chunk. */
export const SearchScreen = lazyComponent(
  () => import('./listing-screens.tsx'),
  (module) => module.SearchScreen,
);

/** `/search?query=&sortBy=`: the site search page. */
export const searchRoute = defineRoute<true>({
  id: 'search',
  match: ({ rest }) => (rest.replace(/\/+$/, '') === SEARCH_PATH ? true : undefined),
  Screen: SearchScreen,
  async prepare(_match, context) {
    if (context.search === undefined) return;
    const { prepareSearchListing } = await loadListingPrepare();
    await prepareSearchListing(context, context.search);
  },
  head: (_match, { rest }) => ({ path: rest }),
});
