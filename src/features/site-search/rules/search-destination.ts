/** Where a site search goes: the search page for a query (which follows a rule's redirect itself), or a product. */
import { sitePath } from '../../../sites/index.ts';
export { destinationOf, type Destination as SearchDestination } from '../../listing/index.ts';

// `+` for spaces, as the listing writes its URLs; URLSearchParams reads both.
const encode = (text: string) => encodeURIComponent(text).replace(/%20/g, '+');

/** The search page for a query with the default sort, i.e. no `sortBy`. */
export function searchPagePath(basePath: string, query: string): string {
  return `${sitePath(basePath, '/search')}?query=${encode(query)}`;
}
