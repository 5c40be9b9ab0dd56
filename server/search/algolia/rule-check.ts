import { FilterError, parseFilters } from '../filters/index.ts';
import { AlgoliaError } from './algolia-error.ts';
import type { Anchoring, SearchRule } from './search-rules.ts';

const ANCHORINGS: readonly Anchoring[] = ['is', 'startsWith', 'endsWith', 'contains'];

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const optional = (value: unknown, check: (value: unknown) => boolean) => value === undefined || check(value);
const arrayOf = (check: (item: unknown) => boolean) => (value: unknown) =>
  Array.isArray(value) && value.every(check);

const isCondition = (condition: unknown) =>
  isObject(condition) &&
  optional(condition.pattern, isString) &&
  optional(condition.anchoring, (anchoring) => ANCHORINGS.includes(anchoring as Anchoring)) &&
  optional(condition.context, isString);
const isPromote = (entry: unknown) =>
  isObject(entry) &&
  Number.isInteger(entry.position) &&
  (entry.position as number) >= 0 &&
  (isString(entry.objectID) || arrayOf(isString)(entry.objectIDs));
const isHide = (entry: unknown) => isObject(entry) && isString(entry.objectID);
const isEdit = (edit: unknown) =>
  isObject(edit) &&
  (edit.type === 'remove' || edit.type === 'replace') &&
  isString(edit.delete) &&
  optional(edit.insert, isString);
const isQuery = (query: unknown) =>
  isString(query) ||
  (isObject(query) && optional(query.remove, arrayOf(isString)) && optional(query.edits, arrayOf(isEdit)));

function need(ok: boolean, message: string): void {
  if (!ok) throw new AlgoliaError(400, message);
}

/** Check a rule before it is stored, so a bad rule fails when an operator saves it, not when a shopper searches. */
export function checkRule(rule: unknown, objectID: string): SearchRule {
  need(isObject(rule) && isObject(rule.consequence), 'Rule must have a consequence');
  const { conditions, consequence } = rule as { conditions?: unknown; consequence: Json };
  need(optional(conditions, Array.isArray), 'Rule conditions must be an array');
  need(
    optional(conditions, arrayOf(isCondition)),
    'Rule conditions need a string pattern, anchoring and context',
  );
  const params = consequence.params ?? {};
  need(isObject(params), 'Rule consequence.params must be an object');
  const { query, filters } = params as Json;
  need(
    optional(query, isQuery),
    'Rule query must be a string, or remove words or edits of type remove/replace',
  );
  need(
    optional(consequence.promote, arrayOf(isPromote)),
    'Rule promote must be {objectID, position} entries',
  );
  need(optional(consequence.hide, arrayOf(isHide)), 'Rule hide must be {objectID} entries');
  need(
    optional(consequence.filterPromotes, (value) => typeof value === 'boolean'),
    'filterPromotes must be a boolean',
  );
  need(optional(filters, isString), 'Rule filters must be a string');
  try {
    if (isString(filters)) parseFilters(filters);
  } catch (error) {
    if (error instanceof FilterError) throw new AlgoliaError(400, `Rule filters: ${error.message}`);
    throw error;
  }
  return { ...(rule as unknown as SearchRule), objectID };
}
