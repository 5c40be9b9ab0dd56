import { describe, expect, it, vi } from 'vitest';
import type { AnalyticsEvent } from '../types/index.ts';
import {
  FetchInsightsSender,
  insightsUserToken,
  REMEMBERED_CLICKS,
  SearchInsightsChannel,
  type InsightsEvent,
} from './search-insights-channel.ts';

const QUERY_ID = '0123456789abcdef0123456789abcdef';
const NOW = 1_767_000_000_000;

function setup() {
  const batches: InsightsEvent[][] = [];
  const channel = new SearchInsightsChannel(
    { send: (events) => batches.push(events) },
    () => 'c0ffee-session',
    () => NOW,
  );
  return { channel, batches };
}

const click = (productId: string, position = 4): AnalyticsEvent => ({
  event: 'searchResultClick',
  productId,
  objectID: `${productId}-navy`,
  queryID: QUERY_ID,
  indexName: 'uk_products',
  position,
});

describe('SearchInsightsChannel', () => {
  it('sends a search result click as an Insights click with the queryID, index and position', () => {
    const { channel, batches } = setup();
    channel.emit(click('p1'));
    expect(batches).toEqual([
      [
        {
          eventType: 'click',
          eventName: 'Product Clicked',
          index: 'uk_products',
          userToken: 'c0ffee-session',
          queryID: QUERY_ID,
          objectIDs: ['p1-navy'],
          positions: [4],
          timestamp: NOW,
        },
      ],
    ]);
  });

  it('sends adding a clicked product to the bag as a conversion with the same queryID', () => {
    const { channel, batches } = setup();
    channel.emit(click('p1'));
    channel.emit({ event: 'addToCart', productId: 'p1', sku: 'p1-m', quantity: 1 });
    expect(batches[1]).toEqual([
      {
        eventType: 'conversion',
        eventName: 'Product Added to Cart',
        eventSubtype: 'addToCart',
        index: 'uk_products',
        userToken: 'c0ffee-session',
        queryID: QUERY_ID,
        objectIDs: ['p1-navy'],
        timestamp: NOW,
      },
    ]);
  });

  it('sends nothing for products not reached from a search, nor for other events', () => {
    const { channel, batches } = setup();
    channel.emit({ event: 'addToCart', productId: 'p9', quantity: 1 });
    channel.emit({ event: 'pageView', path: '/uk/en/search' });
    expect(batches).toEqual([]);
  });

  it('remembers a bounded number of clicks, forgetting the oldest', () => {
    const { channel, batches } = setup();
    for (let i = 0; i <= REMEMBERED_CLICKS; i += 1) channel.emit(click(`p${i}`));
    channel.emit({ event: 'addToCart', productId: 'p0', quantity: 1 });
    channel.emit({ event: 'addToCart', productId: `p${REMEMBERED_CLICKS}`, quantity: 1 });
    expect(batches.slice(REMEMBERED_CLICKS + 1).map(([event]) => event?.objectIDs)).toEqual([
      [`p${REMEMBERED_CLICKS}-navy`],
    ]);
  });

  it('makes a session id a valid user token', () => {
    expect(insightsUserToken('a.b c')).toBe('a_b_c');
    expect(insightsUserToken('x'.repeat(200))).toHaveLength(129);
    expect(insightsUserToken('')).toBe('anonymous');
  });
});

describe('FetchInsightsSender', () => {
  it('posts the batch as Algolia’s insights library does: credentials in the query, JSON as text, kept alive', async () => {
    const fetcher = vi.fn(async () => new Response('{}', { status: 200 }));
    const failures: unknown[] = [];
    const sender = new FetchInsightsSender(
      { url: 'http://shop.test/1/events', appId: 'STOREFRONT', apiKey: 'key' },
      fetcher,
      (error) => failures.push(error),
    );
    const event: InsightsEvent = {
      eventType: 'click',
      eventName: 'Product Clicked',
      index: 'uk_products',
      userToken: 'u',
      queryID: QUERY_ID,
      objectIDs: ['p1'],
      positions: [1],
      timestamp: NOW,
    };
    sender.send([event]);
    await Promise.resolve();
    expect(fetcher).toHaveBeenCalledWith(
      'http://shop.test/1/events?X-Algolia-Application-Id=STOREFRONT&X-Algolia-API-Key=key',
      {
        method: 'POST',
        body: JSON.stringify({ events: [event] }),
        headers: { 'content-type': 'text/plain' },
        keepalive: true,
      },
    );
    expect(failures).toEqual([]);
  });

  it('reports a refused batch and a failed request', async () => {
    const failures: unknown[] = [];
    const answers = [
      Promise.resolve(new Response('{}', { status: 400 })),
      Promise.reject(new Error('offline')),
    ];
    const sender = new FetchInsightsSender(
      { url: '/1/events', appId: 'A', apiKey: 'k' },
      () => answers.shift()!,
      (error) => failures.push(error),
    );
    sender.send([]);
    sender.send([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(failures.map(String)).toEqual(['Error: Insights events answered 400', 'Error: offline']);
  });
});
