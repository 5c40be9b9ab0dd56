/** Product search and the filter definitions listings need. */
import type { FilterDefinition } from '../../../schemas/api/product.schema.ts';
import type { ListingProduct, ListingResults } from './search-types.ts';

export type { ListingFacets, ListingProduct, ListingResults } from './search-types.ts';

/** One listing search: the filters as Algolia strings (built by the listing rules), page 0-based. */
export interface ListingQuery {
  indexName: string;
  query: string;
  filters: string;
  /** Per refined facet filter, the filters without its own selections (Algolia's disjunctive faceting). */
  disjunctive: { facet: string; filters: string }[];
  page: number;
  hitsPerPage: number;
  facets: string[];
  distinct: boolean;
  clickAnalytics: boolean;
  ruleContexts: string[];
  /** Optional filters (Algolia syntax, scored): what the listing leads with, reordering and never narrowing it. */
  optionalFilters?: string[][];
}

/** Product search: listings, query suggestions, product lists for trays, recommendations. */
export interface SearchService {
  listing(query: ListingQuery): Promise<ListingResults>;
  suggestions(indexName: string, query: string, hitsPerPage: number): Promise<string[]>;
  products(
    indexName: string,
    params: {
      query?: string;
      filters?: string;
      hitsPerPage: number;
      ruleContexts?: string[];
      distinct?: boolean;
    },
  ): Promise<ListingProduct[]>;
  recommend(
    indexName: string,
    model: 'related-products' | 'bought-together' | 'trending-items',
    objectID: string | undefined,
    maxRecommendations: number,
  ): Promise<ListingProduct[]>;
  /** How many products each filter string finds, in one batch (the side-navigation validity check, hitsPerPage 1). */
  hitCounts(indexName: string, filters: readonly string[]): Promise<number[]>;
}

/** What listings need besides search: the site's filter definitions (GET /api/filters/s/ALL). */
export interface DiscoveryServices {
  search: SearchService;
  filters(language: string): Promise<FilterDefinition[]>;
}
