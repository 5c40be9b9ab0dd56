import type { liteClient, SearchQuery } from 'algoliasearch/lite';
import type { QuerySuggestionRecord } from '../../../schemas/search/product-record.ts';
import type { ListingQuery, SearchService } from '../types/index.ts';
import type { ListingResults, ListingProduct } from '../types/search-types.ts';
import { toListingProduct, type ProductHit } from './to-listing-product.ts';
import type { SearchAnswers } from './search-answers.ts';

/** Where search lives: our endpoint on the shop's origin by default, Algolia itself when configured. */
export interface SearchConfig {
  appId: string;
  apiKey: string;
  /** `host[:port]` list; empty means the page's own origin. */
  hosts: { url: string; protocol: 'http' | 'https' }[];
}

interface SearchAnswer<Hit> {
  hits: Hit[];
  nbHits?: number;
  page?: number;
  nbPages?: number;
  hitsPerPage?: number;
  facets?: Record<string, Record<string, number>>;
  facets_stats?: Record<string, { min: number; max: number }>;
  queryID?: string;
  userData?: { redirect?: string; pricesPending?: boolean }[];
  index?: string;
}

/** What a product card shows (`toListingProduct`): the rest of a record stays on the server, halving answers. */
const CARD_ATTRIBUTES = [
  'productId',
  'name',
  'brand',
  'url',
  'mainImage',
  'secondaryImage',
  'color',
  'colorName',
  'colors',
  'price',
  'onSale',
  'discountPercent',
  'availability',
  'promotions',
  'categories',
  'collections',
];

/** A multi-query batch holds at most 50 searches. */
const BATCH = 50;

/**
 * The multi-query of a listing: its search, plus one facet-only search per refined disjunctive facet (the benchmark
 * sends exactly these). With distinct on, every one of them counts facets after distinct: an option's count is then
 * the number of products (not colours) ticking it finds, whichever search its counts come from.
 */
export function listingRequests(query: ListingQuery) {
  const counting = query.distinct ? { distinct: true, facetingAfterDistinct: true } : { distinct: false };
  return [
    {
      indexName: query.indexName,
      query: query.query,
      filters: query.filters,
      page: query.page,
      hitsPerPage: query.hitsPerPage,
      facets: query.facets,
      ...counting,
      clickAnalytics: query.clickAnalytics,
      analytics: query.clickAnalytics,
      ruleContexts: query.ruleContexts,
      ...(query.optionalFilters?.length ? { optionalFilters: query.optionalFilters } : {}),
      attributesToRetrieve: CARD_ATTRIBUTES,
      attributesToHighlight: ['name'],
    },
    ...query.disjunctive.map(({ facet, filters }) => ({
      indexName: query.indexName,
      query: query.query,
      filters,
      hitsPerPage: 0,
      facets: [facet],
      ...counting,
      analytics: false,
      ruleContexts: query.ruleContexts,
    })),
  ];
}

type LiteClient = ReturnType<typeof liteClient>;

/** How the client reaches the endpoint: the environment's default, or the server's own in-process transport. */
export type SearchRequester = NonNullable<NonNullable<Parameters<typeof liteClient>[2]>['requester']>;

/**
 * The search service over the official algoliasearch lite client (the only module that imports it). The client is
 * fetched with the first search the page did not carry an answer for: a listing the server rendered does without it
 * until the shopper refines it.
 */
export class AlgoliaSearchService implements SearchService {
  private client?: Promise<LiteClient>;

  constructor(
    private readonly config: SearchConfig,
    private readonly options: {
      requester?: SearchRequester;
      answers?: SearchAnswers;
      /** Times a search refused for too many requests (429) is tried again, after the wait it names; default 3. */
      rateLimitRetries?: number;
      /** The shopper's language: every search asks for it, so names come back in it where the catalogue has them. */
      language?: () => string;
    } = {},
  ) {}

  private liteClient(): Promise<LiteClient> {
    const { config, options } = this;
    this.client ??= import('algoliasearch/lite').then(
      ({ liteClient }) =>
        liteClient(config.appId, config.apiKey, {
          hosts: config.hosts.map(({ url, protocol }) => ({ url, protocol, accept: 'readWrite' as const })),
          ...(options.requester ? { requester: options.requester } : {}),
          ...(options.rateLimitRetries === undefined
            ? {}
            : { maxRateLimitRetries: options.rateLimitRetries }),
        }),
      (error: unknown) => {
        // A failed download is tried again with the next search.
        this.client = undefined;
        throw error;
      },
    );
    return this.client;
  }

