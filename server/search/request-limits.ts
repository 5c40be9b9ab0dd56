import { AlgoliaError } from './algolia/algolia-error.ts';

/**
 * How much one request to the search endpoint may ask for. Every list or size a request carries is capped here, so
 * the work and memory one request costs stay bounded whoever sends it; beyond a cap the request is refused (400),
 * never cut short. Each value sits well above what the storefront itself sends (`src/kernel/search/`, the stores
 * behind listings, trays, suggestions and the side navigation), so the shop never meets one.
 */
export const REQUEST_LIMITS = {
  /**
   * Searches in one multi-query batch. The storefront splits its batches at 50 (the side navigation's hit counts);
   * a listing sends one search plus one per refined facet.
   */
  queriesPerBatch: 50,
  /** Requests in one recommendations batch: the storefront sends one per call. */
  recommendationsPerBatch: 20,
  /** `maxRecommendations`: a tray asks for at most 25 (its 24 cards and one spare). */
  maxRecommendations: 100,
  /** Characters of `query` and `facetQuery` (Algolia's own limit); shoppers type a few words. */
  queryLength: 512,
  /** `hitsPerPage` and `length` (Algolia's own limit); listings ask for 24, trays for at most 24. */
  hitsPerPage: 1000,
  /** `maxValuesPerFacet` (Algolia's own limit); the storefront keeps the default, 100. */
  valuesPerFacet: 1000,
  /** `maxFacetHits` of a facet value search (Algolia's own limit); the storefront does not search facet values. */
  facetHits: 100,
  /**
   * Characters of a `filters` string. A listing ORs the ticked options of each filter (about 30 characters an
   * option): 300 ticked options stay under 10,000 characters, which leaves room for long values.
   */
  filtersLength: 16_384,
  /**
   * Filters (single conditions) in the four filter parameters together (`filters`, `facetFilters`,
   * `numericFilters`, `tagFilters`). A listing makes one per ticked option and price bound, a tray of known
   * products ORs at most 24 product ids, a side-navigation link's filter a handful: 100 is several times what a
   * shopper ticking everything in sight would send. Each filter costs a pass over the matching records (a number
   * comparison at 100,000 products, about 0.15 ms), so this cap is what keeps the worst request within ten listings.
   */
  filterTerms: 100,
  /**
   * Of those, the filters answered by a pass over every record: number comparisons (`price >= 10`, ranges) and
   * negated values (`NOT brand:X`), each about 0.7 ms at 100,000 products where a plain value costs only its own
   * records. The storefront sends one range per range filter (price) and a route's own filter adds a few at most:
   * 8 leaves room for any filter panel and keeps the costliest request near ten listings.
   */
  scanningFilterTerms: 8,
  /**
   * Optional filters (`optionalFilters`, every entry of every group): a listing sends one per featured product,
   * featured collection and prioritised product of its link or category (a campaign names a handful). Each costs a
   * pass over its value's records, like a plain filter.
   */
  optionalFilters: 50,
  /** ANDed OR-groups in the four filter parameters together: a listing makes one per filter definition plus its route's. */
  filterGroups: 50,
  /**
   * Entries of `facets`, `attributesToRetrieve`, `attributesToHighlight`, `ruleContexts` and `analyticsTags`. The
   * catalogue has 20 facetable attributes and the storefront retrieves 16 card attributes.
   */
  listItems: 100,
  /** Characters of `highlightPreTag` / `highlightPostTag`, repeated in every highlighted hit; the shop keeps `<em>`. */
  highlightTagLength: 100,
} as const;

/** The 400 for a parameter over its cap, naming both, in the wording of the endpoint's other parameter errors. */
export const overLimit = (parameter: string, limit: number, unit: string) =>
  new AlgoliaError(400, `Invalid value for "${parameter}" parameter, expected at most ${limit} ${unit}`);
