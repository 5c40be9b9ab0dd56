/** The search calls of the site search box, with their answers cleaned for the list. */
import { productIndexName, suggestionsIndexName } from '../../../../shared/search-indexes.ts';
import type { ListingProduct, SearchService } from '../../../kernel/types/index.ts';
import { cleanSuggestionText } from '../../listing/index.ts';

/** How many popular searches and typed query suggestions are asked for. */
export const POPULAR_SEARCHES = 5;
export const QUERY_SUGGESTIONS = 5;
/** The fallback asks for the one most popular query. */
export const FALLBACK_POPULAR_SEARCHES = 1;
/** Product suggestions shown unless the box says otherwise. */
export const DEFAULT_ITEMS_TO_SHOW = 3;

/** Where the box is, read at each request: a language switch or a new navigation context applies at once. */
export interface SiteSearchSettings {
  siteId: string;
  /** The site and language base path (`/uk/en`); the search page is `{basePath}/search`. */
  basePath: string;
  /** Characters a query needs before suggestions are asked for (the site's `limits.suggestionsThreshold`). */
  threshold: number;
  /** Rule contexts of product searches: the shopper's navigation context. */
  ruleContexts: string[];
  /** How many product suggestions to show. */
  itemsToShow: number;
}

/** Suggestion texts cleaned of markup and operator characters, without blanks or repeats. */
function cleanTexts(texts: readonly string[], limit: number): string[] {
  const seen = new Set<string>();
  return texts
    .map(cleanSuggestionText)
    .filter((text) => {
      const key = text.toLocaleLowerCase();
      if (!text || seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, limit);
}

/** Popular searches: an empty query on the query-suggestions index. */
export async function popularSearches(search: SearchService, siteId: string): Promise<string[]> {
  const texts = await search.suggestions(suggestionsIndexName(siteId), '', POPULAR_SEARCHES);
  return cleanTexts(texts, POPULAR_SEARCHES);
}

/**
 * The single most popular query, asked for on its own when the popular list came back empty (a site's suggestions
 * between two rebuilds, or a list that cleaned down to nothing), so an empty box gets one more chance to offer a
 * search before it shows nothing.
 */
export async function fallbackPopularSearch(search: SearchService, siteId: string): Promise<string[]> {
  const texts = await search.suggestions(suggestionsIndexName(siteId), '', FALLBACK_POPULAR_SEARCHES);
  return cleanTexts(texts, FALLBACK_POPULAR_SEARCHES);
}

/** Query suggestions for a typed (and cleaned) query. */
export async function querySuggestions(
  search: SearchService,
  siteId: string,
  query: string,
): Promise<string[]> {
  const texts = await search.suggestions(suggestionsIndexName(siteId), query, QUERY_SUGGESTIONS);
  return cleanTexts(texts, QUERY_SUGGESTIONS);
}

/** Product suggestions: the best matches (the primary index), in the shopper's navigation context. */
export async function productSuggestions(
  search: SearchService,
  settings: SiteSearchSettings,
  query: string,
): Promise<ListingProduct[]> {
  const products = await search.products(productIndexName(settings.siteId), {
    query,
    hitsPerPage: settings.itemsToShow,
    ruleContexts: settings.ruleContexts,
    distinct: true,
  });
  return products.slice(0, settings.itemsToShow);
}
