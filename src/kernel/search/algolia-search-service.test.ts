import { describe, expect, it } from 'vitest';
import type { ListingQuery } from '../types/index.ts';
import { AlgoliaSearchService, listingRequests } from './algolia-search-service.ts';

const query: ListingQuery = {
  indexName: 'uk_products',
  query: '',
  filters: 'color:"red"',
  disjunctive: [{ facet: 'color', filters: '' }],
  page: 0,
  hitsPerPage: 24,
  facets: ['color'],
  distinct: true,
  clickAnalytics: false,
  ruleContexts: [],
};

describe('listingRequests', () => {
  it('sends what the listing leads with as optional filters of its main search only', () => {
    const leading = [['productId:MN1<score=2>', 'collections:new-in<score=1>']];
    const [main, facetOnly] = listingRequests({ ...query, optionalFilters: leading });
    expect(main).toMatchObject({ optionalFilters: leading, filters: 'color:"red"' });
    expect(facetOnly).not.toHaveProperty('optionalFilters');
    expect(listingRequests(query)[0]).not.toHaveProperty('optionalFilters');
  });

  it('has every search of a distinct listing count facets after distinct, so counts match the products found', () => {
    const withSize = {
      ...query,
      disjunctive: [...query.disjunctive, { facet: 'size', filters: 'color:"red"' }],
    };
    const requests = listingRequests(withSize);
    expect(requests).toHaveLength(3);
    for (const request of requests)
      expect(request).toMatchObject({ distinct: true, facetingAfterDistinct: true });
    for (const request of listingRequests({ ...withSize, distinct: false })) {
      expect(request).toMatchObject({ distinct: false });
      expect(request).not.toHaveProperty('facetingAfterDistinct');
    }
  });
});

describe('hitCounts', () => {
  it('asks for the counts with one bare hit each, so a rendered page carries little more than the numbers', async () => {
    const bodies: string[] = [];
    const service = new AlgoliaSearchService(
      { appId: 'STOREFRONT', apiKey: 'key', hosts: [{ url: 'shop.test', protocol: 'http' }] },
      {
        requester: {
          send(request) {
            bodies.push(String(request.data));
            const results = [{ hits: [], nbHits: 3 }];
            return Promise.resolve({ status: 200, content: JSON.stringify({ results }), isTimedOut: false });
          },
        },
      },
    );
    expect(await service.hitCounts('uk_products', ['categoryPageIds:"women"'])).toEqual([3]);
    const [request] = (JSON.parse(bodies[0]!) as { requests: object[] }).requests;
    expect(request).toMatchObject({
      hitsPerPage: 1,
      attributesToRetrieve: ['objectID'],
      attributesToHighlight: [],
    });
  });
});

describe('a search refused for too many requests', () => {
  /** The service over a requester that refuses every search with 429, counting them. */
  const refusing = (rateLimitRetries?: number) => {
    let asked = 0;
    const service = new AlgoliaSearchService(
      { appId: 'STOREFRONT', apiKey: 'key', hosts: [{ url: 'shop.test', protocol: 'http' }] },
      {
        ...(rateLimitRetries === undefined ? {} : { rateLimitRetries }),
        requester: {
          send() {
            asked += 1;
            const content = JSON.stringify({ message: 'Too many requests', status: 429 });
            return Promise.resolve({
              status: 429,
              content,
              headers: { 'retry-after': '0' },
              isTimedOut: false,
            });
          },
        },
      },
    );
    return { service, asked: () => asked };
  };

  it('fails at once, asked once, when told not to try again (the server render)', async () => {
    const { service, asked } = refusing(0);
    const started = performance.now();
    await expect(service.listing(query)).rejects.toThrow(/Too many requests/);
    expect(asked()).toBe(1);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('is tried again when retries are allowed, as in the browser', async () => {
    const { service, asked } = refusing(1);
    await expect(service.listing(query)).rejects.toThrow(/Too many requests/);
    expect(asked()).toBe(2);
  });
});
