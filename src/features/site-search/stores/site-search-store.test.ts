import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSearchService, RecordingReporter } from '../../../../tests/helpers/fake-services.ts';
import type { ListingProduct, SearchService } from '../../../kernel/types/index.ts';
import { destinationOf, searchPagePath } from '../rules/search-destination.ts';
import { englishIndex } from '../../../../tests/helpers/site-search-fixtures.ts';
import { SiteSearchStore, SUGGESTIONS_FAILED, type SiteSearchSettings } from './site-search-store.ts';

type ProductParams = Parameters<SearchService['products']>[1];

/** A promise the test settles itself, to play answers out of order. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/** The fake search, with product suggestions recorded and answered from a queue (else its product list). */
function suggestingSearch() {
  const search = new FakeSearchService();
  const productSearches: { indexName: string; params: ProductParams }[] = [];
  const productQueue: (ListingProduct[] | Error | Promise<ListingProduct[]>)[] = [];
  const products: SearchService['products'] = async (indexName, params) => {
    productSearches.push({ indexName, params });
    const answer = await (productQueue.shift() ?? search.productList);
    if (answer instanceof Error) throw answer;
    return answer;
  };
  // Everything else answered by the fake itself.
  const service: SearchService = Object.assign(Object.create(search) as FakeSearchService, { products });
  return Object.assign(search, { service, productSearches, productQueue });
}

function setup(overrides: Partial<SiteSearchSettings> = {}) {
  const search = suggestingSearch();
  const reporter = new RecordingReporter();
  const settings: SiteSearchSettings = {
    siteId: 'uk',
    basePath: '/uk/en',
    threshold: 2,
    ruleContexts: ['women'],
    itemsToShow: 3,
    ...overrides,
  };
  const store = new SiteSearchStore(
    () => Promise.resolve({ search: search.service, filters: async () => [] }),
    reporter,
    () => ({
      ...settings,
    }),
  );
  return { store, search, reporter, settings };
}

