import { BRAND_TAG, isCategoryPage, MAX_CATEGORY_DEPTH } from '../../../shared/catalogue-paths.ts';
import type { ClpRoutes, NavTree } from '../../content/index.ts';

type NavNode = NavTree['levels'][number] & { children?: NavNode[] };

/** One level of a matched category path, for the heading and breadcrumbs. */
export interface CategoryCrumb {
  key: string;
  label: NavNode['label'];
  path: string;
  node: NavNode;
}

/** Match path segments level by level against the navigation tree; undefined when any level has no match. */
export function matchCategory(tree: NavTree, rest: string): CategoryCrumb[] | undefined {
  const segments = rest.split('/').filter(Boolean);
  if (!segments.length || segments.length > MAX_CATEGORY_DEPTH) return undefined;
  const crumbs: CategoryCrumb[] = [];
  let level: NavNode[] = tree.levels as NavNode[];
  for (const segment of segments) {
    const node = level.find((candidate) => candidate.path === segment && isCategoryPage(candidate));
    if (!node) return undefined;
    const parentPath = crumbs.at(-1)?.path ?? '';
    crumbs.push({ key: node.key, label: node.label, path: `${parentPath}/${node.path}`, node });
    level = node.children ?? [];
  }
  return crumbs;
}

/** The content route (campaign or landing page) for an exact path, if any. */
export function matchClpRoute(routes: ClpRoutes, rest: string) {
  const normalised = rest.length > 1 ? rest.replace(/\/+$/, '') : rest;
  return routes.routes.find((route) => route.path === normalised);
}

/** Where the 404 redirect list sends a path, if it does. */
export function matchRedirect(routes: ClpRoutes | null, rest: string): string | undefined {
  const normalised = rest.length > 1 ? rest.replace(/\/+$/, '') : rest;
  return routes?.redirects?.find((redirect) => redirect.from === normalised)?.to;
}

/**
 * Homepage starting context: when the site names a starting context that exists as a top level of
 * the navigation tree and differs from the current one, the homepage redirects to it.
 */
export function startingContextPath(
  tree: NavTree | null,
  startingContext: string | undefined,
  current: string | null,
) {
  if (!tree || !startingContext || startingContext === current) return undefined;
  const node = tree.levels.find((level) => level.key === startingContext || level.path === startingContext);
  return node ? `/${node.path}` : undefined;
}

/** A brand page (`/{l1?}/{brands}/{brand}`) or the brand index (`/{l1?}/{brands}`), with its optional top level. */
export interface BrandMatch {
  crumbs: CategoryCrumb[];
  brand?: string;
}

/** Match the brand routes (`/{l1?}/{brands}/{brand}` and the index) for the site's brands pathname, else undefined. */
export function matchBrands(
  tree: NavTree | null,
  brandsPathname: string,
  rest: string,
): BrandMatch | undefined {
  const segments = rest.split('/').filter(Boolean);
  const at = segments.indexOf(brandsPathname);
  if (at < 0 || at > 1 || segments.length > at + 2) return undefined;
  const brand = segments[at + 1];
  if (brand !== undefined && !BRAND_TAG.test(brand)) return undefined;
  const crumbs = at === 1 ? (tree ? matchCategory(tree, `/${segments[0]}`) : undefined) : [];
  if (!crumbs) return undefined;
  return { crumbs, ...(brand ? { brand } : {}) };
}

/** A brand tag as a heading until the catalogue names it (`harlow-finch` -> `Harlow Finch`). */
export function brandLabel(tag: string): string {
  return tag
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The site search page's path (`/search?query=&sortBy=`). */
export const SEARCH_PATH = '/search';
