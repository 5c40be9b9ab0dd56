export { AlgoliaSearchService, type SearchConfig, type SearchRequester } from './algolia-search-service.ts';
export {
  primedSearchAnswers,
  recordingSearchAnswers,
  searchAnswerKey,
  type SearchAnswers,
} from './search-answers.ts';
export type { ListingFacets, ListingProduct, ListingResults } from '../types/search-types.ts';
