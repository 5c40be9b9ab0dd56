import { DEFAULT_SORT, SORT_REPLICAS } from '../../../shared/search-indexes.ts';
import type { ProductRecord } from '../../../schemas/search/product-record.ts';
import {
  engineAttribute,
  FACET_ATTRIBUTES,
  NUMERIC_ATTRIBUTES,
  soldIn,
} from '../catalogue/catalogue-documents.ts';
import type { CatalogueIndex } from '../catalogue/catalogue-index.ts';
import { recordIn } from '../catalogue/product-records.ts';
import type { EngineQuery, OrderSpec } from '../engine/engine-types.ts';
import { normalize } from '../engine/text.ts';
import type { FilterExpression } from '../filters/index.ts';
import { AlgoliaError } from './algolia-error.ts';
import { highlight } from './highlight.ts';
import { searchWithPromotions } from './promotions.ts';
import type { AppliedRules } from './search-rules.ts';
import { pageWindow, responseEnvelope, retrieve, type SearchResponse } from './search-response.ts';
import type { SearchParams } from './search-params.ts';

/** Algolia's customRanking of our primary index: what sells, then what is new. */
const CUSTOM_RANKING: OrderSpec = [
  { attribute: 'popularity', order: 'desc' },
  { attribute: 'createdAt', order: 'desc' },
];

const HIGHLIGHTED: readonly string[] = ['name', 'brand.name'];

/** Our attributesForFaceting declares the storefront facets `searchable(...)`; other attributes only filter. */
const SEARCHABLE_FACETS = new Set<string>(FACET_ATTRIBUTES);

/** One site's product index or sort replica: the shared catalogue seen in the site's currency. */
export class ProductIndex {
  readonly kind = 'products';
  private readonly sort: OrderSpec | undefined;

  constructor(
    readonly name: string,
    readonly siteId: string,
    readonly currency: string,
    private readonly catalogue: CatalogueIndex,
    sortOption: string = DEFAULT_SORT,
  ) {
    const replica = SORT_REPLICAS[sortOption];
    this.sort = replica
      ? [{ attribute: this.attribute(replica.attribute), order: replica.order }]
      : undefined;
  }

  /** The primary index's settings name this, so rules and logs attach to the primary for every replica. */
  get primary(): string {
    return this.name.replace(/_(newest|bestsellers|priceLowToHigh|priceHighToLow|discount)$/, '');
  }

  search(params: SearchParams, rules: AppliedRules): SearchResponse<ProductRecord & Record<string, unknown>> {
    const started = performance.now();
    const window = pageWindow(params);
    // `*` is every attribute for faceting: the numeric ones answer facets_stats, as in Algolia.
    const facets = params.facets.includes('*') ? [...FACET_ATTRIBUTES, ...NUMERIC_ATTRIBUTES] : params.facets;
    const query = this.engineQuery(params, rules, window, facets);
    const { engine } = this.catalogue;
    const result = rules.promote.length
      ? searchWithPromotions(engine, query, this.indexFilters(), rules.promote)
      : engine.search(query);
    const words = result.matchedWords;
    const [language] = params.queryLanguages;
    const hits = result.hits.map(({ record }) => {
      const shown = recordIn(record, this.currency, language)!;
      const highlighted = params.attributesToHighlight ?? HIGHLIGHTED;
      const _highlightResult: Record<string, unknown> = {};
      if (highlighted.includes('name') || highlighted.includes('*'))
        _highlightResult.name = highlight(shown.name, words, params.highlightPreTag, params.highlightPostTag);
      if (highlighted.includes('brand.name') || highlighted.includes('brand') || highlighted.includes('*'))
        _highlightResult.brand = {
          name: highlight(shown.brand.name, words, params.highlightPreTag, params.highlightPostTag),
        };
      // `shown` is this answer's own copy, so the hit is built on it rather than copied again.
      const hit = retrieve(shown as unknown as Record<string, unknown>, params.attributesToRetrieve);
      hit._highlightResult = _highlightResult;
      return hit as unknown as ProductRecord & Record<string, unknown>;
    });
    const facetsOut = Object.fromEntries(
      facets.flatMap((facet) => {
        const counts = result.facets[this.attribute(facet)];
        return counts ? [[facet, counts]] : [];
      }),
    );
    const statsOut = Object.fromEntries(
      this.numericFacets(facets).flatMap((facet) => {
        const stats = result.stats[this.attribute(facet)];
        return stats ? [[facet, stats]] : [];
      }),
    );
    return {
      hits,
      ...responseEnvelope(this.name, params, result.nbHits, started),
      ...(facets.length ? { facets: facetsOut } : {}),
      ...(Object.keys(statsOut).length ? { facets_stats: statsOut } : {}),
      ...(rules.userData.length ? { userData: rules.userData } : {}),
      ...(rules.applied.length ? { appliedRules: rules.applied.map((objectID) => ({ objectID })) } : {}),
    };
  }

