// Algolia's filter parameters, parsed into one normalized form and evaluated by brute force.
export {
  FilterError,
  type FilterExpression,
  type FilterGroup,
  type FilterPredicate,
  type NumericOperator,
} from './filter-ast.ts';
export { parseFilters } from './parse-filters.ts';
export {
  combineFilters,
  parseFilterParams,
  parseFacetFilters,
  parseNumericFilters,
  parseTagFilters,
  type FilterParams,
} from './array-filters.ts';
export { matchesFilters, matchesPredicate, valuesAt } from './evaluate-filters.ts';
export { parseOptionalFilters, type OptionalFilter, type OptionalFilterGroups } from './optional-filters.ts';
