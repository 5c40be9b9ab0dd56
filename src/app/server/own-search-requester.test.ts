import { afterEach, describe, expect, it, vi } from 'vitest';
import { ownSearchRequester } from './own-search-requester.ts';

const request = {
  method: 'POST' as const,
  url: 'http://shop.test/1/indexes/*/queries?x-algolia-api-key=storefront-search-only',
  headers: { 'x-algolia-application-id': 'STOREFRONT' },
  data: '{"requests":[]}',
  connectTimeout: 1000,
  responseTimeout: 2000,
};

afterEach(() => {
  vi.useRealTimers();
});

describe('ownSearchRequester', () => {
  it("sends the client's path, query, headers and body to the server's own endpoint", async () => {
    const fetchSearch = vi.fn(() => Promise.resolve({ status: 200, text: '{"results":[]}' }));
    const answer = await ownSearchRequester(fetchSearch).send(request);
    expect(fetchSearch).toHaveBeenCalledWith(
      '/1/indexes/*/queries?x-algolia-api-key=storefront-search-only',
      request.headers,
      request.data,
    );
    expect(answer).toEqual({ status: 200, content: '{"results":[]}', isTimedOut: false });
  });

  it("gives up past the client's response limit, so a slow search never holds the page", async () => {
    vi.useFakeTimers();
    const sent = ownSearchRequester(() => new Promise(() => {})).send(request);
    await vi.advanceTimersByTimeAsync(2000);
    expect(await sent).toEqual({ status: 0, content: '', isTimedOut: true });
  });
});
