import type { ClpRoutes } from '../../content/index.ts';
import { matchClpRoute } from '../../kernel/navigation/match-route.ts';
import { defineRoute } from './define-route.tsx';
import { NOT_FOUND_HEAD } from './not-found-head.ts';
import { prepareContentPage } from './prepare-content-page.ts';
import { ContentPage } from '../../features/content-pages/screens/content-page.tsx';
import { NotFoundPage } from './not-found.route.tsx';

/** A campaign or landing page the site's clp-routes.json names. */
export const contentRoute = defineRoute<ClpRoutes['routes'][number]>({
  id: 'content',
  match: ({ shell, rest }) => (shell.clpRoutes ? matchClpRoute(shell.clpRoutes, rest) : undefined),
  Screen: ({ match, context }) => (
    <ContentPage key={match.page} name={match.page} onMissing={() => <NotFoundPage path={context.rest} />} />
  ),
  head: (match, { stores: { site, content } }) =>
    content.page(site.site?.siteId ?? '', site.language, match.page).status === 'missing'
      ? NOT_FOUND_HEAD
      : { path: match.path, title: match.title },
  // A missing page file makes the path a 404; the route preparation then loads the not-found screen.
  prepare: (match, context) => prepareContentPage(match.page, context),
});
