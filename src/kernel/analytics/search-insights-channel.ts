import type { AnalyticsEvent, AnalyticsService } from '../types/index.ts';

/** An Algolia Insights event, as `POST /1/events` takes it (Algolia's insights host and our search endpoint alike). */
export interface InsightsEvent {
  eventType: 'click' | 'conversion';
  eventName: string;
  eventSubtype?: 'addToCart';
  index: string;
  userToken: string;
  queryID: string;
  objectIDs: string[];
  positions?: number[];
  timestamp: number;
}

/** Where Insights events go: one call per batch. */
export interface InsightsSender {
  send(events: InsightsEvent[]): void;
}

/** Search clicks remembered for a later add to bag of the same product; the oldest forgotten first. */
export const REMEMBERED_CLICKS = 50;

/** Algolia's user tokens: 1 to 129 of these characters. */
const TOKEN_CHARACTERS = /[^A-Za-z0-9_=/+-]/g;
const MAX_TOKEN = 129;

/** A shopper's id as an Algolia user token: other characters replaced, cut to length, never empty. */
export function insightsUserToken(userId: string): string {
  return userId.replace(TOKEN_CHARACTERS, '_').slice(0, MAX_TOKEN) || 'anonymous';
}

/**
 * Search analytics: a click on a search result becomes an Insights click (the search's queryID, the index it ran on,
 * the result's position), and adding that product to the bag afterwards a conversion with the same queryID, so the
 * search engine learns which results shoppers used. Products not reached from a search send nothing.
 */
export class SearchInsightsChannel implements AnalyticsService {
  private readonly clicks = new Map<string, { objectID: string; queryID: string; indexName: string }>();

  constructor(
    private readonly sender: InsightsSender,
    /** The id the shopper is known by to search analytics: one for all their events, whatever the session. */
    private readonly userId: () => string,
    private readonly now: () => number = Date.now,
  ) {}

  emit(event: AnalyticsEvent): void {
    if (event.event === 'searchResultClick') {
      const { productId, objectID, queryID, indexName, position } = event;
      this.clicks.delete(productId);
      this.clicks.set(productId, { objectID, queryID, indexName });
      if (this.clicks.size > REMEMBERED_CLICKS) this.clicks.delete(this.clicks.keys().next().value!);
      this.sender.send([
        {
          eventType: 'click',
          eventName: 'Product Clicked',
          index: indexName,
          userToken: insightsUserToken(this.userId()),
          queryID,
          objectIDs: [objectID],
          positions: [position],
          timestamp: this.now(),
        },
      ]);
    } else if (event.event === 'addToCart') {
      const click = this.clicks.get(event.productId);
      if (!click) return;
      this.sender.send([
        {
          eventType: 'conversion',
          eventName: 'Product Added to Cart',
          eventSubtype: 'addToCart',
          index: click.indexName,
          userToken: insightsUserToken(this.userId()),
          queryID: click.queryID,
          objectIDs: [click.objectID],
          timestamp: this.now(),
        },
      ]);
    }
  }
}

/** Where to send Insights events and with which public credentials. */
export interface InsightsEndpoint {
  /** `…/1/events` on Algolia's insights host or on our search endpoint. */
  url: string;
  appId: string;
  apiKey: string;
}

/**
 * Sends a batch the way Algolia's own insights library does: credentials in the query string and the JSON body as
 * plain text, so no preflight is needed, on a request that outlives the page (a click usually navigates away).
 */
export class FetchInsightsSender implements InsightsSender {
  constructor(
    private readonly endpoint: InsightsEndpoint,
    private readonly fetcher: typeof fetch,
    private readonly onFailure: (error: unknown) => void,
  ) {}

  send(events: InsightsEvent[]): void {
    const { url, appId, apiKey } = this.endpoint;
    const query = new URLSearchParams({ 'X-Algolia-Application-Id': appId, 'X-Algolia-API-Key': apiKey });
    this.fetcher(`${url}?${query}`, {
      method: 'POST',
      body: JSON.stringify({ events }),
      headers: { 'content-type': 'text/plain' },
      keepalive: true,
    }).then((response) => {
      if (!response.ok) this.onFailure(new Error(`Insights events answered ${response.status}`));
    }, this.onFailure);
  }
}
