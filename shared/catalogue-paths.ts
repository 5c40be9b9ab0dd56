/**
 * Which catalogue paths are pages, once for the storefront that answers them and the sitemap that lists them, so
 * the sitemap never lists a page the storefront answers 404 for: category paths of a navigation tree (visible nodes,
 * four levels at most) and brand pages under the site's brands pathname.
 */

/** The deepest category path a page has, in navigation levels. */
export const MAX_CATEGORY_DEPTH = 4;

/** A brand tag that can be a page's last segment. */
export const BRAND_TAG = /^[a-z0-9-]+$/;

/** The brand pages' first segment when a site's config names none. */
export const DEFAULT_BRANDS_PATHNAME = 'brands';

/** The part of a navigation node the rules read. */
export interface CategoryNode {
  path?: unknown;
  hide?: unknown;
  children?: unknown;
}

/** Whether a navigation node is a page of its own: it has a path and is not hidden. */
export const isCategoryPage = (node: CategoryNode): node is CategoryNode & { path: string } =>
  node.hide !== true && typeof node.path === 'string' && node.path !== '';

/** The nodes of a list read from content, anything else dropped. */
export const nodesOf = (value: unknown): CategoryNode[] =>
  Array.isArray(value)
    ? value.filter((node): node is CategoryNode => typeof node === 'object' && node !== null)
    : [];

/** Every category page of a navigation tree's levels, parents before children. */
export function categoryPaths(nodes: readonly CategoryNode[], parent = '', depth = 1): string[] {
  if (depth > MAX_CATEGORY_DEPTH) return [];
  return nodes.flatMap((node) => {
    if (!isCategoryPage(node)) return [];
    const path = `${parent}/${node.path}`;
    return [path, ...categoryPaths(nodesOf(node.children), path, depth + 1)];
  });
}
