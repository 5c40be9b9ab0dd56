import {
  productIndexName,
  SORT_REPLICAS,
  sortIndexName,
  suggestionsIndexName,
} from '../../shared/search-indexes.ts';
import type { Database } from '../db/database.ts';
import { AlgoliaError } from './algolia/algolia-error.ts';
import { ProductIndex } from './algolia/product-index.ts';
import { readSearchParams } from './algolia/search-params.ts';
import { NO_RULES, SearchRules } from './algolia/search-rules.ts';
import { CatalogueIndex } from './catalogue/catalogue-index.ts';
import { Recommendations, type RecommendRequest } from './recommend/recommendations.ts';
import { searchDuration } from '../lib/metrics.ts';
import { RepeatedLog } from '../lib/repeated-log.ts';
import { overLimit, REQUEST_LIMITS } from './request-limits.ts';
import { QuerySuggestions } from './suggestions/query-suggestions.ts';

/** A site as search sees it: its id names its indexes, its currency prices them. */
export interface SearchSite {
  siteId: string;
  currency: string;
}

export interface SearchTimings {
  /** How often the index reads database changes (ms). */
  syncMs: number;
  /** How often query suggestions are rebuilt and searches written (ms). */
  suggestionsMs: number;
}

export const DEFAULT_TIMINGS: SearchTimings = { syncMs: 1000, suggestionsMs: 60_000 };

/**
 * Our Algolia-compatible search: one catalogue index shared by every site's product index and sort replicas,
 * query suggestions, rules and recommendations, kept in step with the database by a polling loop.
 */
export class SearchService {
  readonly rules: SearchRules;
  private readonly products = new Map<string, ProductIndex>();
  private readonly suggestionIndexes = new Map<string, { productIndex: string; currency: string }>();
  private readonly suggestions: QuerySuggestions;
  private readonly recommendations: Recommendations;
  private readonly timers: NodeJS.Timeout[] = [];
  private syncing: Promise<unknown> = Promise.resolve();
  private readonly pricesPending = new Set<string>();
  private ready = false;
  private readonly backgroundFailures = new RepeatedLog({
    error: (details, message) => console.error(message, details),
  });

  private constructor(
    private readonly db: Database,
    readonly catalogue: CatalogueIndex,
    sites: readonly SearchSite[],
  ) {
    this.rules = new SearchRules(db);
    this.suggestions = new QuerySuggestions(db, catalogue);
    this.recommendations = new Recommendations(db);
    for (const site of sites) this.addSiteIndexes(site);
  }

  /** A site's product index, its sort replicas and its suggestions index, all in the site's currency. */
  private addSiteIndexes({ siteId, currency }: SearchSite): string[] {
    const primary = productIndexName(siteId);
    this.products.set(primary, new ProductIndex(primary, siteId, currency, this.catalogue));
    for (const sort of Object.keys(SORT_REPLICAS)) {
      const name = sortIndexName(siteId, sort);
      this.products.set(name, new ProductIndex(name, siteId, currency, this.catalogue, sort));
    }
    this.suggestionIndexes.set(suggestionsIndexName(siteId), { productIndex: primary, currency });
    return this.siteIndexNames(siteId);
  }

  private siteIndexNames(siteId: string): string[] {
    return [
      productIndexName(siteId),
      ...Object.keys(SORT_REPLICAS).map((sort) => sortIndexName(siteId, sort)),
    ];
  }

  /**
   * Serve a site that appeared (or changed currency) while the shop runs: read the catalogue's latest prices first,
   * then build its indexes and replicas and warm them, so its first shopper finds them ready. `pricesPending` marks a
   * site whose currency has no prices yet: its searches say so (userData) rather than look like an empty catalogue.
   */
  async openSite(site: SearchSite, options: { pricesPending?: boolean } = {}): Promise<void> {
    if (options.pricesPending) this.pricesPending.add(site.siteId);
    else this.pricesPending.delete(site.siteId);
    const existing = this.products.get(productIndexName(site.siteId));
    await this.sync();
    if (existing?.currency === site.currency) return;
    const names = this.addSiteIndexes(site);
    await this.warmUp(names);
    const suggestions = suggestionsIndexName(site.siteId);
    await this.suggestions.rebuild(suggestions, productIndexName(site.siteId), site.currency);
  }

  /** Stop serving a site whose folder was removed: its indexes answer "Index does not exist" from now on. */
  closeSite(siteId: string): void {
    for (const name of this.siteIndexNames(siteId)) this.products.delete(name);
    this.suggestionIndexes.delete(suggestionsIndexName(siteId));
    this.pricesPending.delete(siteId);
  }

  /** Load the catalogue and start following the database (timings 0 = no background loops, for tests). */
  static async start(
    db: Database,
    sites: readonly SearchSite[],
    timings: SearchTimings = DEFAULT_TIMINGS,
  ): Promise<SearchService> {
    const catalogue = new CatalogueIndex(db);
    await catalogue.load();
    const service = new SearchService(db, catalogue, sites);
    await service.rebuildSuggestions();
    await service.warmUp();
    service.ready = true;
    if (timings.syncMs > 0) service.every(timings.syncMs, () => service.sync());
    if (timings.suggestionsMs > 0)
      service.every(timings.suggestionsMs, () =>
        service.suggestions.flush().then(() => service.rebuildSuggestions()),
      );
    return service;
  }

