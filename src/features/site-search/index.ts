/**
 * The site search box: a plain search form that works without JavaScript, whose first use
 * loads query and product suggestions. The header shows it; the search and empty-listing pages mount their own.
 */
export { SiteSearchBox } from './site-search-box.tsx';
export type { SearchDoneReason, SiteSearchBoxProps } from './site-search-types.ts';
