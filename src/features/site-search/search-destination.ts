/** Where a site search goes: the search page for a query, a merchandising rule's redirect, or a product. */
import { sitePath } from '../../sites/index.ts';

/** A place to navigate to: inside the shop (an absolute path with the site base) or another site. */
export type SearchDestination = { kind: 'internal'; path: string } | { kind: 'external'; url: string };

// `+` for spaces, as the listing writes its URLs; URLSearchParams reads both.
const encode = (text: string) => encodeURIComponent(text).replace(/%20/g, '+');

/** The search page for a query with the default sort, i.e. no `sortBy` (spec 1 section 4). */
export function searchPagePath(basePath: string, query: string): string {
  return `${sitePath(basePath, '/search')}?query=${encode(query)}`;
}

/**
 * Where a rule's `userData.redirect` or a product's URL leads: a full URL is left for; a path is inside the site
 * (`/sale`, `/product/...`) unless it already carries the site's base path.
 */
export function destinationOf(target: string, basePath: string): SearchDestination {
  const trimmed = target.trim();
  if (/^https?:\/\//i.test(trimmed)) return { kind: 'external', url: trimmed };
  const path = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  const rest = path.slice(basePath.length);
  const inBase = basePath !== '' && path.startsWith(basePath) && (rest === '' || /^[/?#]/.test(rest));
  return { kind: 'internal', path: inBase ? path : sitePath(basePath, path) };
}
