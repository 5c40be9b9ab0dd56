import { HOMEPAGE } from '../../../shared/content-paths.ts';
import { preloadBlocks, type BlockRegistry, type WidgetComponent } from '../../renderer/index.ts';
import type { RootStore, ShellContent } from '../../stores/index.ts';
import { preloadShell } from '../../features/shell/index.ts';
import { LazySiteSearchBox } from '../../features/site-search/lazy-site-search-box.ts';
import { ListingRoutePage, NotFoundPage } from './lazy-screens.ts';
import { startingContextPath } from '../../domain/navigation/match-route.ts';
import { isListingRoute, resolveSiteRoute, routePageName, type SiteRoute } from '../../domain/navigation/site-route.ts';

/** A route whose content and code are all loaded: rendering it now shows the page, never a skeleton. */
export interface PreparedRoute {
  shell: ShellContent;
  route: SiteRoute;
  /** The path has no page here (a 404 status on the server). */
  notFound: boolean;
  /** The homepage sends a new visitor to the site's starting context. */
  startingContext?: string;
}

/**
 * Load everything the current path renders first: the shell content, the page's content file, its block and widget
 * chunks and the lazy page component. The server awaits it before rendering; the browser awaits it before hydrating, so both
 * render the same tree. Undefined when the path is not a site or its shell content failed.
 */
export async function prepareSiteRoute(
  stores: Pick<RootStore, 'site' | 'content'>,
  code: { registry: BlockRegistry; widgets: Readonly<Record<string, WidgetComponent>> },
): Promise<PreparedRoute | undefined> {
  const location = stores.site.location;
  if (!location) return undefined;
  const { siteId, defaultLanguage } = location.site;
  const { language, rest } = location;
  const shellCode = Promise.all([preloadShell(), LazySiteSearchBox.preload()]);
  // The homepage needs no shell to be recognised: its file loads alongside the shell's.
  if (rest === '/') void stores.content.loadPage(siteId, language, HOMEPAGE).catch(() => undefined);
  await stores.content.loadShell(siteId, language, defaultLanguage).catch(() => undefined);
  const shellState = stores.content.shell(siteId, language);
  if (shellState.status !== 'ready') return undefined;
  const shell = shellState.value;
  const route = resolveSiteRoute(shell, rest);

  const pageName = routePageName(route, HOMEPAGE);
  let pageMissing = false;
  if (pageName) {
    await stores.content.loadPage(siteId, language, pageName).catch(() => undefined);
    const page = stores.content.page(siteId, language, pageName);
    if (page.status === 'ready') await preloadBlocks(code.registry, page.value.blocks, code.widgets);
    pageMissing = page.status === 'missing';
  }
  await shellCode;
  if (isListingRoute(route)) await ListingRoutePage.preload();
  if (route.kind === 'not-found' || pageMissing) await NotFoundPage.preload();
  const startingContext =
    route.kind === 'home'
      ? startingContextPath(shell.navTree, shell.config?.navigation?.startingContext, null)
      : undefined;
  const notFound = route.kind === 'not-found' || pageMissing;
  return { shell, route, notFound, ...(startingContext ? { startingContext } : {}) };
}
