import { observer } from 'mobx-react-lite';
import { Navigate, useLocation } from 'react-router';
import { useStores } from '../../kernel/stores/index.ts';
import { useShell } from '../../kernel/content/use-shell.ts';
import { DocumentTitle } from './document-head.tsx';
import { resolveRoute } from './route-table.ts';
import { PageSkeleton } from '../../features/content-pages/index.ts';

/**
 * Renders the page for a path inside a site: the first route of the table that matches it. `/index.html` is sent to
 * its directory first.
 */
export const SitePage = observer(function SitePage() {
  const stores = useStores();
  const { site } = stores;
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
  const route = resolveRoute({ shell, rest, stores });
  const head = route.head();
  return (
    <>
      {head && <DocumentTitle shell={shell} {...head} />}
      {route.render()}
    </>
  );
});
