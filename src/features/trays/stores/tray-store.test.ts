import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecordingReporter } from '../../../../tests/helpers/fake-services.ts';
import { ScriptedSearchService } from '../../../../tests/helpers/scripted-search.ts';
import type { ListingProduct } from '../../../kernel/types/index.ts';
import { TRAY_DEBOUNCE_MS } from '../rules/tray-rules.ts';
import { TrayStore, type TrayOptions, type TraySource } from './tray-store.ts';

/** A listing product with only what trays look at filled in. */
function product(productId: string, colour = 'black'): ListingProduct {
  return {
    objectID: `${productId}-${colour}`,
    productId,
    name: `Product ${productId}`,
    brand: { name: 'Maison Nord', tag: 'maison-nord' },
    url: `/product/p/${productId}`,
    mainImage: '/m.svg',
    secondaryImage: '/s.svg',
    color: colour,
    colorName: colour,
    swatches: [],
    price: { list: 1000, sale: 1000 },
    onSale: false,
    discountPercent: 0,
    availability: 1,
    promotions: [],
    categories: [],
    collections: [],
    position: 0,
  };
}

const ids = (products: readonly ListingProduct[]) => products.map((p) => p.productId);

function createTray(
  source: TraySource,
  options: Partial<TrayOptions> = {},
  search = new ScriptedSearchService(),
) {
  const reporter = new RecordingReporter();
  const store = new TrayStore(() => Promise.resolve({ search, filters: async () => [] }), reporter, {
    siteId: 'uk',
    source,
    hitsPerPage: 8,
    widget: 'product-tray',
    file: 'uk/data/en/pages/home.json',
    ...options,
  });
  return { store, search, reporter };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('TrayStore: search trays', () => {
  it('searches the content filters with distinct on in the site index', async () => {
    const search = new ScriptedSearchService(['A', 'B', 'C', 'D', 'E'].map((id) => product(id)));
    const { store } = createTray({ kind: 'search', filters: 'collections:"new-in"' }, {}, search);
    expect(store.status).toBe('idle');
    await store.load();
    expect(search.productCalls).toEqual([
      { indexName: 'uk_products', filters: 'collections:"new-in"', hitsPerPage: 8, distinct: true },
    ]);
    expect(store.status).toBe('ready');
    expect(ids(store.products)).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(store.products.map((p) => p.position)).toEqual([1, 2, 3, 4, 5]);
  });

  it('retries once without the narrowest clause when too few hits, keeping the first hits first', async () => {
    const search = new ScriptedSearchService();
    search.answerProducts = ({ filters }) =>
      filters === 'onSale:true AND categoryPageIds:"men"'
        ? [product('M1')]
        : [product('X1'), product('M1'), product('X2')];
    const { store, reporter } = createTray(
      { kind: 'search', filters: 'onSale:true AND categoryPageIds:"men"' },
      {},
      search,
    );
    await store.load();
    expect(search.productCalls.map((call) => call.filters)).toEqual([
      'onSale:true AND categoryPageIds:"men"',
      'onSale:true',
    ]);
    expect(ids(store.products)).toEqual(['M1', 'X1', 'X2']);
    expect(reporter.reports).toEqual([]);
  });

  it('does not relax a single clause, nor when enough products came back', async () => {
    const single = createTray({ kind: 'search', filters: 'collections:new-in' });
    single.search.answerProducts = () => [product('A')];
    await single.store.load();
    expect(single.search.productCalls).toHaveLength(1);

    const enough = createTray({ kind: 'search', filters: 'collections:"a" AND brand:"b"' });
    enough.search.answerProducts = () => ['1', '2', '3', '4'].map((id) => product(id));
    await enough.store.load();
    expect(enough.search.productCalls).toHaveLength(1);
  });

  it("reports 'No product found' when even the relaxed search finds nothing", async () => {
    const { store, reporter, search } = createTray({
      kind: 'search',
      filters: 'collections:"gifts" AND size:"xs"',
    });
    await store.load();
    expect(search.productCalls).toHaveLength(2);
    expect(store.status).toBe('empty');
    expect(reporter.reports).toEqual([
      expect.objectContaining({
        kind: 'content',
        message: 'No product found',
        file: 'uk/data/en/pages/home.json',
        detail: expect.objectContaining({ filters: 'collections:"gifts" AND size:"xs"' }),
      }),
    ]);
  });

  it('reports a failed search and shows the failure', async () => {
    const { store, reporter, search } = createTray({ kind: 'search', filters: 'onSale:true' });
    search.answerProducts = () => new Error('HTTP 500');
    await store.load();
    expect(store.status).toBe('failed');
    expect(reporter.reports).toEqual([
      expect.objectContaining({ kind: 'network', message: 'Tray search failed: HTTP 500' }),
    ]);
  });

  it('keeps only the newest answer when loads overlap', async () => {
    const { store, search } = createTray({ kind: 'search', filters: 'onSale:true' });
    let settleFirst: (products: ListingProduct[]) => void = () => {};
    search.answerProducts = () => new Promise((resolve) => (settleFirst = resolve));
    const first = store.load();
    await vi.waitFor(() => expect(search.productCalls).toHaveLength(1));
    search.answerProducts = () => ['N1', 'N2', 'N3', 'N4'].map((id) => product(id));
    await store.load();
    settleFirst([product('OLD')]);
    await first;
    expect(ids(store.products)).toEqual(['N1', 'N2', 'N3', 'N4']);
  });

  it('debounces scheduled reloads by 300 ms', async () => {
    vi.useFakeTimers();
    const { store, search } = createTray({ kind: 'search', filters: 'onSale:true' });
    store.scheduleLoad();
    store.scheduleLoad();
    await vi.advanceTimersByTimeAsync(TRAY_DEBOUNCE_MS - 1);
    expect(search.productCalls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(search.productCalls).toHaveLength(1);
  });
});

describe('TrayStore: known products (recently viewed)', () => {
  it('fetches the ids as a productId list with distinct on and keeps the viewed order', async () => {
    const search = new ScriptedSearchService(['A', 'B', 'C'].map((id) => product(id)));
    const { store } = createTray({ kind: 'products', productIds: () => ['C', 'A', 'B'] }, {}, search);
    await store.load();
    expect(search.productCalls).toEqual([
      {
        indexName: 'uk_products',
        filters: 'productId:"C" OR productId:"A" OR productId:"B"',
        hitsPerPage: 3,
        distinct: true,
      },
    ]);
    expect(ids(store.products)).toEqual(['C', 'A', 'B']);
  });

  it('asks for no more ids than the tray shows, newest first', async () => {
    const viewed = Array.from({ length: 20 }, (_, i) => `P${i}`);
    const { store, search } = createTray({ kind: 'products', productIds: () => viewed }, { hitsPerPage: 4 });
    await store.load();
    expect(search.productCalls[0]?.filters).toBe(
      'productId:"P0" OR productId:"P1" OR productId:"P2" OR productId:"P3"',
    );
  });

  it('is empty without a search or report when nothing was viewed', async () => {
    const { store, search, reporter } = createTray({ kind: 'products', productIds: () => [] });
    await store.load();
    expect(store.status).toBe('empty');
    expect(search.productCalls).toEqual([]);
    expect(reporter.reports).toEqual([]);
  });

  it('finds a colour-group member by its group tag, in its place', async () => {
    // G2 is a member of group G1's colours: no record has productId G2, but G1's carries _grp_G2.
    const search = new ScriptedSearchService([product('A'), product('G1', 'ivory')], { G2: ['G1'] });
    const { store, reporter } = createTray({ kind: 'products', productIds: () => ['G2', 'A'] }, {}, search);
    await store.load();
    expect(search.productCalls.map((call) => call.filters)).toEqual([
      'productId:"G2" OR productId:"A"',
      '_tags:"_grp_G2"',
    ]);
    expect(search.productCalls[1]).toMatchObject({ hitsPerPage: 1, distinct: true });
    expect(ids(store.products)).toEqual(['G1', 'A']);
    expect(reporter.reports).toEqual([]);
  });

  it("reports 'No group product found' for a missing member and 'No product found' when none is left", async () => {
    const { store, reporter } = createTray({ kind: 'products', productIds: () => ['GONE'] });
    await store.load();
    expect(store.status).toBe('empty');
    expect(reporter.reports.map((report) => [report.message, report.detail])).toEqual([
      ['No group product found', expect.objectContaining({ productId: 'GONE' })],
      ['No product found', expect.objectContaining({ source: 'products' })],
    ]);
  });
});

describe('TrayStore: recommendations', () => {
  it('asks the model for the anchor product and leaves the anchor out', async () => {
    const search = new ScriptedSearchService();
    search.answerRecommend = () => [product('A'), product('R1'), product('R2')];
    const { store } = createTray(
      { kind: 'recommend', model: 'bought-together', productId: () => 'A' },
      { hitsPerPage: 4 },
      search,
    );
    await store.load();
    expect(search.recommendCalls).toEqual([
      { indexName: 'uk_products', model: 'bought-together', objectID: 'A', max: 5 },
    ]);
    expect(ids(store.products)).toEqual(['R1', 'R2']);
  });

  it('is empty with no anchor product, and asks trending items with none', async () => {
    const anchored = createTray({ kind: 'recommend', model: 'related-products', productId: () => undefined });
    await anchored.store.load();
    expect(anchored.store.status).toBe('empty');
    expect(anchored.search.recommendCalls).toEqual([]);

    const trending = createTray({ kind: 'trending' }, {}, new ScriptedSearchService([product('T')]));
    await trending.store.load();
    expect(trending.search.recommendCalls).toEqual([
      { indexName: 'uk_products', model: 'trending-items', objectID: undefined, max: 8 },
    ]);
    expect(ids(trending.store.products)).toEqual(['T']);
  });

  it('mixes the related products of the newest bag lines, without the bag, as a productId list', async () => {
    const search = new ScriptedSearchService(['R1', 'R2', 'S1', 'S2', 'B2'].map((id) => product(id)));
    search.answerRecommend = (_model, objectID) =>
      objectID === 'B1' ? [product('R1'), product('B2'), product('R2')] : [product('S1'), product('R1')];
    const { store } = createTray({ kind: 'cart', productIds: async () => ['B1', 'B2', 'B1'] }, {}, search);
    await store.load();
    expect(search.recommendCalls.map((call) => [call.model, call.objectID])).toEqual([
      ['related-products', 'B1'],
      ['related-products', 'B2'],
    ]);
    expect(search.productCalls).toEqual([
      {
        indexName: 'uk_products',
        filters: 'productId:"R1" OR productId:"S1" OR productId:"R2"',
        hitsPerPage: 3,
        distinct: true,
      },
    ]);
    expect(ids(store.products)).toEqual(['R1', 'S1', 'R2']);
  });

  it('is empty without a search when the bag is empty', async () => {
    const { store, search, reporter } = createTray({ kind: 'cart', productIds: async () => [] });
    await store.load();
    expect(store.status).toBe('empty');
    expect(search.recommendCalls).toEqual([]);
    expect(reporter.reports).toEqual([]);
  });
});