  /** Every search goes through here, so the server's record of a page's searches answers the browser's. */
  private async search<Hit>(asked: SearchQuery[]): Promise<{ results: SearchAnswer<Hit>[] }> {
    const language = this.options.language?.();
    const requests = language ? asked.map((request) => ({ ...request, queryLanguages: [language] })) : asked;
    const kept = this.options.answers?.take(requests);
    if (kept) return kept as { results: SearchAnswer<Hit>[] };
    const answer = await (await this.liteClient()).search<Hit>({ requests });
    this.options.answers?.keep(requests, answer);
    return answer as { results: SearchAnswer<Hit>[] };
  }

  /** One batch: the listing's search plus one facet-only search per refined disjunctive filter. */
  async listing(query: ListingQuery): Promise<ListingResults> {
    const requests = listingRequests(query).slice(0, BATCH);
    const { results } = await this.search<ProductHit>(requests);
    const [main, ...facetAnswers] = results;
    const counts: Record<string, Record<string, number>> = { ...(main?.facets ?? {}) };
    query.disjunctive.forEach(({ facet }, index) => {
      const own = facetAnswers[index]?.facets?.[facet];
      if (own) counts[facet] = own;
    });
    const queryID = main?.queryID;
    const offset = (main?.page ?? 0) * (main?.hitsPerPage ?? query.hitsPerPage);
    const redirect = main?.userData?.find((data) => typeof data?.redirect === 'string')?.redirect;
    const pricesPending = main?.userData?.some((data) => data?.pricesPending === true) ?? false;
    return {
      products: (main?.hits ?? []).map((hit, index) =>
        toListingProduct(
          hit,
          offset + index + 1,
          queryID ? { queryID, indexName: query.indexName } : undefined,
        ),
      ),
      nbHits: main?.nbHits ?? 0,
      page: main?.page ?? query.page,
      pages: main?.nbPages ?? 0,
      hitsPerPage: main?.hitsPerPage ?? query.hitsPerPage,
      facets: { counts, stats: main?.facets_stats ?? {} },
      ...(redirect ? { redirect } : {}),
      ...(queryID ? { queryID } : {}),
      indexName: query.indexName,
      ...(pricesPending ? { pricesPending } : {}),
    };
  }

  async suggestions(indexName: string, query: string, hitsPerPage: number): Promise<string[]> {
    const { results } = await this.search<QuerySuggestionRecord>([
      { indexName, query, hitsPerPage, analytics: false },
    ]);
    return (results[0]?.hits ?? []).map((hit) => hit.query);
  }

  async products(
    indexName: string,
    params: {
      query?: string;
      filters?: string;
      hitsPerPage: number;
      ruleContexts?: string[];
      distinct?: boolean;
    },
  ): Promise<ListingProduct[]> {
    const { results } = await this.search<ProductHit>([
      {
        indexName,
        analytics: false,
        attributesToRetrieve: CARD_ATTRIBUTES,
        attributesToHighlight: [],
        ...params,
      },
    ]);
    return (results[0]?.hits ?? []).map((hit, index) => toListingProduct(hit, index + 1));
  }

  async recommend(
    indexName: string,
    model: 'related-products' | 'bought-together' | 'trending-items',
    objectID: string | undefined,
    maxRecommendations: number,
  ): Promise<ListingProduct[]> {
    const request =
      model === 'trending-items'
        ? { indexName, model, threshold: 0, maxRecommendations }
        : { indexName, model, objectID: objectID ?? '', threshold: 0, maxRecommendations };
    const { results } = await (await this.liteClient()).getRecommendations({ requests: [request] });
    return ((results[0]?.hits ?? []) as unknown as ProductHit[]).map((hit, index) =>
      toListingProduct(hit, index + 1),
    );
  }

  async hitCounts(indexName: string, filters: readonly string[]): Promise<number[]> {
    const counts: number[] = [];
    for (let start = 0; start < filters.length; start += BATCH) {
      const requests = filters
        .slice(start, start + BATCH)
        // Only the count is read: the one hit carries its id alone, which keeps a rendered page's record small.
        .map((filter) => ({
          indexName,
          filters: filter,
          hitsPerPage: 1,
          analytics: false,
          attributesToRetrieve: ['objectID'],
          attributesToHighlight: [],
        }));
      const { results } = await this.search<ProductHit>(requests);
      counts.push(...results.map((result) => result.nbHits ?? 0));
    }
    return counts;
  }
}
