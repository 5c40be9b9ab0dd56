import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useStores } from '../../stores/index.ts';
import { useShell } from '../../stores/use-shell.ts';
import { DocumentTitle } from './document-head.tsx';
import { ContentPage } from './screens/content-page.tsx';
import { HomePage } from './screens/home-page.tsx';
import { PageSkeleton } from './screens/page-skeleton.tsx';
import { ListingRoutePage, NotFoundPage } from './lazy-screens.ts';
import { resolveSiteRoute, routeHeadInput } from '../../domain/navigation/site-route.ts';

/**
 * Picks the page for a path inside a site: homepage, `/index.html` redirect, campaign and landing routes from
 * clp-routes, category paths matched against the navigation tree, the 404 redirect list, else not found.
 */
export const SitePage = observer(function SitePage() {
  const { site } = useStores();
  const { search, hash } = useLocation();
  const { shell } = useShell();
  const location = site.location;
  if (!location) return null;
  const rest = location.rest;
  if (/\/index\.html$/.test(rest)) {
    return (
      <Navigate to={`${site.href(rest.replace(/\/?index\.html$/, '') || '/')}${search}${hash}`} replace />
    );
  }
  if (!shell) return <PageSkeleton />;
  const route = resolveSiteRoute(shell, rest);
  const head = routeHeadInput(route, rest);
  const title = head && <DocumentTitle shell={shell} {...head} />;
  switch (route.kind) {
    case 'home':
      return (
        <>
          {title}
          <HomePage shell={shell} />
        </>
      );
    case 'content':
      return (
        <>
          {title}
          <ContentPage
            key={route.route.page}
            name={route.route.page}
            onMissing={() => <NotFoundPage path={rest} />}
          />
        </>
      );
    case 'category':
    case 'search':
    case 'brand':
    case 'brands':
      return (
        <>
          {title}
          <ListingRoutePage route={route} />
        </>
      );
    case 'redirect':
      return <ExternalOrInternalRedirect to={route.to} external={route.external} query={search} />;
    case 'not-found':
      return <NotFoundPage path={rest} />;
  }
});

function ExternalOrInternalRedirect({
  to,
  external,
  query,
}: {
  to: string;
  external: boolean;
  query: string;
}) {
  const { site } = useStores();
  useEffect(() => {
    if (external) window.location.replace(to);
  }, [external, to]);
  return external ? null : <Navigate to={`${site.href(to)}${query}`} replace />;
}
