import { describe, expect, it, vi } from 'vitest';
import { MemoryStorage, RecordingReporter } from '../../../tests/helpers/fake-services.ts';
import { API_SESSION_KEY } from '../../kernel/browser/shopping-session.ts';
import type { AnalyticsEvent, ContentService } from '../../kernel/types/index.ts';
import { EMAIL_MARKETING_QUEUE } from '../../kernel/analytics/email-marketing-channel.ts';
import { SESSION_CONTEXT_GLOBAL } from '../../kernel/analytics/session-context-channel.ts';
import { analyticsChannels } from './analytics-channels.ts';

/** A page with our own search endpoint (no `search` in the metadata) and a recording fetch. */
function setup(storage = withSession('session-1')) {
  const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
  const page = Object.assign(new EventTarget(), {
    location: { host: 'shop.test:4103', protocol: 'http:' },
    fetch,
  }) as unknown as Window;
  const content = { fetchFile: async () => ({ kind: 'missing', status: 404 }) } as unknown as ContentService;
  const channels = analyticsChannels({
    page,
    content,
    reporter: new RecordingReporter(),
    storage,
    context: () => ({ siteId: 'uk', country: 'GB', language: 'en', currency: 'GBP', direction: 'ltr' }),
  });
  const named = (integration: string) => channels.find((channel) => channel.integration === integration)!;
  return { page, fetch, named };
}

/** Browser storage holding the session the commerce API issued (its uuid, then its signature). */
function withSession(uuid: string, storage = new MemoryStorage()) {
  storage.set(API_SESSION_KEY, `${uuid}.c2lnbmF0dXJl`);
  return storage;
}

const click: AnalyticsEvent = {
  event: 'searchResultClick',
  productId: 'p1',
  objectID: 'p1-navy',
  queryID: '0123456789abcdef0123456789abcdef',
  indexName: 'uk_products',
  position: 1,
};
const view: AnalyticsEvent = { event: 'pageView', path: '/uk/en' };

describe('analyticsChannels', () => {
  it('has one channel per metadata integration, each wanting only its events', () => {
    const { named } = setup();
    expect(named('searchInsights').wants(click)).toBe(true);
    expect(named('searchInsights').wants(view)).toBe(false);
    expect(named('emailMarketing').wants(view)).toBe(true);
    expect(named('emailMarketing').wants(click)).toBe(false);
    expect(named('sessionContext').wants(view)).toBe(true);
    expect(named('sessionContext').wants({ event: 'addToCart', productId: 'p1', quantity: 1 })).toBe(false);
  });

  it('sends search events to our own endpoint on the page’s origin with its public key', async () => {
    const { named, fetch } = setup();
    (await named('searchInsights').load()).emit(click);
    expect(fetch).toHaveBeenCalledWith(
      'http://shop.test:4103/1/events?X-Algolia-Application-Id=STOREFRONT&X-Algolia-API-Key=storefront-search-only',
      expect.objectContaining({ method: 'POST', keepalive: true }),
    );
  });

  it('queues tracker commands and emits the session context on the page', async () => {
    const { named, page } = setup();
    (await named('emailMarketing').load()).emit(view);
    (await named('sessionContext').load()).emit(view);
    const globals = page as unknown as Record<string, unknown>;
    expect(globals[EMAIL_MARKETING_QUEUE]).toEqual([['track', 'Viewed Page', { path: '/uk/en' }]]);
    expect(globals[SESSION_CONTEXT_GLOBAL]).toEqual({
      siteId: 'uk',
      country: 'GB',
      language: 'en',
      currency: 'GBP',
      direction: 'ltr',
      sessionId: 'session-1',
      path: '/uk/en',
    });
  });

  it('knows the shopper by one user token across the session the first cart call creates', async () => {
    const storage = new MemoryStorage();
    const { named, fetch } = setup(storage);
    const insights = await named('searchInsights').load();
    insights.emit(click);
    // Adding to the bag is the first cart call: the API issues its session, and the session id changes.
    withSession('3f1c2d4e-0000-4000-8000-000000000000', storage);
    insights.emit({ event: 'addToCart', productId: 'p1', quantity: 1 });
    const tokens = fetch.mock.calls.map((call: unknown[]) => {
      const { events } = JSON.parse(String((call[1] as RequestInit).body)) as {
        events: { userToken: string }[];
      };
      return events[0]!.userToken;
    });
    expect(tokens).toHaveLength(2);
    expect(tokens[1]).toBe(tokens[0]);
    expect(tokens[0]).not.toBe('anonymous');
  });
});
