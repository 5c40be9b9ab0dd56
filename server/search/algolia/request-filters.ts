import { FilterError, parseFilterParams, type FilterExpression } from '../filters/index.ts';
import { overLimit, REQUEST_LIMITS } from '../request-limits.ts';
import { AlgoliaError } from './algolia-error.ts';

/**
 * The four filter parameters of a request ANDed into one expression, each parameter held to the caps on filters and
 * OR-groups on its own (every filter and group costs the engine a set operation and may allocate one).
 */
export function readRequestFilters(raw: Record<string, unknown>, filters: string): FilterExpression {
  if (filters.length > REQUEST_LIMITS.filtersLength)
    throw overLimit('filters', REQUEST_LIMITS.filtersLength, 'characters');
  let parts: Record<string, FilterExpression>;
  try {
    parts = parseFilterParams({
      filters,
      facetFilters: raw.facetFilters,
      numericFilters: raw.numericFilters,
      tagFilters: raw.tagFilters,
    });
  } catch (error) {
    if (error instanceof FilterError) throw new AlgoliaError(400, error.message);
    throw error;
  }
  for (const [parameter, expression] of Object.entries(parts)) {
    if (expression.length > REQUEST_LIMITS.filterGroups)
      throw overLimit(parameter, REQUEST_LIMITS.filterGroups, 'ANDed groups');
    const terms = expression.reduce((sum, group) => sum + group.length, 0);
    if (terms > REQUEST_LIMITS.filterTerms) throw overLimit(parameter, REQUEST_LIMITS.filterTerms, 'filters');
  }
  return Object.values(parts).flat();
}
