import { describe, expect, it } from 'vitest';
import { FakeSearchService, RecordingReporter } from '../../../../tests/helpers/fake-services.ts';
import type { FilterDefinition } from '../../../../schemas/api/product.schema.ts';
import { BrandIndexStore, brandLetter, groupBrands } from './brand-index-store.ts';

const brandDefinition: FilterDefinition = {
  name: 'brand',
  type: 'list',
  metadata: { nameInAlgolia: 'brand.tag', filterType: 'facet', webLabel: 'WEB.LISTING.FILTER.BRAND' },
  options: [
    { tag: 'saltmarsh', value: 'Saltmarsh' },
    { tag: 'kestrel', value: 'Kestrel' },
    { tag: '1961-studio', value: '1961 Studio' },
    { tag: 'arden', value: 'Arden' },
    { tag: 'sold-out', value: 'Sold Out Label' },
  ],
};

describe('brand index', () => {
  it('files names under A-Z, and digits or other scripts under 0-9', () => {
    expect(['kestrel', 'Éclat', '1961 Studio', 'ساحل'].map(brandLetter)).toEqual(['K', '0-9', '0-9', '0-9']);
    expect(
      groupBrands([
        { tag: 'b', name: 'Kestrel', count: 1 },
        { tag: 'a', name: 'Kanso', count: 1 },
        { tag: 'c', name: '1961', count: 1 },
      ]).map((group) => [group.letter, group.brands.map((brand) => brand.name)]),
    ).toEqual([
      ['K', ['Kanso', 'Kestrel']],
      ['0-9', ['1961']],
    ]);
  });

  it('lists the brands with products under the top level, with their counts', async () => {
    const search = new FakeSearchService();
    search.answers.push({
      products: [],
      nbHits: 30,
      page: 0,
      pages: 0,
      hitsPerPage: 0,
      facets: {
        counts: { 'brand.tag': { kestrel: 12, saltmarsh: 3, '1961-studio': 15, arden: 0 } },
        stats: {},
      },
      indexName: 'uk_products',
    });
    const store = new BrandIndexStore(
      () => Promise.resolve({ search, filters: () => Promise.resolve([brandDefinition]) }),
      new RecordingReporter(),
      { siteId: 'uk', language: 'en', routeFilters: 'categoryPageIds:"women"' },
    );
    await store.load();
    expect(search.queries[0]).toMatchObject({
      indexName: 'uk_products',
      filters: 'categoryPageIds:"women"',
      hitsPerPage: 0,
      facets: ['brand.tag'],
    });
    expect(store.groups).toEqual([
      { letter: 'K', brands: [{ tag: 'kestrel', name: 'Kestrel', count: 12 }] },
      { letter: 'S', brands: [{ tag: 'saltmarsh', name: 'Saltmarsh', count: 3 }] },
      { letter: '0-9', brands: [{ tag: '1961-studio', name: '1961 Studio', count: 15 }] },
    ]);
    expect(store.loading).toBe(false);
  });

  it('reports a failed search and shows the failure', async () => {
    const search = new FakeSearchService();
    search.answers.push(new Error('offline'));
    const reporter = new RecordingReporter();
    const store = new BrandIndexStore(
      () => Promise.resolve({ search, filters: () => Promise.resolve([brandDefinition]) }),
      reporter,
      { siteId: 'uk', language: 'en' },
    );
    await store.load();
    expect(store.failed).toBe(true);
    expect(reporter.reports[0]?.message).toContain('offline');
  });
});
