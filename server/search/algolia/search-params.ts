import {
  FilterError,
  parseOptionalFilters,
  type FilterExpression,
  type OptionalFilterGroups,
} from '../filters/index.ts';
import { overLimit, REQUEST_LIMITS } from '../request-limits.ts';
import { AlgoliaError } from './algolia-error.ts';
import { MAX_JSON_DEPTH, nestedDeeperThan } from './json-depth.ts';
import { readRequestFilters } from './request-filters.ts';

/** The search parameters our endpoint honours, read and checked from an Algolia request. */
export interface SearchParams {
  query: string;
  page: number;
  hitsPerPage: number;
  offset?: number;
  length?: number;
  filters: FilterExpression;
  facets: string[];
  maxValuesPerFacet: number;
  distinct: boolean;
  /** With distinct on, facet counts by product (the distinct key), each once per value its matching records hold. */
  facetingAfterDistinct: boolean;
  clickAnalytics: boolean;
  analytics: boolean;
  enableRules: boolean;
  ruleContexts: string[];
  analyticsTags: string[];
  attributesToRetrieve: string[];
  attributesToHighlight?: string[];
  highlightPreTag: string;
  highlightPostTag: string;
  facetQuery: string;
  maxFacetHits: number;
  /** Records matching these rank first, by their summed scores (featured and prioritised products). */
  optionalFilters: OptionalFilterGroups;
  /** An OR group of optional filters adds up its matches instead of counting its best one. */
  sumOrFiltersScores: boolean;
  /** The shopper's languages, first first: product names and colour names are answered in the first one kept. */
  queryLanguages: string[];
  /** The parameters as received, echoed back in `params` as Algolia does. */
  echo: string;
}

/** Parameters Algolia accepts that we take and ignore (geo, personalization, snippets...): never an error. */
const ACCEPTED_UNUSED = new Set([
  'attributesToSnippet',
  'snippetEllipsisText',
  'restrictHighlightAndSnippetArrays',
  'getRankingInfo',
  'responseFields',
  'userToken',
  'enablePersonalization',
  'personalizationImpact',
  'enableABTest',
  'aroundLatLng',
  'aroundLatLngViaIP',
  'aroundRadius',
  'insideBoundingBox',
  'typoTolerance',
  'minWordSizefor1Typo',
  'minWordSizefor2Typos',
  'removeWordsIfNoResults',
  'advancedSyntax',
  'optionalWords',
  'sortFacetValuesBy',
  'restrictSearchableAttributes',
  'naturalLanguages',
  'ignorePlurals',
  'removeStopWords',
  'synonyms',
  'replaceSynonymsInHighlight',
  'percentileComputation',
  'exactOnSingleWordQuery',
  'alternativesAsExact',
  'decompoundQuery',
  'explain',
  'renderingContent',
  'minProximity',
  'queryType',
  'relevancyStrictness',
  'attributeCriteriaComputedByMinProximity',
  'paginationLimitedTo',
  'x-algolia-agent',
  'type',
  'indexName',
  'facet',
]);

const KNOWN = new Set([
  ...ACCEPTED_UNUSED,
  'queryLanguages',
  'query',
  'page',
  'hitsPerPage',
  'offset',
  'length',
  'filters',
  'facetFilters',
  'numericFilters',
  'tagFilters',
  'facets',
  'maxValuesPerFacet',
  'distinct',
  'facetingAfterDistinct',
  'clickAnalytics',
  'analytics',
  'enableRules',
  'ruleContexts',
  'analyticsTags',
  'attributesToRetrieve',
  'attributesToHighlight',
  'highlightPreTag',
  'highlightPostTag',
  'facetQuery',
  'maxFacetHits',
  'optionalFilters',
  'sumOrFiltersScores',
  'params',
]);

/** A `params` string decodes like a URL query; arrays and objects inside it are JSON, as the clients send them. */
function decodeParamsString(params: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(params)) {
    const trimmed = value.trim();
    if (/^[[{]/.test(trimmed) || /^(true|false)$/.test(trimmed)) {
      try {
        out[key] = JSON.parse(trimmed);
      } catch {
        throw new AlgoliaError(400, `Invalid value for "${key}" parameter: not valid JSON`);
      }
      if (nestedDeeperThan(out[key], MAX_JSON_DEPTH))
        throw new AlgoliaError(400, `Invalid value for "${key}" parameter: nested too deep`);
      continue;
    }
    out[key] = value;
  }
  return out;
}

const invalid = (name: string, expected: string) =>
  new AlgoliaError(400, `Invalid value for "${name}" parameter, expected ${expected}`);

function integer(raw: Record<string, unknown>, name: string, fallback: number, max: number): number {
  const value = raw[name];
  if (value === undefined || value === '') return fallback;
  const number = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < 0 || number > max)
    throw invalid(name, `an integer between 0 and ${max}`);
  return number;
}

function bool(raw: Record<string, unknown>, name: string, fallback: boolean): boolean {
  const value = raw[name];
  if (value === undefined || value === '') return fallback;
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 1 || value === '1') return true;
  if (value === 'false' || value === 0 || value === '0') return false;
  throw invalid(name, 'a boolean');
}

