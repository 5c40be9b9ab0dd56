import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeServices } from '../../tests/helpers/fake-services.ts';
import { fixtureSites } from '../../tests/helpers/fixtures.ts';
import { createRootStore } from './root.ts';
import { createApiSite } from '../kernel/site/api-site.ts';
import { createCommerceServices } from './services/commerce.ts';

const fixture = (path: string) => JSON.parse(readFileSync(`content-fixtures/${path}`, 'utf8')) as unknown;

/** The stores over the real API client, whose fetch answers every call with a session and records it. */
function shopOnTheApi(path: string) {
  const fakes = createFakeServices({
    'metadata-v2.json': { inMaintenance: false, siteTag: 'storefront-demo' },
    'ae/config.json': fixture('ae/config.json'),
  });
  // As the app wires it: the cart service is the real one over the API client.
  const services = { ...fakes, cart: () => Promise.resolve(commerce.cart) };
  const stores = createRootStore(services, { sites: fixtureSites, preview: false });
  const commerce = createCommerceServices({
    content: fakes.content,
    storage: fakes.storage,
    site: createApiSite(() => stores, fakes.content),
  });
  stores.site.setPathname(path);
  const sent: { method: string; path: string; body: unknown }[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const { pathname, search } = new URL(String(url), 'http://shop.test');
    sent.push({
      method: init?.method ?? 'GET',
      path: `${pathname}${search}`,
      body: JSON.parse(String(init?.body)),
    });
    const session = {
      sessionId: 'abc.sig',
      siteId: 'ae',
      language: 'ar',
      signedIn: false,
      expiresAt: '2030-01-01T00:00:00Z',
    };
    return new Response(JSON.stringify(session), { status: 200 });
  });
  vi.stubGlobal('fetch', fetch);
  return { stores, commerce, sent };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the language a shopper chooses, on the API session', () => {
  it('starts the session created after the choice when there was none, and is then kept on it', async () => {
    const { stores, commerce, sent } = shopOnTheApi('/ae/en/women');
    // No session yet: nothing to tell the API.
    expect(stores.site.chooseLanguage('ar')).toBe('/ae/ar/women');
    stores.site.setPathname('/ae/ar/women');
    await commerce.cart.createSession();
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/basic-session?siteTag=storefront-demo',
        body: { language: 'ar', sitePublicId: 'maison-nord-ae' },
      },
    ]);

    // Now the browser holds one: the next choice is stored on it.
    stores.site.chooseLanguage('en');
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({
      method: 'PUT',
      path: '/api/session/updateProperties?paramId=lang&siteTag=storefront-demo',
      body: { value: 'en' },
    });
  });
});