/** Let pending promise callbacks run (the services answer asynchronously). */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('SiteSearchStore', () => {
  it('asks once for five popular searches on the first focus and lists them for an empty box', async () => {
    const { store, search } = setup();
    search.suggestionList = englishIndex.popular;
    expect(store.expanded).toBe(false);
    store.focus();
    await settle();
    expect(search.suggestionCalls).toEqual([
      { indexName: 'uk_products_query_suggestions', query: '', hitsPerPage: 5 },
    ]);
    expect(store.expanded).toBe(true);
    expect(store.options.map((option) => option.kind === 'query' && option.text)).toEqual(
      englishIndex.popular,
    );
    store.blur();
    expect(store.expanded).toBe(false);
    store.focus();
    await settle();
    expect(search.suggestionCalls).toHaveLength(1);
  });

  it('asks for the single most popular query when the popular searches come back empty, and lists it', async () => {
    const { store, search } = setup();
    search.suggestionAnswers.push([], ['<b>Linen</b> dress']);
    store.focus();
    await settle();
    expect(search.suggestionCalls).toEqual([
      { indexName: 'uk_products_query_suggestions', query: '', hitsPerPage: 5 },
      { indexName: 'uk_products_query_suggestions', query: '', hitsPerPage: 1 },
    ]);
    expect(store.expanded).toBe(true);
    expect(store.options).toEqual([{ kind: 'query', text: 'Linen dress', group: 'popular' }]);
  });

  it('does not ask for the fallback when the popular searches have entries', async () => {
    const { store, search } = setup();
    search.suggestionList = ['trainers'];
    store.focus();
    await settle();
    expect(search.suggestionCalls).toHaveLength(1);
    expect(store.options).toEqual([{ kind: 'query', text: 'trainers', group: 'popular' }]);
  });

  it('keeps the query as typed, at most 50 characters', () => {
    const { store } = setup();
    store.setQuery('  Linen dress ');
    expect(store.query).toBe('  Linen dress ');
    store.setQuery('x'.repeat(60));
    expect(store.query).toHaveLength(50);
  });

  it('asks for query and product suggestions 300 ms after the last keystroke, once the threshold is reached', async () => {
    const { store, search } = setup({ threshold: 3 });
    search.suggestionList = englishIndex.suggestions;
    search.productList = englishIndex.products;
    store.focus();
    await settle();
    search.suggestionCalls.length = 0;
    store.setQuery('d');
    store.setQuery('dr');
    await vi.advanceTimersByTimeAsync(1000);
    expect(search.suggestionCalls).toEqual([]);
    expect(store.expanded).toBe(false);

    store.setQuery('dre');
    await vi.advanceTimersByTimeAsync(299);
    expect(search.suggestionCalls).toEqual([]);
    store.setQuery('dres');
    await vi.advanceTimersByTimeAsync(299);
    expect(search.suggestionCalls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(search.suggestionCalls).toEqual([
      { indexName: 'uk_products_query_suggestions', query: 'dres', hitsPerPage: 5 },
    ]);
    expect(search.productSearches).toEqual([
      {
        indexName: 'uk_products',
        params: { query: 'dres', hitsPerPage: 3, ruleContexts: ['women'], distinct: true },
      },
    ]);
    expect(store.expanded).toBe(true);
    // Highlight markup stripped, `!` replaced and whitespace collapsed.
    expect(store.options.filter((option) => option.kind === 'query').map((option) => option.text)).toEqual([
      'dresses',
      'linen dress',
      'midi dress',
      'shirt dress',
    ]);
    expect(store.options.filter((option) => option.kind === 'product')).toHaveLength(3);
  });

  it('counts the threshold on the cleaned query and never asks for markup or operator characters', async () => {
    const { store, search } = setup({ threshold: 2 });
    store.setQuery('<b>!!!</b>');
    await vi.advanceTimersByTimeAsync(300);
    expect(search.suggestionCalls).toEqual([]);
    store.setQuery('50%off');
    await vi.advanceTimersByTimeAsync(300);
    expect(search.suggestionCalls.map((call) => call.query)).toEqual(['50 off']);
  });

  it('shows only the newest query’s answer, whatever order the answers arrive in', async () => {
    const { store, search } = setup();
    const first = deferred<string[]>();
    const second = deferred<string[]>();
    search.suggestionAnswers.push(first.promise, second.promise);
    search.productQueue.push([], []);
    store.setQuery('dr');
    await vi.advanceTimersByTimeAsync(300);
    store.setQuery('dre');
    await vi.advanceTimersByTimeAsync(300);
    second.resolve(['dress']);
    await settle();
    first.resolve(['drum']);
    await settle();
    expect(store.options.map((option) => option.kind === 'query' && option.text)).toEqual(['dress']);
  });

  it('drops an answer that arrives after the box was reset', async () => {
    const { store, search } = setup();
    const late = deferred<string[]>();
    search.suggestionAnswers.push(late.promise);
    store.setQuery('dress');
    await vi.advanceTimersByTimeAsync(300);
    store.reset();
    late.resolve(['dresses']);
    await settle();
    expect(store.suggestions).toBeNull();
    store.focus();
    expect(store.options.some((option) => option.kind === 'query' && option.text === 'dresses')).toBe(false);
  });

  it('clears the suggestions when the query falls below the threshold, and shows popular searches when empty', async () => {
    const { store, search } = setup();
    search.suggestionAnswers.push(englishIndex.popular, ['dress']);
    store.focus();
    store.setQuery('dr');
    await vi.advanceTimersByTimeAsync(300);
    expect(store.options).toHaveLength(1);
    store.setQuery('d');
    expect(store.expanded).toBe(false);
    store.setQuery('');
    expect(store.options).toHaveLength(5);
  });

  it('reports a failed suggestion fetch and keeps working', async () => {
    const { store, search, reporter } = setup();
    search.suggestionAnswers.push(new Error('index not found'), new Error('index not found'));
    search.productList = englishIndex.products;
    store.focus();
    await settle();
    expect(reporter.reports).toEqual([
      expect.objectContaining({ kind: 'network', message: SUGGESTIONS_FAILED }),
    ]);
    expect(store.expanded).toBe(false);
    store.setQuery('dress');
    await vi.advanceTimersByTimeAsync(300);
    expect(reporter.reports).toHaveLength(2);
    expect(reporter.reports[1]?.message).toBe(SUGGESTIONS_FAILED);
    // Product suggestions still show; the next query asks again.
    expect(store.options.map((option) => option.kind)).toEqual(['product', 'product', 'product']);
    search.suggestionList = ['dresses'];
    store.setQuery('dresses');
    await vi.advanceTimersByTimeAsync(300);
    expect(store.options[0]).toEqual({ kind: 'query', text: 'dresses', group: 'suggestions' });
  });

  it('moves the highlight with the arrow keys, wrapping at both ends', async () => {
    const { store, search } = setup();
    search.suggestionList = ['a', 'b', 'c'];
    store.focus();
    await settle();
    store.move(1);
    expect(store.activeIndex).toBe(0);
    store.move(-1);
    expect(store.activeIndex).toBe(2);
    store.move(1);
    expect(store.activeIndex).toBe(0);
    expect(store.activeOption).toEqual({ kind: 'query', text: 'a', group: 'popular' });
    store.collapse();
    expect(store.expanded).toBe(false);
    expect(store.activeOption).toBeUndefined();
    store.move(1);
    expect(store.expanded).toBe(true);
    expect(store.activeIndex).toBe(-1);
  });

  it('does nothing on an empty or blank submit', async () => {
    const { store, search } = setup();
    expect(store.submit()).toBeNull();
    store.setQuery('   ');
    expect(store.submit()).toBeNull();
    expect(search.queries).toEqual([]);
  });

  it('submits to the search page with the query and no sort, then resets', async () => {
    const { store, search } = setup();
    store.focus();
    store.setQuery(' red dress ');
    expect(store.submit()).toEqual({ kind: 'internal', path: '/uk/en/search?query=red+dress' });
    // No search of its own: the search page's listing runs it and follows a rule's redirect.
    expect(search.queries).toEqual([]);
    expect(store.query).toBe('');
    expect(store.expanded).toBe(false);
    // A suggestion request still waiting on its debounce is dropped.
    await vi.advanceTimersByTimeAsync(300);
    expect(search.suggestionCalls.filter((call) => call.query !== '')).toEqual([]);
  });

  it('submits a chosen query suggestion and opens a chosen product', async () => {
    const { store } = setup({ basePath: '/ja-jp', siteId: 'jp' });
    expect(store.choose({ kind: 'query', text: 'リネン ワンピース', group: 'popular' })).toEqual({
      kind: 'internal',
      path: `/ja-jp/search?query=${encodeURIComponent('リネン')}+${encodeURIComponent('ワンピース')}`,
    });
    store.setQuery('linen');
    const product = englishIndex.products[0]!;
    expect(store.choose({ kind: 'product', product, group: 'products' })).toEqual({
      kind: 'internal',
      path: `/ja-jp${product.url}`,
    });
    expect(store.query).toBe('');
  });
});

describe('search destinations', () => {
  it('builds the search page path and keeps a redirect inside the site', () => {
    expect(searchPagePath('/ae/ar', 'فستان أحمر')).toBe(
      `/ae/ar/search?query=${encodeURIComponent('فستان')}+${encodeURIComponent('أحمر')}`,
    );
    expect(searchPagePath('/uk/en', '50% & more')).toBe('/uk/en/search?query=50%25+%26+more');
    expect(destinationOf('sale', '/uk/en')).toEqual({ kind: 'internal', path: '/uk/en/sale' });
    expect(destinationOf('/uk/en?x=1', '/uk/en')).toEqual({ kind: 'internal', path: '/uk/en?x=1' });
    expect(destinationOf('/uk/english', '/uk/en')).toEqual({ kind: 'internal', path: '/uk/en/uk/english' });
    expect(destinationOf('javascript:alert(1)', '/uk/en')).toEqual({
      kind: 'internal',
      path: '/uk/en/javascript:alert(1)',
    });
  });
});
