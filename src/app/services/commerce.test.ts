import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { cartResponse, createFakeServices } from '../../../tests/helpers/fake-services.ts';
import { fixtureSites } from '../../../tests/helpers/fixtures.ts';
import { API_SESSION_KEY } from '../../kernel/browser/shopping-session.ts';
import { createRootStore } from '../root.ts';
import { createApiSite } from '../../kernel/site/api-site.ts';
import { createCommerceServices } from './commerce.ts';

const fixture = (path: string) => JSON.parse(readFileSync(`content-fixtures/${path}`, 'utf8')) as unknown;

describe('createCommerceServices', () => {
  it('calls the API for the URL’s site: folder, language, public id from config.json, siteTag from metadata', async () => {
    const services = createFakeServices({
      'metadata-v2.json': { inMaintenance: false, siteTag: 'storefront-demo' },
      'uk/config.json': fixture('uk/config.json'),
    });
    const stores = createRootStore(services, { sites: fixtureSites, preview: false });
    stores.site.setPathname('/uk/en/women');
    // A browser that holds a session, so the cart is the first call (a first visit creates the session first).
    services.storage.set(API_SESSION_KEY, 'held.sig');
    const fetch = vi.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) =>
        new Response(JSON.stringify(cartResponse()), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetch);
    try {
      const { cart } = createCommerceServices({
        content: services.content,
        storage: services.storage,
        site: createApiSite(() => stores, services.content),
      });
      await cart.load();
      await cart.createSession().catch(() => undefined);
    } finally {
      vi.unstubAllGlobals();
    }
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/cart?lang=en&siteTag=storefront-demo');
    expect((init!.headers as Record<string, string>)['x-subfolder']).toBe('uk');
    expect(JSON.parse(String(fetch.mock.calls[1]![1]!.body))).toEqual({
      language: 'en',
      sitePublicId: 'maison-nord-uk',
    });
    expect(services.content.requested.filter((path) => path === 'metadata-v2.json')).toHaveLength(1);
  });
});
