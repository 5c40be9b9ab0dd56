import { SEARCH_PATH } from '../../kernel/navigation/match-route.ts';
import { defineRoute } from './define-route.tsx';
import { SearchScreen } from './lazy-screens.ts';

/** `/search?query=&sortBy=`: the site search page. */
export const searchRoute = defineRoute<true>({
  id: 'search',
  match: ({ rest }) => (rest.replace(/\/+$/, '') === SEARCH_PATH ? true : undefined),
  Screen: SearchScreen,
  async prepare(_match, context) {
    if (context.search === undefined) return;
    const { prepareSearchListing } = await import('../../features/catalogue/components/listing-prepare.ts');
    await prepareSearchListing(context, context.search);
  },
  head: (_match, { rest }) => ({ path: rest }),
});
