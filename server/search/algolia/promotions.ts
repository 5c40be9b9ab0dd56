import type { CatalogueRecord } from '../catalogue/product-records.ts';
import type { EngineHit, EngineQuery, EngineResult } from '../engine/engine-types.ts';
import type { SearchEngine } from '../engine/search-engine.ts';
import type { FilterExpression, FilterGroup } from '../filters/index.ts';
import type { Promotion } from './search-rules.ts';

type Engine = SearchEngine<CatalogueRecord>;
type Hit = EngineHit<CatalogueRecord>;

const anyOf = (attribute: string, values: readonly string[]): FilterGroup =>
  values.map((value) => ({ kind: 'facet', attribute, value, negated: false }));

/** The hits among `ids` that a query lets through, whatever their rank. */
function only(engine: Engine, query: EngineQuery, attribute: string, ids: readonly string[]): Hit[] {
  if (ids.length === 0) return [];
  const filters = [...query.filters, anyOf(attribute, ids)];
  return engine.search({ ...query, filters, offset: 0, length: ids.length, facets: [], stats: [] }).hits;
}

/**
 * The records the promotions pin, in position order. As in Algolia, a pinned record shows whether or not it
 * matches the query text, and whatever the shopper's filters unless its rule sets `filterPromotes`; it must still
 * be in the index (`indexFilters`: sold in the site's currency) and not hidden by a rule.
 */
function pinnedRecords(
  engine: Engine,
  query: EngineQuery,
  indexFilters: FilterExpression,
  promotions: readonly Promotion[],
): { hit: Hit; position: number }[] {
  const anyText = { ...query, query: '', distinct: false };
  const ids = (filtered: boolean) =>
    promotions.filter((promotion) => promotion.filtered === filtered).map(({ objectID }) => objectID);
  const found = {
    filtered: new Map(only(engine, anyText, 'objectID', ids(true)).map((hit) => [hit.id, hit])),
    unfiltered: new Map(
      only(engine, { ...anyText, filters: indexFilters }, 'objectID', ids(false)).map((hit) => [hit.id, hit]),
    ),
  };
  const seen = new Set<string>();
  return promotions
    .flatMap(({ objectID, position, filtered }) => {
      const hit = (filtered ? found.filtered : found.unfiltered).get(objectID);
      return hit ? [{ hit, position }] : [];
    })
    .filter(({ hit }) => {
      // With distinct on, one product shows once: the first record pinned for it.
      const key = query.distinct ? hit.record.base.productId : hit.id;
      return !seen.has(key) && !!seen.add(key);
    })
    .sort((a, b) => a.position - b.position);
}

/**
 * A search with rules' promoted records pinned at their positions (Algolia's `promote`). A pinned record leaves
 * its organic place, so it shows once, and adds to nbHits only when the search would not have found it.
 */
export function searchWithPromotions(
  engine: Engine,
  query: EngineQuery,
  indexFilters: FilterExpression,
  promotions: readonly Promotion[],
): EngineResult<CatalogueRecord> {
  const pins = pinnedRecords(engine, query, indexFilters, promotions);
  if (pins.length === 0) return engine.search(query);
  const keyAttribute = query.distinct ? 'productId' : 'objectID';
  const key = (hit: Hit) => (query.distinct ? hit.record.base.productId : hit.id);
  const pinned = new Set(pins.map(({ hit }) => key(hit)));
  // Ranked from the top, with room for the pinned records taken out, so the page fills after they move.
  const end = query.offset + query.length;
  const result = engine.search({ ...query, offset: 0, length: end + pins.length });
  const list = result.hits.filter((hit) => !pinned.has(key(hit)));
  for (const { hit, position } of pins) list.splice(Math.min(position, list.length), 0, hit);
  const organic = new Set(only(engine, query, keyAttribute, [...pinned]).map(key));
  const added = [...pinned].filter((pin) => !organic.has(pin)).length;
  return { ...result, hits: list.slice(query.offset, end), nbHits: result.nbHits + added };
}