  /**
   * One faceted, priced search per index before the first shopper's: each sort order and number range index is built
   * on first use (about 100 ms at 100,000 products), which would otherwise land on someone's page load.
   */
  private async warmUp(names: Iterable<string> = this.products.keys()): Promise<void> {
    for (const name of [...names])
      await this.runSearch(name, {
        facets: ['*'],
        filters: 'price.sale.total > 0',
        hitsPerPage: 1,
        analytics: false,
        enableRules: false,
      });
  }

  indexNames(): string[] {
    return [...this.products.keys(), ...this.suggestionIndexes.keys()];
  }

  /** Read database changes now (the loop does this every second). */
  sync(): Promise<string[]> {
    const next = this.syncing.then(() => this.catalogue.sync());
    this.syncing = next.catch(() => undefined);
    return next;
  }

  async rebuildSuggestions(): Promise<void> {
    for (const [name, { productIndex, currency }] of this.suggestionIndexes)
      await this.suggestions.rebuild(name, productIndex, currency);
  }

  /** Write remembered searches now (the loop does this with each suggestions rebuild). */
  flushSearches(): Promise<void> {
    return this.suggestions.flush();
  }

  /** Whether the indexes are built and served (readiness): from the end of `start` until `close`. */
  isReady(): boolean {
    return this.ready;
  }

  /** One search, timed; `client` (the caller's address) is who counts towards query suggestions. */
  async search(indexName: string, body: Record<string, unknown>, client = '') {
    const kind = this.suggestionIndexes.has(indexName) ? 'suggestions' : 'products';
    const end = searchDuration.startTimer({ kind });
    try {
      return await this.runSearch(indexName, body, client);
    } finally {
      end();
    }
  }

  private async runSearch(indexName: string, body: Record<string, unknown>, client = '') {
    const params = readSearchParams(body);
    if (this.suggestionIndexes.has(indexName)) return this.suggestions.search(indexName, params);
    const index = this.productIndex(indexName);
    const rules = params.enableRules
      ? await this.rules.apply(index.primary, params.query, params.ruleContexts)
      : NO_RULES;
    const result = index.search(params, rules);
    if (this.pricesPending.has(index.siteId))
      Object.assign(result, { userData: [...(result.userData ?? []), { pricesPending: true }] });
    if (params.analytics && params.clickAnalytics && params.query.trim() && params.page === 0)
      this.suggestions.record(index.primary, params.query, result.nbHits, client);
    return result;
  }

  async searchForFacetValues(indexName: string, facet: string, body: Record<string, unknown>) {
    const end = searchDuration.startTimer({ kind: 'facets' });
    try {
      const params = readSearchParams(body);
      const index = this.productIndex(indexName);
      const rules = await this.rules.apply(index.primary, params.query, params.ruleContexts);
      return index.searchFacetValues(facet, params, rules);
    } finally {
      end();
    }
  }

  /** `POST /1/indexes/*\/queries`: each request as a search, or a facet value search when `type` is `facet`. */
  async multiSearch(requests: unknown, client = '') {
    if (!Array.isArray(requests)) throw new AlgoliaError(400, 'requests must be an array');
    if (requests.length > REQUEST_LIMITS.queriesPerBatch)
      throw overLimit('requests', REQUEST_LIMITS.queriesPerBatch, 'requests per batch');
    const results = [];
    for (const request of requests) {
      if (!request || typeof request !== 'object')
        throw new AlgoliaError(400, 'Each request must be an object');
      const { indexName, type, facet, ...params } = request as Record<string, unknown>;
      if (typeof indexName !== 'string') throw new AlgoliaError(400, 'indexName is required');
      if (type === 'facet') {
        if (typeof facet !== 'string') throw new AlgoliaError(400, 'facet is required');
        results.push(await this.searchForFacetValues(indexName, facet, params));
      } else results.push(await this.search(indexName, params, client));
    }
    return { results };
  }

  async recommend(requests: unknown) {
    if (!Array.isArray(requests)) throw new AlgoliaError(400, 'requests must be an array');
    if (requests.length > REQUEST_LIMITS.recommendationsPerBatch)
      throw overLimit('requests', REQUEST_LIMITS.recommendationsPerBatch, 'requests per batch');
    const results = [];
    for (const request of requests as RecommendRequest[]) {
      if (!request || typeof request !== 'object' || typeof request.indexName !== 'string')
        throw new AlgoliaError(400, 'indexName is required');
      results.push(await this.recommendations.recommend(this.productIndex(request.indexName), request));
    }
    return { results };
  }

  hasIndex(name: string): boolean {
    return this.products.has(name) || this.suggestionIndexes.has(name);
  }

  async close(): Promise<void> {
    this.ready = false;
    for (const timer of this.timers) clearInterval(timer);
    await this.syncing;
    await this.suggestions.flush().catch(() => undefined);
  }

  private productIndex(name: string): ProductIndex {
    const index = this.products.get(name);
    if (!index) throw new AlgoliaError(404, 'Index does not exist');
    return index;
  }

  private every(ms: number, work: () => Promise<unknown>): void {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      work()
        .catch((error: unknown) =>
          this.backgroundFailures.error('background', { err: error }, 'search background work failed'),
        )
        .finally(() => (running = false));
    }, ms);
    timer.unref();
    this.timers.push(timer);
  }
}
