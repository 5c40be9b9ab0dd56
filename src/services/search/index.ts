export { AlgoliaSearchService, type SearchConfig } from './algolia-search-service.ts';
export type { ListingFacets, ListingProduct, ListingResults } from './search-types.ts';
