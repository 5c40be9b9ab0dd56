// The search service: an Algolia-protocol endpoint over our catalogue.
export { SearchService, DEFAULT_TIMINGS, type SearchSite, type SearchTimings } from './search-service.ts';
export { searchRoutes, type SearchKeys } from './search-routes.ts';
export { startSearch } from './start-search.ts';
export { AlgoliaError } from './algolia/algolia-error.ts';
