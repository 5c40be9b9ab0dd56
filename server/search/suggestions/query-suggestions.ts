import type { QuerySuggestionRecord } from '../../../schemas/search/product-record.ts';
import type { Queryable } from '../../db/database.ts';
import { highlight } from '../algolia/highlight.ts';
import type { SearchParams } from '../algolia/search-params.ts';
import { pageWindow, responseEnvelope, type SearchResponse } from '../algolia/search-response.ts';
import { soldIn } from '../catalogue/catalogue-documents.ts';
import type { CatalogueIndex } from '../catalogue/catalogue-index.ts';
import { SearchEngine } from '../engine/search-engine.ts';
import { normalize, tokenize } from '../engine/text.ts';
import { OncePerClient } from './once-per-client.ts';

/** A search counts towards suggestions once it found something; typed prefixes are sent with analytics off. */
const SEARCH_WEIGHT = 25;
/** The catalogue's own terms start at a tenth of how many products carry them, so a new shop suggests something. */
const SEED_DIVISOR = 10;

/** How much shoppers' searches may teach the suggestions, per product index; every structure here is bounded. */
export interface SuggestionLimits {
  /** Searched queries kept (in the database and read at each rebuild): the least counted, then oldest, go first. */
  learned: number;
  /** New queries held between two writes (the count of one already held still grows). */
  pending: number;
  /** Client and query pairs remembered so a client's repeats count once; the oldest forgotten first. */
  clients: number;
  /** How long a client's search of a query counts once (ms). */
  windowMs: number;
}

export const DEFAULT_SUGGESTION_LIMITS: SuggestionLimits = {
  learned: 2000,
  pending: 2000,
  clients: 20_000,
  windowMs: 24 * 60 * 60 * 1000,
};

const humanize = (tag: string) => tag.replace(/[-_]+/g, ' ').trim();

/**
 * Query-suggestion indexes per site (Algolia's Query Suggestions shape: query, popularity, nb_words), built from the
 * catalogue's brands and categories and from what shoppers searched, rebuilt every minute.
 */
export class QuerySuggestions {
  private readonly engines = new Map<string, SearchEngine<QuerySuggestionRecord>>();
  /** Per product index: query -> searches not yet written. */
  private pending = new Map<string, Map<string, { count: number; hits: number }>>();
  private readonly clients = new Map<string, OncePerClient>();

  constructor(
    private readonly db: Queryable,
    private readonly catalogue: CatalogueIndex,
    private readonly limits: SuggestionLimits = DEFAULT_SUGGESTION_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Remember a search of a product index by a client (its address); written in batches by `flush`. Only searches
   * that found something teach, and each client counts once per query within the window, so repeating a search
   * cannot push words into other shoppers' suggestions.
   */
  record(index: string, query: string, hits: number, client: string): void {
    const clean = normalize(query).replace(/\s+/g, ' ').trim();
    if (!clean || hits <= 0 || clean.length > 50) return;
    let pending = this.pending.get(index);
    const entry = pending?.get(clean);
    if (!entry && (pending?.size ?? 0) >= this.limits.pending) return;
    let seen = this.clients.get(index);
    if (!seen)
      this.clients.set(
        index,
        (seen = new OncePerClient(this.limits.clients, this.limits.windowMs, this.now)),
      );
    if (!seen.first(client, clean)) return;
    if (!pending) this.pending.set(index, (pending = new Map()));
    pending.set(clean, { count: (entry?.count ?? 0) + 1, hits });
  }

  async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = new Map();
    for (const [index, queries] of batch) {
      for (const [query, { count, hits }] of queries)
        await this.db.query(
          `INSERT INTO search_queries (index_name, query, count, hits) VALUES ($1, $2, $3, $4)
           ON CONFLICT (index_name, query) DO UPDATE
             SET count = search_queries.count + EXCLUDED.count, hits = EXCLUDED.hits, last_at = now()`,
          [index, query, count, hits],
        );
      // Keep the index's most useful queries: those that still find something, most searched, most recent.
      await this.db.query(
        `DELETE FROM search_queries WHERE index_name = $1 AND query IN (
           SELECT query FROM search_queries WHERE index_name = $1
            ORDER BY hits > 0 DESC, count DESC, last_at DESC, query OFFSET $2)`,
        [index, this.limits.learned],
      );
    }
  }

  /** Rebuild one site's suggestions from its product index's searches and the catalogue it sells. */
  async rebuild(name: string, productIndex: string, currency: string): Promise<void> {
    const popularity = new Map<string, number>();
    const add = (query: string, weight: number) => {
      const key = normalize(query).replace(/\s+/g, ' ').trim();
      if (key) popularity.set(key, (popularity.get(key) ?? 0) + weight);
    };
    const seed = this.catalogue.engine.search({
      query: '',
      filters: [[{ kind: 'facet', attribute: soldIn(currency), value: 'true', negated: false }]],
      customRanking: [],
      distinct: false,
      offset: 0,
      length: 0,
      facets: ['brand.name', 'categories'],
      maxValuesPerFacet: 500,
      stats: [],
    });
    for (const counts of Object.values(seed.facets))
      for (const [value, count] of Object.entries(counts))
        add(humanize(value), Math.ceil(count / SEED_DIVISOR));
    const searched = await this.db.query<{ query: string; count: number }>(
      'SELECT query, count FROM search_queries WHERE index_name = $1 AND hits > 0 ORDER BY count DESC LIMIT $2',
      [productIndex, this.limits.learned],
    );
    for (const row of searched) add(row.query, row.count * SEARCH_WEIGHT);
    const engine = new SearchEngine<QuerySuggestionRecord>();
    for (const [query, weight] of popularity) {
      const record = { objectID: query, query, popularity: weight, nb_words: tokenize(query).length };
      engine.upsert({
        id: query,
        distinctKey: query,
        record,
        facets: { objectID: [query] },
        numbers: { popularity: weight },
        searchable: [query],
      });
    }
    this.engines.set(name, engine);
  }

  has(name: string): boolean {
    return this.engines.has(name);
  }

  search(name: string, params: SearchParams): SearchResponse {
    const started = performance.now();
    const engine = this.engines.get(name)!;
    const window = pageWindow(params);
    const result = engine.search({
      query: params.query,
      filters: params.filters,
      customRanking: [{ attribute: 'popularity', order: 'desc' }],
      distinct: false,
      offset: window.offset,
      length: window.length,
      facets: [],
      maxValuesPerFacet: 0,
      stats: [],
    });
    return {
      hits: result.hits.map(({ record }) => ({
        ...record,
        _highlightResult: {
          query: highlight(
            record.query,
            result.matchedWords,
            params.highlightPreTag,
            params.highlightPostTag,
          ),
        },
      })),
      ...responseEnvelope(name, params, result.nbHits, started),
    };
  }
}
