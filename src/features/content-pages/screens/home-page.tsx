import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { HOMEPAGE } from '../../../../schemas/content/content-paths.ts';
import { useStores, type ShellContent } from '../../../kernel/stores/index.ts';
import { ContentPage } from './content-page.tsx';
import { startingContextPath } from '../../../kernel/navigation/match-route.ts';

/** The homepage from content, scrolled to top; redirects to the site's starting context when it applies. */
export const HomePage = observer(function HomePage({ shell }: { shell: ShellContent }) {
  const { site, memory } = useStores();
  useEffect(() => {
    if (typeof window !== 'undefined') window.scrollTo({ top: 0 });
  }, []);
  const siteId = site.site?.siteId ?? '';
  const current = memory.navContext(siteId);
  const redirect = startingContextPath(shell.navTree, shell.config?.navigation?.startingContext, current);
  if (redirect) return <Navigate to={site.href(redirect)} replace />;
  return <ContentPage name={HOMEPAGE} />;
});
