/**
 * Which pages of a site are a shopper's own and which search engines should leave out of their index, by the path
 * inside the site (`/account/addresses`, as `parseSitePath` gives it). Shared by the server (caching, the
 * `X-Robots-Tag` header) and the server render (the robots meta tag), so both name the same pages. Pure, no imports.
 */

/** The account, the bag and checkout, orders and their tracking, a rebuilt cart and the browser's own favourites. */
const PERSONAL_PAGES = [
  /^\/account(\/|$)/,
  /^\/checkout(\/|$)/,
  /^\/orders(\/|$)/,
  /^\/(complete|tracking|recreateCart|my-favorites)\/?$/,
];

/** Search results: every query would be a page of its own, none of them worth a searcher landing on. */
const SEARCH_RESULTS = /^\/search\/?$/;

/**
 * True for a page that shows, or is only ever reached by, one shopper: never kept by a cache (`private, no-store`)
 * and never indexed.
 */
export const isPersonalPage = (rest: string): boolean => PERSONAL_PAGES.some((page) => page.test(rest));

/** True for a page search engines are told not to index (`noindex`): personal pages and search results. */
export const isUnindexedPage = (rest: string): boolean => isPersonalPage(rest) || SEARCH_RESULTS.test(rest);
