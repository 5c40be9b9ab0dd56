import { randomBytes } from 'node:crypto';
import type { FacetStats } from '../engine/engine-types.ts';
import type { SearchParams } from './search-params.ts';

/** Algolia's search answer, the fields its clients and algoliasearch-helper read. */
export interface SearchResponse<Hit = Record<string, unknown>> {
  hits: Hit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: true;
  exhaustiveFacetsCount: true;
  exhaustive: { nbHits: true; facetsCount: true };
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
  renderingContent: Record<string, never>;
  facets?: Record<string, Record<string, number>>;
  facets_stats?: Record<string, FacetStats>;
  queryID?: string;
  userData?: unknown[];
  appliedRules?: { objectID: string }[];
  offset?: number;
  length?: number;
}

/** Algolia's default cap on how deep pages go. */
export const PAGINATION_LIMITED_TO = 1000;

/** Where a request's page starts and how many hits it takes, within the pagination limit. */
export function pageWindow(params: SearchParams): { offset: number; length: number } {
  const offset = params.offset ?? params.page * params.hitsPerPage;
  const length = params.length ?? params.hitsPerPage;
  const end = Math.min(offset + length, PAGINATION_LIMITED_TO);
  return { offset, length: Math.max(0, end - offset) };
}

/** The common fields of an answer: paging figures, echo of the query, a query id when click analytics is on. */
export function responseEnvelope(
  index: string,
  params: SearchParams,
  nbHits: number,
  started: number,
): Omit<SearchResponse, 'hits'> {
  const reachable = Math.min(nbHits, PAGINATION_LIMITED_TO);
  return {
    nbHits,
    page: params.page,
    nbPages: params.hitsPerPage > 0 ? Math.ceil(reachable / params.hitsPerPage) : 0,
    hitsPerPage: params.hitsPerPage,
    exhaustiveNbHits: true,
    exhaustiveFacetsCount: true,
    exhaustive: { nbHits: true, facetsCount: true },
    query: params.query,
    params: params.echo,
    index,
    processingTimeMS: Math.max(1, Math.round(performance.now() - started)),
    renderingContent: {},
    ...(params.offset !== undefined
      ? { offset: params.offset, length: params.length ?? params.hitsPerPage }
      : {}),
    ...(params.clickAnalytics ? { queryID: randomBytes(16).toString('hex') } : {}),
  };
}

/** Keep only the attributes asked for (`*` is all); objectID always stays, as in Algolia. */
export function retrieve(
  record: Record<string, unknown>,
  attributes: readonly string[],
): Record<string, unknown> {
  if (attributes.includes('*')) return record;
  const out: Record<string, unknown> = { objectID: record.objectID };
  for (const attribute of attributes) {
    const top = attribute.split('.')[0]!;
    if (top in record) out[top] = record[top];
  }
  return out;
}
