import { FilterError, parseFilterParams, type FilterExpression } from '../filters/index.ts';
import { overLimit, REQUEST_LIMITS } from '../request-limits.ts';
import { AlgoliaError } from './algolia-error.ts';

const TOGETHER = 'filters, facetFilters, numericFilters and tagFilters together';

/**
 * The four filter parameters of a request ANDed into one expression, all four held together to the caps on filters and
 * OR-groups (every filter and group costs the engine a set operation and may allocate one).
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
  // Counted across the four parameters together, so spreading filters over them buys no more work; the refusal
  // names the parameter that crossed the cap.
  let groups = 0;
  let terms = 0;
  let scans = 0;
  for (const [parameter, expression] of Object.entries(parts)) {
    groups += expression.length;
    terms += expression.reduce((sum, group) => sum + group.length, 0);
    scans += expression.reduce((sum, group) => sum + group.filter(testsEveryRecord).length, 0);
    if (scans > REQUEST_LIMITS.scanningFilterTerms)
      throw overLimit(
        parameter,
        REQUEST_LIMITS.scanningFilterTerms,
        `number comparisons and negated values (${TOGETHER})`,
      );
    if (groups > REQUEST_LIMITS.filterGroups)
      throw overLimit(parameter, REQUEST_LIMITS.filterGroups, `ANDed groups (${TOGETHER})`);
    if (terms > REQUEST_LIMITS.filterTerms)
      throw overLimit(parameter, REQUEST_LIMITS.filterTerms, `filters (${TOGETHER})`);
  }
  return Object.values(parts).flat();
}

/**
 * A number comparison or a negated value is answered by a pass over every record (a value's own list of records
 * answers the rest), so these are what a request's filter work grows with.
 */
function testsEveryRecord(predicate: FilterExpression[number][number]): boolean {
  return predicate.kind !== 'facet' || predicate.negated;
}
