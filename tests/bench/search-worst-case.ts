/**
 * The most expensive request the search endpoint still accepts: every cap of `REQUEST_LIMITS` at its maximum (the
 * most filters in the most OR-groups, of the costliest kind, number comparisons, which every record passes so none of
 * the work is skipped; the most facets, values per facet and hits; the longest query, attribute lists and highlight
 * tags), timed in the engine and through the service beside a normal listing.
 */
import { FACET_ATTRIBUTES, NUMERIC_ATTRIBUTES } from '../../server/search/catalogue/catalogue-documents.ts';
import type { SearchService } from '../../server/search/index.ts';
import { REQUEST_LIMITS } from '../../server/search/request-limits.ts';
import { engineQueriesOf, loop, type Figures } from './search-timing.ts';

const L = REQUEST_LIMITS;
const GROUP_SIZE = Math.floor(L.filterTerms / L.filterGroups);

export interface WorstCaseFigures {
  name: string;
  nbHits: number;
  engineQueries: number;
  engine: Figures;
  service: Figures;
}

const times = <T>(count: number, item: (index: number) => T): T[] =>
  Array.from({ length: count }, (_, index) => item(index));

/**
 * The request: `query` is the only part that differs between the variants. Filters are the four parameters'
 * shared quota: as many number comparisons as allowed (each a pass over every record, which every record passes),
 * the rest the catalogue's most common values (each costs its own records).
 */
function worstRequest(
  query: string,
  commonValues: readonly string[],
  halfValue?: string,
): Record<string, unknown> {
  let scans = 0;
  let values = 0;
  const term = () =>
    scans < L.scanningFilterTerms
      ? `price.sale.total >= ${-(scans += 1)}`
      : commonValues[values++ % commonValues.length]!;
  const groups = times(L.filterGroups, () => times(GROUP_SIZE, term));
  // Facets cost most when about half the records match (more or fewer, and there is less to count).
  if (halfValue) groups[groups.length - 1] = [halfValue];
  const filters = groups
    .map((group) => group.join(' OR '))
    .map((group) => `(${group})`)
    .join(' AND ');
  if (filters.length > L.filtersLength) throw new Error(`worst-case filters too long: ${filters.length}`);
  const facetable = [...FACET_ATTRIBUTES, ...NUMERIC_ATTRIBUTES];
  return {
    query,
    filters,
    facets: times(L.listItems, (index) => facetable[index % facetable.length]!),
    maxValuesPerFacet: L.valuesPerFacet,
    hitsPerPage: L.hitsPerPage,
    page: 0,
    distinct: true,
    attributesToRetrieve: ['*', ...times(L.listItems - 1, (index) => `attribute${index}`)],
    attributesToHighlight: ['*', ...times(L.listItems - 1, (index) => `attribute${index}`)],
    highlightPreTag: `<${'m'.repeat(L.highlightTagLength - 2)}>`,
    highlightPostTag: `<${'/'.repeat(L.highlightTagLength - 2)}>`,
    ruleContexts: times(L.listItems, (index) => `context${index}`),
    analyticsTags: times(L.listItems, (index) => `tag${index}`),
  };
}

/**
 * The two values of one attribute that together cover the most records: an OR-group of them keeps nearly every record
 * in the result (so no later work is skipped) while each costs a pass over its own long list.
 */
async function commonestPair(service: SearchService, indexName: string): Promise<string[]> {
  const { facets = {} } = await service.search(indexName, {
    hitsPerPage: 0,
    facets: [...FACET_ATTRIBUTES],
    maxValuesPerFacet: 2,
    analytics: false,
  });
  let best: { covered: number; values: string[] } = { covered: -1, values: [] };
  for (const [attribute, counts] of Object.entries(facets as Record<string, Record<string, number>>)) {
    const top = Object.entries(counts).slice(0, 2);
    const covered = top.reduce((sum, [, count]) => sum + count, 0);
    if (top.length === 2 && covered > best.covered)
      best = { covered, values: top.map(([value]) => `${attribute}:${JSON.stringify(value)}`) };
  }
  if (best.values.length === 0) throw new Error('no facet with two values to filter on');
  return best.values;
}

/** The value held by the number of records nearest half the catalogue. */
async function nearestHalf(service: SearchService, indexName: string): Promise<string> {
  const { facets = {}, nbHits } = await service.search(indexName, {
    hitsPerPage: 0,
    facets: [...FACET_ATTRIBUTES],
    analytics: false,
  });
  let best = { distance: Infinity, value: '' };
  for (const [attribute, counts] of Object.entries(facets as Record<string, Record<string, number>>))
    for (const [value, count] of Object.entries(counts)) {
      const distance = Math.abs(count - nbHits / 2);
      if (distance < best.distance) best = { distance, value: `${attribute}:${JSON.stringify(value)}` };
    }
  return best.value;
}

/** A query of the longest accepted length made of one word the catalogue holds, so it still matches. */
const longQuery = (word: string) =>
  `${word} `.repeat(Math.ceil(L.queryLength / (word.length + 1))).slice(0, L.queryLength);

/** The worst-case requests, each with what sets it apart, for one index of the service. */
export async function worstCaseVariants(
  service: SearchService,
  indexName: string,
): Promise<{ name: string; body: Record<string, unknown> }[]> {
  const [first] = (await service.search(indexName, { hitsPerPage: 1, analytics: false })).hits;
  const word = ((first as { name?: string } | undefined)?.name ?? 'coat').split(/\s+/).at(-1)!.toLowerCase();
  const common = await commonestPair(service, indexName);
  const half = await nearestHalf(service, indexName);
  return [
    { name: 'every cap at its maximum, empty query (all records match)', body: worstRequest('', common) },
    {
      name: `every cap at its maximum, about half the records match (${half})`,
      body: worstRequest('', common, half),
    },
    {
      name: `every cap at its maximum, 512-character query ("${word} ${word} ...")`,
      body: worstRequest(longQuery(word), common),
    },
  ];
}

/** Time each worst-case variant on one index of the service: its engine queries alone, then the whole service call. */
export async function measureWorstCase(
  service: SearchService,
  indexName: string,
  milliseconds: number,
): Promise<WorstCaseFigures[]> {
  const variants = await worstCaseVariants(service, indexName);
  const figures: WorstCaseFigures[] = [];
  for (const { name, body } of variants) {
    let nbHits = 0;
    const queries = await engineQueriesOf(service.catalogue.engine, async () => {
      nbHits = (await service.search(indexName, body)).nbHits;
    });
    const engine = await loop(
      milliseconds,
      () => {
        for (const query of queries) service.catalogue.engine.search(query);
      },
      5,
    );
    const serviceFigures = await loop(milliseconds, () => service.search(indexName, body), 5);
    figures.push({ name, nbHits, engineQueries: queries.length, engine, service: serviceFigures });
  }
  return figures;
}
