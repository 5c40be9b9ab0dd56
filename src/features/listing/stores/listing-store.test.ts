import { describe, expect, it } from 'vitest';
import {
  FakeSearchService,
  RecordingAnalytics,
  RecordingReporter,
} from '../../../../tests/helpers/fake-services.ts';
import type { ListingResults } from '../../../kernel/types/index.ts';
import { ListingStore, type ListingContext } from './listing-store.ts';
import { color, priceRange, size } from '../../../../tests/helpers/filter-definitions.ts';

const sortContent = {
  default: 'bestMatch',
  options: [
    { label: 'Best match', value: 'bestMatch' },
    { label: 'Price: low to high', value: 'priceLowToHigh' },
    { label: 'Biggest discount', value: 'discount', onlyAppear: ['/sale'] },
  ],
};

function setup(overrides: Partial<ListingContext> = {}) {
  const search = new FakeSearchService();
  const analytics = new RecordingAnalytics();
  const reporter = new RecordingReporter();
  const context: ListingContext = {
    siteId: 'uk',
    language: 'en',
    currency: 'GBP',
    path: '/women/clothing',
    kind: 'category',
    routeFilters: 'categoryPageIds:"women-clothing"',
    ruleContexts: ['women'],
    sortContent: () => Promise.resolve(sortContent),
    hitsPerPage: 24,
    ...overrides,
  };
  const store = new ListingStore(
    () => Promise.resolve({ search, filters: () => Promise.resolve([color, size, priceRange]) }),
    analytics,
    reporter,
    context,
  );
  return { store, search, analytics, reporter };
}

const answer = (nbHits: number): ListingResults => ({
  products: [],
  nbHits,
  page: 0,
  pages: Math.ceil(nbHits / 24),
  hitsPerPage: 24,
  facets: { counts: {}, stats: {} },
  indexName: 'uk_products',
});

