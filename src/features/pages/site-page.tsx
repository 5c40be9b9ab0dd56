import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useStores } from '../../stores/index.ts';
import { useShell } from '../shell/index.ts';
import { DocumentTitle } from './document-title.tsx';
import { ContentPage } from './content-page.tsx';
import { HomePage } from './home-page.tsx';
import { matchCategory, matchClpRoute, matchRedirect } from './match-route.ts';
import { PageSkeleton } from './page-skeleton.tsx';
import { lazyComponent } from '../../renderer/index.ts';

// Routes other than content pages are their own chunks.
const CategoryPage = lazyComponent(
  () => import('./category-page.tsx'),
  (module) => module.CategoryPage,
);
const NotFoundPage = lazyComponent(
  () => import('./not-found-page.tsx'),
  (module) => module.NotFoundPage,
);

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
  if (rest === '/') {
    return (
      <>
        <DocumentTitle shell={shell} path={rest} />
        <HomePage shell={shell} />
      </>
    );
  }

  const clpRoute = shell.clpRoutes && matchClpRoute(shell.clpRoutes, rest);
  if (clpRoute) {
    return (
      <>
        <DocumentTitle shell={shell} path={clpRoute.path} title={clpRoute.title} />
        <ContentPage
          key={clpRoute.page}
          name={clpRoute.page}
          onMissing={() => <NotFoundPage path={rest} />}
        />
      </>
    );
  }
  const crumbs = shell.navTree ? matchCategory(shell.navTree, rest) : undefined;
  if (crumbs) {
    const node = crumbs[crumbs.length - 1]!.node;
    return (
      <>
        <DocumentTitle
          shell={shell}
          path={rest}
          title={node.seo?.title ?? node.label}
          description={node.seo?.description}
        />
        <CategoryPage crumbs={crumbs} />
      </>
    );
  }

  const redirect = matchRedirect(shell.clpRoutes, rest);
  if (redirect) return <ExternalOrInternalRedirect to={redirect} query={search} />;
  return <NotFoundPage path={rest} />;
});

function ExternalOrInternalRedirect({ to, query }: { to: string; query: string }) {
  const { site } = useStores();
  const external = to.startsWith('https://');
  useEffect(() => {
    if (external) window.location.replace(to);
  }, [external, to]);
  return external ? null : <Navigate to={`${site.href(to)}${query}`} replace />;
}
