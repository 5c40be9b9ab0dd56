/** Category, brand and search listings: the URL-driven listing view, its store and rules. */
export { ListingView, type ListingViewProps } from './view/listing-view.tsx';
export { LISTING_HITS_PER_PAGE, prepareListing, type ListingDefinition } from './view/listing-context.ts';
export type { ListingCategoriesButton } from './components/index.ts';
export { BRAND_TAG_ATTRIBUTE, quoteFilterValue, type NavLinkFilters } from './rules/index.ts';
export {
  brandListing,
  categoryListing,
  searchListing,
  subcategoryLinks,
} from './components/listing-definitions.ts';
export { Chips, ListingWrapper } from './components/listing-page.styles.ts';
export {
  BRAND_FILTER,
  DEFAULT_SUGGESTION_THRESHOLD,
  clampQuery,
  cleanSuggestionText,
  groupTagFilter,
  indexFilterValue,
  isSubmittable,
  productIdFilter,
  reachesSuggestionThreshold,
} from './rules/index.ts';
export { destinationOf } from './rules/search-text.ts';
export type { Destination } from './rules/search-text.ts';
