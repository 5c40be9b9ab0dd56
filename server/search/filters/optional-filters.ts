import { FilterError } from './filter-ast.ts';
import { parseFacetFilters } from './array-filters.ts';

/** One optional filter: records holding `value` in `attribute` rank higher by `score`. */
export interface OptionalFilter {
  attribute: string;
  value: string;
  score: number;
}

/**
 * `optionalFilters` entries ANDed at the top level: a record's boost is the sum over entries of what it matches in
 * each. An inner array is an OR group, worth its best match (or all its matches with `sumOrFiltersScores`).
 */
export type OptionalFilterGroups = OptionalFilter[][];

const SHAPE = 'optionalFilters: expected a string, or an array of strings and arrays of strings';
const SCORE = /<score=(\d+)>\s*$/;

/** One `attr:value<score=N>` (score 1 when absent), in facet filter syntax. */
function parseOne(raw: string): OptionalFilter | undefined {
  const scored = SCORE.exec(raw);
  const score = scored ? Number(scored[1]) : 1;
  const body = scored ? raw.slice(0, scored.index) : raw;
  const predicate = parseFacetFilters(body)[0]?.[0];
  if (!predicate || predicate.kind !== 'facet')
    throw new FilterError(`Invalid syntax for optional filter:${raw}`);
  // A negated optional filter would demote every other record; the storefront never sends one, so it weighs nothing.
  if (predicate.negated) return undefined;
  return { attribute: predicate.attribute, value: predicate.value, score };
}

/** Reads `optionalFilters` as received (a string, a JSON array in a `params` string, or an array). */
export function parseOptionalFilters(input: unknown): OptionalFilterGroups {
  if (input === undefined || input === null || input === '') return [];
  let entries: unknown = input;
  if (typeof input === 'string' && input.trimStart().startsWith('[')) {
    try {
      entries = JSON.parse(input);
    } catch {
      entries = input;
    }
  }
  const list = Array.isArray(entries) ? entries : [entries];
  return list.flatMap((entry: unknown) => {
    const strings = typeof entry === 'string' ? [entry] : entry;
    if (!Array.isArray(strings) || !strings.every((item) => typeof item === 'string'))
      throw new FilterError(SHAPE);
    const group = strings.flatMap((item: string) => parseOne(item) ?? []);
    return group.length > 0 ? [group] : [];
  });
}
