import type { ListingProduct, ListingQuery, SearchService } from '../../src/kernel/types/index.ts';
import { FakeSearchService } from './fake-services.ts';

/** The parameters of one `SearchService.products` call. */
export type ProductSearch = Parameters<SearchService['products']>[1];
type RecommendModel = Parameters<SearchService['recommend']>[1];

/** An answer a scripted call gives: products, an error to raise, or a promise the test settles itself. */
export type ScriptedAnswer = ListingProduct[] | Error | Promise<ListingProduct[]>;

/**
 * A search service for trays: product searches and recommendations are answered by functions of the request (a
 * whole catalogue by default) and every call is recorded, so tests assert the filters sent and stories show cards.
 */
export class ScriptedSearchService implements SearchService {
  /** Listings and suggestions, which trays do not use, answer as the plain fake does. */
  private readonly plain = new FakeSearchService();
  readonly productCalls: ({ indexName: string } & ProductSearch)[] = [];
  readonly recommendCalls: {
    indexName: string;
    model: RecommendModel;
    objectID: string | undefined;
    max: number;
  }[] = [];
  answerProducts: (params: ProductSearch) => ScriptedAnswer;
  answerRecommend: (model: RecommendModel, objectID: string | undefined, max: number) => ScriptedAnswer;

  constructor(catalogue: readonly ListingProduct[] = [], groups: Readonly<Record<string, string[]>> = {}) {
    this.answerProducts = catalogueAnswer(catalogue, groups);
    this.answerRecommend = (_model, objectID, max) =>
      catalogue.filter((product) => product.productId !== objectID).slice(0, max);
  }

  listing(query: ListingQuery) {
    return this.plain.listing(query);
  }

  suggestions(indexName: string, query: string, hitsPerPage: number) {
    return this.plain.suggestions(indexName, query, hitsPerPage);
  }

  hitCounts(indexName: string, filters: readonly string[]) {
    return this.plain.hitCounts(indexName, filters);
  }

  async products(indexName: string, params: ProductSearch): Promise<ListingProduct[]> {
    this.productCalls.push({ indexName, ...params });
    return settle(this.answerProducts(params));
  }

  async recommend(
    indexName: string,
    model: RecommendModel,
    objectID: string | undefined,
    max: number,
  ): Promise<ListingProduct[]> {
    this.recommendCalls.push({ indexName, model, objectID, max });
    return settle(this.answerRecommend(model, objectID, max));
  }
}

async function settle(answer: ScriptedAnswer): Promise<ListingProduct[]> {
  const settled = await answer;
  if (settled instanceof Error) throw settled;
  return settled;
}

/**
 * Answers a catalogue the way the search endpoint would for tray filters: `productId:"a" OR productId:"b"` finds
 * those products, `_tags:"_grp_x"` the members of group x (`groups` maps a group id to member ids), anything else
 * the catalogue from the start; at most hitsPerPage.
 */
export function catalogueAnswer(
  catalogue: readonly ListingProduct[],
  groups: Readonly<Record<string, string[]>> = {},
): (params: ProductSearch) => ListingProduct[] {
  return ({ filters = '', hitsPerPage }) => {
    const ids = [...filters.matchAll(/productId:"([^"]+)"/g)].map((match) => match[1]!);
    const group = /_tags:"_grp_([^"]+)"/.exec(filters)?.[1];
    const found = group
      ? catalogue.filter((product) => groups[group]?.includes(product.productId))
      : ids.length
        ? catalogue.filter((product) => ids.includes(product.productId))
        : catalogue;
    return found.slice(0, hitsPerPage);
  };
}