describe('ListingStore', () => {
  it('asks nothing again for the URL its results already answer (prepared before hydration); a new URL searches', async () => {
    const { store, search } = setup();
    search.answers.push(answer(40));
    await store.setSearch('?color=red');
    await store.setSearch('?color=red');
    expect(search.queries).toHaveLength(1);
    expect(store.results?.nbHits).toBe(40);
    await store.setSearch('?color=navy');
    expect(search.queries).toHaveLength(2);
  });

  it('searches the sort replica with the route filters, the URL filters in minor units and a 0-based page', async () => {
    const { store, search } = setup();
    search.answers.push(answer(40));
    await store.setSearch('?color=red,navy&size=m&priceRange=20,80&sortBy=priceLowToHigh&page=2');
    const [query] = search.queries;
    expect(query).toMatchObject({
      indexName: 'uk_products_priceLowToHigh',
      page: 1,
      hitsPerPage: 24,
      distinct: true,
      ruleContexts: ['women'],
      facets: ['color', 'size', 'price.sale.total'],
    });
    expect(query!.filters).toBe(
      'categoryPageIds:"women-clothing" AND (color:"red" OR color:"navy") AND (size:"m") AND price.sale.total:2000 TO 8000',
    );
    expect(query!.disjunctive.map((entry) => entry.facet)).toEqual(['color', 'size']);
    expect(store.state.page).toBe(2);
    expect(store.results?.nbHits).toBe(40);
    expect(store.loading).toBe(false);
  });

  it('leads with the link’s featured products and collections, then the category’s prioritised products', async () => {
    const { store, search } = setup({ prioritizedProductIds: ['MN300', 'MN100'] });
    await store.setSearch('?featuredProductIds=MN100,MN200&featuredCollections=new-in&color=red');
    expect(search.queries[0]!.optionalFilters).toEqual([
      [
        'productId:MN100<score=4>',
        'productId:MN200<score=3>',
        'collections:new-in<score=2>',
        'productId:MN300<score=1>',
      ],
    ]);
    // They reorder the listing; the filters stay what the route and the shopper chose.
    expect(search.queries[0]!.filters).toBe('categoryPageIds:"women-clothing" AND (color:"red")');
    await store.setSearch('?color=red');
    expect(search.queries[1]!.optionalFilters).toEqual([
      ['productId:MN300<score=2>', 'productId:MN100<score=1>'],
    ]);
  });

  it('falls back to the default sort when the path may not offer the one in the URL', async () => {
    const { store, search } = setup();
    await store.setSearch('?sortBy=discount');
    expect(search.queries[0]!.indexName).toBe('uk_products');
    expect(store.state.sortBy).toBe('bestMatch');
    expect(store.sortOptions.map((option) => option.value)).toEqual(['bestMatch', 'priceLowToHigh']);
  });

  it('reports an empty listing as an emptySearch event', async () => {
    const { store, analytics } = setup({ kind: 'search', path: '/search' });
    await store.setSearch('?query=zzzz');
    expect(analytics.events).toEqual([{ event: 'emptySearch', query: 'zzzz', path: '/search' }]);
  });

  it('keeps the newest answer when searches overlap', async () => {
    const { store, search } = setup();
    let releaseFirst: (value: ListingResults) => void = () => {};
    const slow = new Promise<ListingResults>((resolve) => (releaseFirst = resolve));
    const original = search.listing.bind(search);
    let calls = 0;
    search.listing = (query) => (++calls === 1 ? slow : original(query));
    search.answers.push(answer(7));
    const first = store.setSearch('?color=red');
    await store.setSearch('?color=navy');
    releaseFirst(answer(99));
    await first;
    expect(store.results?.nbHits).toBe(7);
    expect(store.state.filters).toEqual({ color: ['navy'] });
  });

  it('shows a failure without losing the state, and retries the same URL', async () => {
    const { store, search, reporter } = setup();
    search.answers.push(new Error('offline'), answer(3));
    await store.setSearch('?color=red');
    expect(store.failed).toBe(true);
    expect(reporter.reports[0]?.message).toContain('offline');
    await store.retry();
    expect(store.failed).toBe(false);
    expect(search.queries[1]!.filters).toContain('color:"red"');
  });

  it('writes a changed state back as the URL search string', async () => {
    const { store } = setup();
    await store.setSearch('?color=red');
    expect(store.searchFor({ ...store.state, page: 3 })).toBe('?page=3&color=red');
  });

  it('drops the page on a filter change, and clear-all keeps query and sort', async () => {
    const { store } = setup();
    await store.setSearch('?query=coat&sortBy=priceLowToHigh&page=3&color=red&priceRange=20,80');
    expect(store.changed({ kind: 'toggle', name: 'color', tag: 'navy' })).toMatchObject({
      page: 1,
      filters: { color: ['red', 'navy'] },
    });
    expect(store.changed({ kind: 'numeric', name: 'priceRange', selection: undefined }).numeric).toEqual({});
    expect(store.changed({ kind: 'clear' })).toMatchObject({
      query: 'coat',
      sortBy: 'priceLowToHigh',
      page: 1,
      filters: {},
      numeric: {},
    });
  });

  it('keeps phone changes pending and enables Apply only when the pending set differs', async () => {
    const { store } = setup();
    await store.setSearch('?page=2&color=red,navy');
    store.openPending();
    expect(store.canApply).toBe(false);
    store.changePending({ kind: 'toggle', name: 'color', tag: 'red' });
    expect(store.canApply).toBe(true);
    expect(store.state.filters).toEqual({ color: ['red', 'navy'] });
    store.changePending({ kind: 'toggle', name: 'color', tag: 'red' });
    // Same tags in another order: nothing to apply.
    expect(store.pending?.filters).toEqual({ color: ['navy', 'red'] });
    expect(store.canApply).toBe(false);
    expect(store.pendingState()).toBeNull();
    store.changePending({ kind: 'numeric', name: 'priceRange', selection: { min: 0, max: 50 } });
    expect(store.pendingState()).toMatchObject({ page: 1, numeric: { priceRange: { min: 0, max: 50 } } });
    store.changePending({ kind: 'clear' });
    expect(store.pendingState()).toMatchObject({ filters: {}, numeric: {} });
    store.closePending();
    expect(store.pending).toBeNull();
    expect(store.canApply).toBe(false);
  });
});
