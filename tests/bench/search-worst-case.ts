/**
 * The most expensive request the search endpoint still accepts: every cap of `REQUEST_LIMITS` at its maximum (the
 * most filters in the most OR-groups, spread over the four filter parameters, all of them passing every record so
 * none of the work is skipped; the most facets, values per facet and hits; the longest query, attribute lists and highlight
 * tags), timed in the engine and through the service beside a normal listing.
 */
import { FACET_ATTRIBUTES, NUMERIC_ATTRIBUTES } from '../../server/search/catalogue/catalogue-documents.ts';
import type { SearchService } from '../../server/search/index.ts';
import { REQUEST_LIMITS } from '../../server/search/request-limits.ts';
import { engineQueriesOf, loop, type Figures } from './search-timing.ts';

const L = REQUEST_LIMITS;
/** The filter caps count the four filter parameters together: each gets a quarter of the groups. */
const GROUPS_EACH = Math.floor(L.filterGroups / 4);
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

/** `GROUPS_EACH` groups of `GROUP_SIZE` entries, each made by `entry` (given a colour to leave out). */
const groups = <T>(colours: readonly string[], entry: (colour: string, group: number, index: number) => T) =>
  times(GROUPS_EACH, (group) =>
    times(GROUP_SIZE, (index) => entry(colours[index % colours.length]!, group, index)),
  );

/** The request: `query` is the only part that differs between the variants. */
function worstRequest(query: string, colours: readonly string[]): Record<string, unknown> {
  // Each OR-group negates several colours: a record has one colour, so every record passes every group.
  const filters = groups(colours, (colour) => `NOT color:"${colour}"`)
    .map((group) => `(${group.join(' OR ')})`)
    .join(' AND ');
  if (filters.length > L.filtersLength) throw new Error(`worst-case filters too long: ${filters.length}`);
  const facetable = [...FACET_ATTRIBUTES, ...NUMERIC_ATTRIBUTES];
  return {
    query,
    filters,
    facetFilters: groups(colours, (colour) => `color:-${colour}`),
    numericFilters: groups(
      colours,
      (_colour, group, index) => `price.sale.total>=${-group * GROUP_SIZE - index}`,
    ),
    tagFilters: groups(colours, (_colour, group, index) => `-no-such-tag-${group}-${index}`),
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

/** A query of the longest accepted length made of one word the catalogue holds, so it still matches. */
const longQuery = (word: string) =>
  `${word} `.repeat(Math.ceil(L.queryLength / (word.length + 1))).slice(0, L.queryLength);

/** Time each worst-case variant on one index of the service: its engine queries alone, then the whole service call. */
export async function measureWorstCase(
  service: SearchService,
  indexName: string,
  milliseconds: number,
): Promise<WorstCaseFigures[]> {
  const colourFacets = (
    await service.search(indexName, { facets: ['color'], hitsPerPage: 1, analytics: false })
  ).facets?.color;
  const colours = Object.keys(colourFacets ?? {}).slice(0, GROUP_SIZE);
  const [first] = (await service.search(indexName, { hitsPerPage: 1, analytics: false })).hits;
  const word = ((first as { name?: string } | undefined)?.name ?? 'coat').split(/\s+/).at(-1)!.toLowerCase();
  const variants = [
    { name: 'every cap at its maximum, empty query (all records match)', body: worstRequest('', colours) },
    {
      name: `every cap at its maximum, 512-character query ("${word} ${word} ...")`,
      body: worstRequest(longQuery(word), colours),
    },
  ];
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