  /** Facet value search: the values of one facet among what the query matches whose words start with facetQuery. */
  searchFacetValues(facet: string, params: SearchParams, rules: AppliedRules) {
    if (!SEARCHABLE_FACETS.has(facet))
      throw new AlgoliaError(
        400,
        `Cannot search in \`${facet}\` attribute, you need to add \`searchable(${facet})\` to attributesForFaceting.`,
      );
    const started = performance.now();
    const wanted = normalize(params.facetQuery).split(/\s+/).filter(Boolean);
    const values = this.catalogue.engine
      .facetCounts(this.engineQuery(params, rules, { offset: 0, length: 0 }, []), this.attribute(facet))
      .filter(({ label }) => {
        const words = normalize(label).split(/[^\p{L}\p{N}]+/u);
        return wanted.every((part) => words.some((word) => word.startsWith(part)));
      })
      .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
      .slice(0, params.maxFacetHits);
    return {
      facetHits: values.map(({ label, count }) => ({
        value: label,
        highlighted: highlightPrefixes(label, wanted, params.highlightPreTag, params.highlightPostTag),
        count,
      })),
      exhaustiveFacetsCount: true,
      exhaustive: { facetsCount: true },
      processingTimeMS: Math.max(1, Math.round(performance.now() - started)),
    };
  }

  private engineQuery(
    params: SearchParams,
    rules: AppliedRules,
    window: { offset: number; length: number },
    facets: readonly string[],
  ): EngineQuery {
    const filters: FilterExpression = [
      ...this.indexFilters(),
      ...[...params.filters, ...rules.filters].map((group) =>
        group.map((predicate) => ({ ...predicate, attribute: this.attribute(predicate.attribute) })),
      ),
    ];
    return {
      query: rules.query ?? params.query,
      filters,
      ...(this.sort ? { sort: this.sort } : {}),
      customRanking: CUSTOM_RANKING,
      distinct: params.distinct,
      facetingAfterDistinct: params.facetingAfterDistinct,
      offset: window.offset,
      length: window.length,
      facets: facets.map((facet) => this.attribute(facet)),
      maxValuesPerFacet: params.maxValuesPerFacet,
      stats: this.numericFacets(facets).map((facet) => this.attribute(facet)),
      hide: rules.hide,
      boost: params.optionalFilters.map((group) =>
        group.map((filter) => ({ ...filter, attribute: this.attribute(filter.attribute) })),
      ),
      sumOrFiltersScores: params.sumOrFiltersScores,
    };
  }

  /** What puts a record in this index: being sold in the site's currency. */
  private indexFilters(): FilterExpression {
    return [[{ kind: 'facet', attribute: soldIn(this.currency), value: 'true', negated: false }]];
  }

  private numericFacets(facets: readonly string[]): string[] {
    const numeric = new Set<string>(NUMERIC_ATTRIBUTES);
    return facets.filter((facet) => numeric.has(facet));
  }

  private attribute(name: string): string {
    return engineAttribute(name, this.currency);
  }
}

/** Facet hits highlight the start of each word the facet query's words begin. */
function highlightPrefixes(label: string, wanted: string[], pre: string, post: string): string {
  const words = normalize(label).match(/[\p{L}\p{N}]+/gu) ?? [];
  const matched = wanted.map((word) => ({
    word,
    tokens: words.filter((candidate) => candidate.startsWith(word)),
    prefix: true,
  }));
  return highlight(label, matched, pre, post).value;
}
