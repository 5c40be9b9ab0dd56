/**
 * The site search box (spec 1 sections 4 and 5): a plain search form that works without JavaScript, whose first use
 * loads query and product suggestions. The header shows it; the search and empty-listing pages mount their own.
 */
export { SiteSearchBox } from './site-search-box.tsx';
export type { SearchDoneReason, SiteSearchBoxProps } from './site-search-types.ts';
