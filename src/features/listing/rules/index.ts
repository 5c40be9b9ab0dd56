/** The listing's pure rules: URL, filters, sort, search text and what the search service is sent. */
export { BRAND_TAG_ATTRIBUTE, type NavLinkFilters } from './search-filters.ts';
export {
  DEFAULT_SORT,
  emptyListingState,
  unique,
  type ListingState,
  type NumericSelection,
  type NumericSelections,
  type TagSelections,
} from './listing-state.ts';
export { listingSearch, parseListingParams } from './listing-url.ts';
export { LEADING_LIMITS, leadingOptionalFilters, type LeadingResults } from './leading-results.ts';
export {
  INVALID_PRICE_RANGE,
  applyPriceRange,
  currencyMinorDigits,
  priceStep,
  toMinorUnits,
  type PriceRangeResult,
} from './price-range.ts';
export { effectiveSort, pathMatchesRule, visibleSortOptions, type SortRule } from './sort-options.ts';
export {
  DEFAULT_SUGGESTION_THRESHOLD,
  SEARCH_MAX_LENGTH,
  clampQuery,
  cleanSuggestionText,
  destinationOf,
  type Destination,
  indexFilterValue,
  isSubmittable,
  reachesSuggestionThreshold,
} from './search-text.ts';
export {
  groupOptions,
  limitOptions,
  type LimitedOptions,
  type OptionGroup,
  type OptionLimit,
  type OptionSubGroup,
} from './filter-options.ts';
export {
  DEFAULT_FILTER_COLUMNS,
  DEFAULT_SWATCH_SIZE,
  FILTER_DROPDOWN_MIN_WIDTH,
  filterColumns,
  listingSettings,
  swatchFill,
  type FilterDisplay,
  type FilterLayoutType,
  type ListingSettings,
  type SwatchFill,
} from './filter-layout.ts';
export {
  BRAND_FILTER,
  visibleFilters,
  type FacetCounts,
  type FacetStats,
  type FilterVisibility,
} from './visible-filters.ts';
export { clearAll, numericDiffers, pendingDiffers, toggleTag, withChange } from './pending-filters.ts';
export {
  buildSearchFilters,
  groupTagFilter,
  productIdFilter,
  quoteFilterValue,
  type SearchFilterInput,
  type SearchFilters,
} from './search-filters.ts';