function text(raw: Record<string, unknown>, name: string, fallback: string, maxLength = Infinity): string {
  const value = raw[name];
  if (value === undefined) return fallback;
  if (typeof value !== 'string') throw invalid(name, 'a string');
  if (value.length > maxLength) throw overLimit(name, maxLength, 'characters');
  return value;
}

/** A list parameter: a JSON array of strings, or a comma-separated string; at most `listItems` entries. */
function list(raw: Record<string, unknown>, name: string): string[] | undefined {
  const value = raw[name];
  if (value === undefined) return undefined;
  const items =
    typeof value === 'string' ? (value === '' ? [] : value.split(',').map((item) => item.trim())) : value;
  if (!Array.isArray(items) || !items.every((item) => typeof item === 'string'))
    throw invalid(name, 'an array of strings');
  if (items.length > REQUEST_LIMITS.listItems) throw overLimit(name, REQUEST_LIMITS.listItems, 'entries');
  return items;
}

function optionalFilters(input: unknown): OptionalFilterGroups {
  let groups: OptionalFilterGroups;
  try {
    groups = parseOptionalFilters(input);
  } catch (error) {
    if (error instanceof FilterError) throw new AlgoliaError(400, error.message);
    throw error;
  }
  const count = groups.reduce((sum, group) => sum + group.length, 0);
  if (count > REQUEST_LIMITS.optionalFilters)
    throw overLimit('optionalFilters', REQUEST_LIMITS.optionalFilters, 'filters');
  return groups;
}

function distinct(raw: Record<string, unknown>): boolean {
  const value = raw.distinct;
  if (value === undefined || value === '' || value === false || value === 'false') return false;
  if (value === true || value === 'true') return true;
  const number = typeof value === 'string' ? Number(value) : value;
  if (typeof number === 'number' && Number.isInteger(number) && number >= 0 && number <= 4) return number > 0;
  throw invalid('distinct', 'a boolean or an integer between 0 and 4');
}

/** Read one search request (body fields, or a `params` string, or both) into checked parameters. */
export function readSearchParams(body: Record<string, unknown>): SearchParams {
  if (body.params !== undefined && typeof body.params !== 'string') throw invalid('params', 'a string');
  const raw: Record<string, unknown> = { ...(body.params ? decodeParamsString(body.params) : {}), ...body };
  delete raw.params;
  for (const name of Object.keys(raw))
    if (!KNOWN.has(name)) throw new AlgoliaError(400, `Unknown parameter: ${name}`);
  const limits = REQUEST_LIMITS;
  const query = text(raw, 'query', '', limits.queryLength);
  const filters: FilterExpression = readRequestFilters(raw, text(raw, 'filters', ''));
  const hitsPerPage = integer(raw, 'hitsPerPage', 20, limits.hitsPerPage);
  // Pages and offsets past the pagination limit answer no hits (see pageWindow): deep ones cost nothing.
  const offset = raw.offset === undefined ? undefined : integer(raw, 'offset', 0, Number.MAX_SAFE_INTEGER);
  const length = raw.length === undefined ? undefined : integer(raw, 'length', 0, limits.hitsPerPage);
  return {
    query,
    page: integer(raw, 'page', 0, Number.MAX_SAFE_INTEGER),
    hitsPerPage,
    ...(offset !== undefined ? { offset } : {}),
    ...(length !== undefined ? { length } : {}),
    filters,
    // A facet asked for twice is counted once: each entry would otherwise cost a full count.
    facets: [...new Set(list(raw, 'facets') ?? [])],
    maxValuesPerFacet: integer(raw, 'maxValuesPerFacet', 100, limits.valuesPerFacet),
    distinct: distinct(raw),
    facetingAfterDistinct: bool(raw, 'facetingAfterDistinct', false),
    clickAnalytics: bool(raw, 'clickAnalytics', false),
    analytics: bool(raw, 'analytics', true),
    enableRules: bool(raw, 'enableRules', true),
    ruleContexts: list(raw, 'ruleContexts') ?? [],
    queryLanguages: list(raw, 'queryLanguages') ?? [],
    analyticsTags: list(raw, 'analyticsTags') ?? [],
    attributesToRetrieve: list(raw, 'attributesToRetrieve') ?? ['*'],
    ...(raw.attributesToHighlight !== undefined
      ? { attributesToHighlight: list(raw, 'attributesToHighlight')! }
      : {}),
    highlightPreTag: text(raw, 'highlightPreTag', '<em>', limits.highlightTagLength),
    highlightPostTag: text(raw, 'highlightPostTag', '</em>', limits.highlightTagLength),
    facetQuery: text(raw, 'facetQuery', '', limits.queryLength),
    maxFacetHits: integer(raw, 'maxFacetHits', 10, limits.facetHits),
    optionalFilters: optionalFilters(raw.optionalFilters),
    sumOrFiltersScores: bool(raw, 'sumOrFiltersScores', false),
    echo: echoParams(raw),
  };
}

function echoParams(raw: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(raw))
    params.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  return params.toString();
}
