import type { ClpRoutes, LocalizedText } from '../../content/index.ts';
import type { ShellContent } from '../../stores/index.ts';
import {
  brandLabel,
  matchBrands,
  matchCategory,
  matchClpRoute,
  matchRedirect,
  type CategoryCrumb,
} from './match-route.ts';

/** The site search page (`/search?query=&sortBy=`). */
export const SEARCH_PATH = '/search';

type ClpRoute = ClpRoutes['routes'][number];

/** What a path inside a site shows; decided from the shell content alone, so the server and the browser agree. */
export type SiteRoute =
  | { kind: 'home' }
  | { kind: 'content'; route: ClpRoute }
  | { kind: 'category'; crumbs: CategoryCrumb[] }
  | { kind: 'search' }
  | { kind: 'brand'; crumbs: CategoryCrumb[]; brand: string }
  | { kind: 'brands'; crumbs: CategoryCrumb[] }
  | { kind: 'redirect'; to: string; external: boolean }
  | { kind: 'not-found' };

/**
 * Homepage, campaign and landing routes from clp-routes, category paths matched against the navigation tree, the 404
 * redirect list, else not found.
 */
export function resolveSiteRoute(shell: ShellContent, rest: string): SiteRoute {
  if (rest === '/') return { kind: 'home' };
  const route = shell.clpRoutes && matchClpRoute(shell.clpRoutes, rest);
  if (route) return { kind: 'content', route };
  if (rest.replace(/\/+$/, '') === SEARCH_PATH) return { kind: 'search' };
  const crumbs = shell.navTree ? matchCategory(shell.navTree, rest) : undefined;
  if (crumbs) return { kind: 'category', crumbs };
  const brands = matchBrands(shell.navTree, shell.config?.brandsPathname ?? 'brands', rest);
  if (brands?.brand) return { kind: 'brand', crumbs: brands.crumbs, brand: brands.brand };
  if (brands) return { kind: 'brands', crumbs: brands.crumbs };
  const to = matchRedirect(shell.clpRoutes, rest);
  if (to) return { kind: 'redirect', to, external: to.startsWith('https://') };
  return { kind: 'not-found' };
}

/** The content page a route renders, if any. */
export function routePageName(route: SiteRoute, homepage: string): string | undefined {
  if (route.kind === 'home') return homepage;
  if (route.kind === 'content') return route.route.page;
  return undefined;
}

/** What the document head describes for a route: its seoData path and the title and description it gives. */
export function routeHeadInput(
  route: SiteRoute,
  rest: string,
): { path: string; title?: LocalizedText; description?: LocalizedText } | undefined {
  switch (route.kind) {
    case 'home':
      return { path: rest };
    case 'content':
      return { path: route.route.path, title: route.route.title };
    case 'category': {
      const node = route.crumbs[route.crumbs.length - 1]!.node;
      return { path: rest, title: node.seo?.title ?? node.label, description: node.seo?.description };
    }
    case 'brand':
      return { path: rest, title: brandLabel(route.brand) };
    case 'search':
    case 'brands':
      return { path: rest };
    default:
      return undefined;
  }
}

/** Routes that list products (category, search, brand, brand index): one lazy chunk renders them all. */
export const isListingRoute = (route: SiteRoute) =>
  route.kind === 'category' || route.kind === 'search' || route.kind === 'brand' || route.kind === 'brands';
