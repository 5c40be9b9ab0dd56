import { HOMEPAGE } from '../../../schemas/content/content-paths.ts';
import { startingContextPath } from '../../kernel/navigation/match-route.ts';
import { defineRoute } from './define-route.tsx';
import { prepareContentPage } from './prepare-content-page.ts';
import { HomePage } from '../../features/content-pages/screens/home-page.tsx';

/** `/`: the site's homepage from content; a new visitor may be sent on to the site's starting context. */
export const homeRoute = defineRoute<true>({
  id: 'home',
  match: ({ rest }) => (rest === '/' ? true : undefined),
  Screen: ({ context }) => <HomePage shell={context.shell} />,
  head: (_match, { rest }) => ({ path: rest }),
  async prepare(_match, context) {
    const shell = context.stores.content.shell(context.siteId, context.language);
    const startingContext =
      shell.status === 'ready'
        ? startingContextPath(shell.value.navTree, shell.value.config?.navigation?.startingContext, null)
        : undefined;
    const outcome = await prepareContentPage(HOMEPAGE, context);
    return { ...outcome, ...(startingContext ? { clientOnly: true } : {}) };
  },
});
