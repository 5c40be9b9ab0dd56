import type { ProductRecord } from '../../../schemas/search/product-record.ts';
import type { Queryable } from '../../db/database.ts';
import { purchasePairs } from '../../db/purchase-pairs.ts';
import { AlgoliaError } from '../algolia/algolia-error.ts';
import type { ProductIndex } from '../algolia/product-index.ts';
import { NO_RULES } from '../algolia/search-rules.ts';
import { readSearchParams, type SearchParams } from '../algolia/search-params.ts';
import type { FilterExpression, FilterGroup } from '../filters/index.ts';
import { REQUEST_LIMITS } from '../request-limits.ts';

/** One request of `POST /1/indexes/*\/recommendations` (Algolia Recommend). */
export interface RecommendRequest {
  indexName: string;
  model: string;
  objectID?: string;
  threshold?: number;
  maxRecommendations?: number;
  queryParameters?: Record<string, unknown>;
  fallbackParameters?: Record<string, unknown>;
  facetName?: string;
  facetValue?: string;
}

type Hit = ProductRecord & { _score: number };

const DEFAULT_MAX = 30;
const CANDIDATES = 200;

const facet = (attribute: string, value: string, negated = false): FilterGroup => [
  { kind: 'facet', attribute, value, negated },
];

/**
 * Algolia Recommend models over our catalogue: related products (shared categories, brand, colour, price),
 * bought together (products in the same paid orders, counted in `purchase_pairs`), trending items (what sells).
 */
export class Recommendations {
  constructor(private readonly db: Queryable) {}

  async recommend(index: ProductIndex, request: RecommendRequest) {
    const max = boundedNumber(
      request,
      'maxRecommendations',
      DEFAULT_MAX,
      1,
      REQUEST_LIMITS.maxRecommendations,
    );
    const threshold = boundedNumber(request, 'threshold', 0, 0, 100);
    let hits = await this.model(index, request, max);
    if (hits.length === 0 && request.fallbackParameters)
      hits = this.trending(index, this.params(request.fallbackParameters, []), max);
    hits = hits.filter((hit) => hit._score >= threshold).slice(0, max);
    return { hits, nbHits: hits.length, index: index.name, processingTimeMS: 1, renderingContent: {} };
  }

  private async model(index: ProductIndex, request: RecommendRequest, max: number): Promise<Hit[]> {
    switch (request.model) {
      case 'related-products':
      case 'looking-similar':
        return this.related(index, request, max);
      case 'bought-together':
        return this.boughtTogether(index, request, max);
      case 'trending-items': {
        const extra =
          request.facetName && request.facetValue ? [facet(request.facetName, request.facetValue)] : [];
        return this.trending(index, this.params(request.queryParameters, extra), max);
      }
      default:
        throw new AlgoliaError(400, `Unknown model: ${String(request.model)}`);
    }
  }

  private params(raw: Record<string, unknown> | undefined, extra: FilterExpression): SearchParams {
    const params = readSearchParams({ ...(raw ?? {}), hitsPerPage: CANDIDATES, distinct: true });
    return { ...params, filters: [...params.filters, ...extra] };
  }

  private target(index: ProductIndex, objectID: string | undefined): ProductRecord {
    if (!objectID) throw new AlgoliaError(400, 'objectID is required for this model');
    const [found] = index.search(
      {
        ...readSearchParams({ hitsPerPage: 1 }),
        filters: [[...facet('objectID', objectID), ...facet('productId', objectID)]],
      },
      NO_RULES,
    ).hits;
    if (!found) throw new AlgoliaError(404, 'ObjectID does not exist');
    return found;
  }

  private related(index: ProductIndex, request: RecommendRequest, max: number): Hit[] {
    const target = this.target(index, request.objectID);
    const sameCategory = target.categoryPageIds.map((id) => facet('categoryPageIds', id)[0]!);
    const params = this.params(request.queryParameters, [
      ...(sameCategory.length ? [sameCategory] : []),
      facet('productId', target.productId, true),
    ]);
    const scored = index.search(params, NO_RULES).hits.map((hit) => {
      const shared = hit.categoryPageIds.filter((id) => target.categoryPageIds.includes(id)).length;
      const price =
        Math.abs(hit.price.sale.total - target.price.sale.total) / Math.max(target.price.sale.total, 1);
      const score =
        shared * 10 +
        (hit.brand.tag === target.brand.tag ? 6 : 0) +
        (hit.gender === target.gender ? 4 : 0) +
        (hit.color === target.color ? 2 : 0) +
        Math.max(0, 5 - price * 5);
      return { hit, score };
    });
    return normalizeScores(scored.sort((a, b) => b.score - a.score).slice(0, max));
  }

  private async boughtTogether(index: ProductIndex, request: RecommendRequest, max: number): Promise<Hit[]> {
    const target = this.target(index, request.objectID);
    // A few more than asked: pairs whose product this index does not hold (or the query filters out) drop below.
    const rows = await purchasePairs.boughtWith(this.db, target.productId, Math.min(CANDIDATES, max * 2));
    if (rows.length === 0) return [];
    const params = this.params(request.queryParameters, [
      rows.map((row) => facet('productId', row.product_id)[0]!),
    ]);
    const byProduct = new Map(index.search(params, NO_RULES).hits.map((hit) => [hit.productId, hit]));
    return normalizeScores(
      rows
        .flatMap((row) => {
          const hit = byProduct.get(row.product_id);
          return hit ? [{ hit, score: row.together }] : [];
        })
        .slice(0, max),
    );
  }

  private trending(index: ProductIndex, params: SearchParams, max: number): Hit[] {
    const hits = index.search(params, NO_RULES).hits;
    return normalizeScores(
      [...hits]
        .sort((a, b) => b.popularity - a.popularity)
        .slice(0, max)
        .map((hit) => ({ hit, score: hit.popularity + 1 })),
    );
  }
}

/** A numeric field of a request, checked: it sizes a database query and the hits kept. */
function boundedNumber(
  request: RecommendRequest,
  name: 'maxRecommendations' | 'threshold',
  fallback: number,
  min: number,
  max: number,
): number {
  const value: unknown = request[name];
  if (value === undefined) return fallback;
  const whole = name !== 'maxRecommendations' || Number.isInteger(value);
  if (typeof value !== 'number' || !Number.isFinite(value) || !whole || value < min || value > max)
    throw new AlgoliaError(
      400,
      `Invalid value for "${name}" parameter, expected a number between ${min} and ${max}`,
    );
  return value;
}

/** Recommend's `_score` runs 0 to 100, the best at 100. */
function normalizeScores(scored: { hit: ProductRecord; score: number }[]): Hit[] {
  const best = Math.max(...scored.map((entry) => entry.score), 1);
  return scored.map(({ hit, score }) => ({ ...hit, _score: Math.round((score / best) * 100) }));
}
