import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { matchRedirect } from '../../kernel/navigation/match-route.ts';
import { useStores } from '../../kernel/stores/index.ts';
import { defineRoute } from './define-route.tsx';

interface Redirect {
  to: string;
  external: boolean;
}

/** A path the operator's redirect list (clp-routes.json `redirects`) sends elsewhere; the server answers 302. */
export const redirectRoute = defineRoute<Redirect>({
  id: 'redirect',
  match({ shell, rest }) {
    const to = matchRedirect(shell.clpRoutes, rest);
    return to ? { to, external: to.startsWith('https://') } : undefined;
  },
  Screen: ({ match }) => <ExternalOrInternalRedirect {...match} />,
  redirect: (match) => match,
});

function ExternalOrInternalRedirect({ to, external }: Redirect) {
  const { site } = useStores();
  const { search } = useLocation();
  useEffect(() => {
    if (external) window.location.replace(to);
  }, [external, to]);
  return external ? null : <Navigate to={`${site.href(to)}${search}`} replace />;
}
