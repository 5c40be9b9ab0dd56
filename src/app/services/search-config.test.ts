import { describe, expect, it } from 'vitest';
import { insightsUrl } from './search-config.ts';

describe('insightsUrl', () => {
  it('sends search events to our endpoint beside its searches, or to Algolia’s insights host', () => {
    const config = { appId: 'STOREFRONT', apiKey: 'k' };
    expect(insightsUrl({ ...config, hosts: [{ url: 'shop.test:4103', protocol: 'http' }] })).toBe(
      'http://shop.test:4103/1/events',
    );
    expect(insightsUrl({ ...config, hosts: [{ url: 'ABC-dsn.algolia.net', protocol: 'https' }] })).toBe(
      'https://insights.algolia.io/1/events',
    );
  });
});
