import { HOMEPAGE } from '../../../schemas/content/content-paths.ts';
import type { BlockRegistry, WidgetMap } from '../../renderer/index.ts';
import type { ShellContent } from '../../kernel/stores/index.ts';
import { preloadShell } from '../../features/shell/index.ts';
import { LazySiteSearchBox } from '../../features/site-search/lazy-site-search-box.ts';
import { resolveRoute } from './route-table.ts';
import type { HeadExtras, ResolvedRoute, RouteStores } from '../../routing/route-types.ts';
import { NotFoundPage } from './not-found.route.tsx';

/** A route whose content and code are all loaded: rendering it now shows the page, never a skeleton. */
export interface PreparedRoute {
  shell: ShellContent;
  route: ResolvedRoute;
  /** The path has no page here (a 404 status on the server). */
  notFound: boolean;
  /** The browser sends a first visit elsewhere (the homepage's starting context): the server leaves it to it. */
  clientOnly: boolean;
  /** The head's extras, when asked for (`withExtras`). */
  extras?: HeadExtras;
}

/**
 * Load everything the current path renders first: the shell content, the route's content and the code of its screen,
 * blocks and widgets. The server awaits it before rendering; the browser awaits it before hydrating, so both render
 * the same tree. Undefined when the path is not a site or its shell content failed.
 */
export async function prepareSiteRoute(
  stores: RouteStores,
  code: {
    registry: BlockRegistry;
    widgets: WidgetMap;
    withExtras?: boolean;
    /** The page's query string, for routes whose first render depends on it (see `PrepareContext.search`). */
    search?: string;
  },
): Promise<PreparedRoute | undefined> {
  const location = stores.site.location;
  if (!location) return undefined;
  const { siteId, defaultLanguage } = location.site;
  const { language, rest } = location;
  // The shell's own lazy parts every page shows: the footer and the header's search box.
  const shellCode = Promise.all([preloadShell(), LazySiteSearchBox.preload()]);
  // The homepage needs no shell to be recognised: its file loads alongside the shell's.
  if (rest === '/') void stores.content.loadPage(siteId, language, HOMEPAGE).catch(() => undefined);
  await stores.content.loadShell(siteId, language, defaultLanguage).catch(() => undefined);
  const shellState = stores.content.shell(siteId, language);
  if (shellState.status !== 'ready') return undefined;
  const shell = shellState.value;
  const route = resolveRoute({ shell, rest, stores });
  const outcome = await route.prepare({ stores, ...code, siteId, language });
  await shellCode;
  const notFound = route.notFound || !!outcome.notFound;
  if (notFound) await NotFoundPage.preload();
  return {
    shell,
    route,
    notFound,
    clientOnly: !!outcome.clientOnly,
    ...(outcome.extras ? { extras: outcome.extras } : {}),
  };
}
