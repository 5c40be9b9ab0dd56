import type { FilterExpression, FilterPredicate, NumericOperator } from './filter-ast.ts';

// Algolia: facet values match case-insensitively, except `_tags` and `objectID`, which are case-sensitive
// (both stated in its filtering docs). Whether it also folds accents is not documented; we do not.
const CASE_SENSITIVE = new Set(['_tags', 'objectID']);
const NUMERIC_TEXT = /^-?(?:\d+\.?\d*|\.\d+)$/;

/** Brute-force reference: does the record satisfy every group (some predicate of each)? */
export function matchesFilters(record: Record<string, unknown>, expression: FilterExpression): boolean {
  return expression.every((group) => group.some((predicate) => matchesPredicate(record, predicate)));
}

/** One predicate against one record; a negated predicate holds exactly when the positive one does not. */
export function matchesPredicate(record: Record<string, unknown>, predicate: FilterPredicate): boolean {
  const values = valuesAt(record, predicate.attribute);
  let positive: boolean;
  if (predicate.kind === 'facet') {
    const caseSensitive = CASE_SENSITIVE.has(predicate.attribute);
    positive = values.some((value) => facetEquals(value, predicate.value, caseSensitive));
  } else {
    const numbers = values.filter(
      (value): value is number => typeof value === 'number' && Number.isFinite(value),
    );
    positive =
      predicate.kind === 'numeric'
        ? numbers.some((value) => compare(value, predicate.operator, predicate.value))
        : numbers.some((value) => value >= predicate.lower && value <= predicate.upper);
  }
  return predicate.negated ? !positive : positive;
}

/**
 * Every leaf value at a dotted path: arrays met on the way (of objects or of values) are flattened, so
 * `collections.tag` reads each collection's tag. A top-level key that itself contains the dots wins.
 */
export function valuesAt(record: Record<string, unknown>, path: string): unknown[] {
  if (Object.hasOwn(record, path)) return flatten(record[path]);
  let current: unknown[] = [record];
  for (const key of path.split('.')) {
    current = current
      .flatMap(flatten)
      .flatMap((value) => (isObject(value) && Object.hasOwn(value, key) ? [value[key]] : []));
  }
  return current.flatMap(flatten);
}

function flatten(value: unknown): unknown[] {
  return Array.isArray(value) ? value.flatMap(flatten) : [value];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Numbers and booleans match through their string form; a number also matches an equal numeric text
// (`price:10.0` finds 10), as Algolia's docs say `count:\-12` matches "string or numeric values equal to -12".
function facetEquals(value: unknown, wanted: string, caseSensitive: boolean): boolean {
  if (typeof value === 'string') {
    return caseSensitive ? value === wanted : value.toLowerCase() === wanted.toLowerCase();
  }
  if (typeof value === 'number') {
    return String(value) === wanted || (NUMERIC_TEXT.test(wanted) && Number(wanted) === value);
  }
  if (typeof value === 'boolean') return String(value) === (caseSensitive ? wanted : wanted.toLowerCase());
  return false;
}

function compare(value: number, operator: NumericOperator, wanted: number): boolean {
  switch (operator) {
    case '<':
      return value < wanted;
    case '<=':
      return value <= wanted;
    case '=':
      return value === wanted;
    case '!=':
      return value !== wanted;
    case '>=':
      return value >= wanted;
    case '>':
      return value > wanted;
  }
}
