import { describe, expect, it } from 'vitest';
import type { ListingQuery } from '../types/index.ts';
import { AlgoliaSearchService, type SearchRequester } from './algolia-search-service.ts';
import { primedSearchAnswers, recordingSearchAnswers } from './search-answers.ts';

const config = {
  appId: 'STOREFRONT',
  apiKey: 'storefront-search-only',
  hosts: [{ url: 'shop.test', protocol: 'http' as const }],
};

const query: ListingQuery = {
  indexName: 'uk_products',
  query: '',
  filters: 'categoryPageIds:"women"',
  disjunctive: [],
  page: 0,
  hitsPerPage: 24,
  facets: ['color'],
  distinct: true,
  clickAnalytics: false,
  ruleContexts: ['women'],
};

/** The endpoint: answers every search with `nbHits` and counts the requests that reached it. */
function endpoint(nbHits: number) {
  const bodies: string[] = [];
  const requester: SearchRequester = {
    send(request) {
      bodies.push(String(request.data));
      const answer = {
        hits: [],
        nbHits,
        page: 0,
        nbPages: 1,
        hitsPerPage: 24,
        facets: { color: { red: nbHits } },
      };
      return Promise.resolve({
        status: 200,
        content: JSON.stringify({ results: [answer] }),
        isTimedOut: false,
      });
    },
  };
  return { requester, bodies };
}

describe('search answers carried from the server render to the browser', () => {
  it("answers the browser's first identical search from the server's record, and asks the endpoint after that", async () => {
    const record: Record<string, string> = {};
    const server = endpoint(808);
    const rendered = await new AlgoliaSearchService(config, {
      requester: server.requester,
      answers: recordingSearchAnswers(record),
    }).listing(query);
    expect(server.bodies).toHaveLength(1);

    const browser = endpoint(5);
    const service = new AlgoliaSearchService(config, {
      requester: browser.requester,
      answers: primedSearchAnswers(JSON.parse(JSON.stringify(record)) as Record<string, string>),
    });
    expect(await service.listing(query)).toEqual(rendered);
    expect(browser.bodies).toEqual([]);
    // A filter change is a new search: the endpoint answers it.
    const narrowed = await service.listing({ ...query, filters: `${query.filters} AND color:"red"` });
    expect(narrowed.nbHits).toBe(5);
    expect(browser.bodies).toHaveLength(1);
  });

  it('answers each recorded search once', () => {
    const record: Record<string, string> = {};
    recordingSearchAnswers(record).keep([{ indexName: 'uk_products' }], { results: [] });
    const primed = primedSearchAnswers(record);
    expect(primed.take([{ indexName: 'uk_products' }])).toEqual({ results: [] });
    expect(primed.take([{ indexName: 'uk_products' }])).toBeUndefined();
  });
});
