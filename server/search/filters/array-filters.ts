import { FilterError, type FilterExpression, type FilterPredicate } from './filter-ast.ts';
import { parseFilters } from './parse-filters.ts';

// The array parameters: a flat array ANDs its entries, an inner array ORs its strings (Algolia's documented
// nesting limit is one level). A plain string is one entry, except that a string holding a JSON array is
// decoded, which is how the legacy `params` query string carries these parameters.

/** The four filter parameters of a search request, as received (unchecked JSON). */
export interface FilterParams {
  filters?: unknown;
  facetFilters?: unknown;
  numericFilters?: unknown;
  tagFilters?: unknown;
}

/** `facetFilters`: `"attr:value"`, `"attr:-value"` negated, `"attr:\-value"` for a value that starts with '-'. */
export function parseFacetFilters(input: unknown): FilterExpression {
  return parseArrayParam('facetFilters', input, (raw) => {
    const colon = raw.indexOf(':');
    // The engine's wording for a facet filter without ':' is unknown; modelled on the numeric one.
    if (colon <= 0) throw new FilterError(`Invalid syntax for facet filter:${raw}`);
    const [value, negated] = unescapeDash(raw.slice(colon + 1));
    return { kind: 'facet', attribute: raw.slice(0, colon), value, negated };
  });
}

/** `numericFilters`: one comparison or range per string, in the same syntax as in `filters`, never negated. */
export function parseNumericFilters(input: unknown): FilterExpression {
  return parseArrayParam('numericFilters', input, (raw) => {
    // Confirmed wording: a real 400 body reads "Invalid syntax for numeric condition:created_at_i>abc".
    const invalid = new FilterError(`Invalid syntax for numeric condition:${raw}`);
    let parsed: FilterExpression;
    try {
      parsed = parseFilters(raw);
    } catch {
      throw invalid;
    }
    const predicate = parsed.length === 1 && parsed[0]!.length === 1 ? parsed[0]![0]! : undefined;
    if (!predicate || predicate.kind === 'facet' || predicate.negated) throw invalid;
    return predicate;
  });
}

/** `tagFilters`: `"tag"`, `"-tag"` negated, `"\-tag"` for a tag that starts with '-'; always on `_tags`. */
export function parseTagFilters(input: unknown): FilterExpression {
  return parseArrayParam('tagFilters', input, (raw) => {
    const [value, negated] = unescapeDash(raw);
    if (value === '') throw new FilterError(`Invalid syntax for tag filter:${raw}`);
    return { kind: 'facet', attribute: '_tags', value, negated };
  });
}

/** Each filter parameter parsed on its own, so a caller can weigh them one by one. */
export function parseFilterParams(params: FilterParams): Record<keyof FilterParams, FilterExpression> {
  const { filters } = params;
  if (filters !== undefined && filters !== null && typeof filters !== 'string') {
    throw new FilterError('filters: expected a string');
  }
  return {
    filters: parseFilters(filters ?? ''),
    facetFilters: parseFacetFilters(params.facetFilters),
    numericFilters: parseNumericFilters(params.numericFilters),
    tagFilters: parseTagFilters(params.tagFilters),
  };
}

/** All four parameters ANDed together, as Algolia applies them to one search. */
export function combineFilters(params: FilterParams): FilterExpression {
  return Object.values(parseFilterParams(params)).flat();
}

function parseArrayParam(
  name: string,
  input: unknown,
  parseOne: (raw: string) => FilterPredicate,
): FilterExpression {
  const entries = toEntries(name, input);
  const invalidShape = () =>
    new FilterError(`${name}: expected a string, or an array of strings and arrays of strings`);
  return entries.flatMap((entry) => {
    if (typeof entry === 'string') return [[parseOne(entry)]];
    if (!Array.isArray(entry)) throw invalidShape();
    const group = entry.map((inner: unknown) => {
      if (typeof inner !== 'string') throw invalidShape();
      return parseOne(inner);
    });
    // An empty OR constrains nothing the engine would apply; dropping it is our choice, unconfirmed.
    return group.length > 0 ? [group] : [];
  });
}

function toEntries(name: string, input: unknown): unknown[] {
  if (input === undefined || input === null || input === '') return [];
  if (Array.isArray(input)) return input;
  if (typeof input !== 'string') {
    throw new FilterError(`${name}: expected a string, or an array of strings and arrays of strings`);
  }
  if (!input.trimStart().startsWith('[')) return [input];
  try {
    const decoded: unknown = JSON.parse(input);
    return Array.isArray(decoded) ? decoded : [input];
  } catch {
    // Not JSON after all: a single filter whose name starts with '['.
    return [input];
  }
}

// A leading '-' negates; a leading '\-' is a literal '-'. Nothing else is an escape.
function unescapeDash(raw: string): [string, boolean] {
  if (raw.startsWith('-')) return [raw.slice(1), true];
  if (raw.startsWith('\\-')) return [raw.slice(1), false];
  return [raw, false];
}
