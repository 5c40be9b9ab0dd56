import type { FilterExpression, OptionalFilterGroups } from '../filters/index.ts';

/** What the engine indexes of one record: its facet values, numbers and searchable texts (in ranking order). */
export interface EngineDocument<T> {
  id: string;
  /** Records sharing this key fold into one hit when a query asks for `distinct`. */
  distinctKey: string;
  record: T;
  facets: Readonly<Record<string, readonly string[]>>;
  numbers: Readonly<Record<string, number>>;
  /** Searchable attribute texts; a match in an earlier one ranks higher (Algolia's attribute criterion). */
  searchable: readonly string[];
}

/** An order over records: a sort replica's attribute, then the custom ranking. */
export type OrderSpec = readonly { attribute: string; order: 'asc' | 'desc' }[];

export interface EngineQuery {
  query: string;
  filters: FilterExpression;
  /** When set (a sort replica), this order comes before text relevance; otherwise relevance first. */
  sort?: OrderSpec;
  customRanking: OrderSpec;
  distinct: boolean;
  /**
   * With `distinct`, count facets by key rather than by record: each key once per value any of its matching records
   * holds, so a value's count is the number of hits a filter on it would give.
   */
  facetingAfterDistinct?: boolean;
  offset: number;
  length: number;
  facets: readonly string[];
  maxValuesPerFacet: number;
  stats: readonly string[];
  /** Record ids moved to the top in this order (rules' promote), and ids left out (rules' hide). */
  promote?: readonly string[];
  hide?: readonly string[];
  /**
   * Optional filters: in a listing without text or a sort replica, matching records come first (after promoted
   * ones), highest summed score first, ties in the usual order. They never change which records match.
   */
  boost?: OptionalFilterGroups;
  /** An OR group of `boost` adds up its matches instead of counting its best one. */
  sumOrFiltersScores?: boolean;
}

export interface FacetStats {
  min: number;
  max: number;
  avg: number;
  sum: number;
}

export interface EngineHit<T> {
  record: T;
  id: string;
}

export interface EngineResult<T> {
  hits: EngineHit<T>[];
  nbHits: number;
  facets: Record<string, Record<string, number>>;
  stats: Record<string, FacetStats>;
  /** Per query word, the indexed words it matched and whether the match was a prefix. */
  matchedWords: { word: string; tokens: string[]; prefix: boolean }[];
}
