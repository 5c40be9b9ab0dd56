import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartLine } from '../../../tests/helpers/cart-lines.ts';
import { cartResponse } from '../../../tests/helpers/fake-services.ts';
import {
  FakeIntersectionObserver,
  installFakeIntersectionObserver,
  uninstallFakeIntersectionObserver,
} from '../../../tests/helpers/fake-intersection-observer.ts';
import { createTestEnvironment } from '../../../tests/helpers/render-with-stores.tsx';
import { ScriptedSearchService } from '../../../tests/helpers/scripted-search.ts';
import { API_SESSION_KEY } from '../../kernel/browser/shopping-session.ts';
import { products } from '../../../tests/helpers/listing-fixtures.ts';
import { FAVOURITE_HIGHLIGHT_MS } from '../../kernel/session/favourites-store.ts';
import { ShopperMemoryStore } from '../../kernel/session/shopper-memory-store.ts';
import { ProductTrayWidget, RecentlyViewedWidget } from './tray-widgets.tsx';
import { cartStore } from '../bag/index.ts';

/** A test environment whose search answers from the listing fixtures' products. */
function setup(path = '/uk/en', search = new ScriptedSearchService(products)) {
  const env = createTestEnvironment({ path });
  env.services.discovery = () => Promise.resolve({ search, filters: () => Promise.resolve([]) });
  return { ...env, search };
}

/** The tray comes within the lazy margin of the viewport. */
async function nearViewport() {
  await act(async () => FakeIntersectionObserver.last!.show(0.01));
}

const cardNames = (region: HTMLElement) =>
  within(region)
    .getAllByRole('article')
    .map((card) => card.querySelector('[data-name]')?.textContent);

let observerOptions: (IntersectionObserverInit | undefined)[] = [];

beforeEach(() => {
  installFakeIntersectionObserver();
  observerOptions = [];
  // Records the options each observer is built with (the fake keeps only the callback).
  class Recording extends FakeIntersectionObserver {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      super(callback);
      observerOptions.push(options);
    }
  }
  vi.stubGlobal('IntersectionObserver', Recording);
});

afterEach(uninstallFakeIntersectionObserver);

describe('ProductTrayWidget', () => {
  it('shows its title over skeleton cards and searches only within 500px of the viewport', async () => {
    const { render, search } = setup();
    render(<ProductTrayWidget title="New in" settings={{ filters: 'collections:new-in', hitsPerPage: 8 }} />);
    const region = screen.getByRole('region', { name: 'New in' });
    expect(within(region).getByRole('status', { name: 'Loading products…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(observerOptions).toEqual([{ rootMargin: '500px' }]);
    await Promise.resolve();
    expect(search.productCalls).toEqual([]);

    await nearViewport();
    await within(region).findAllByRole('article');
    expect(search.productCalls).toEqual([
      { indexName: 'uk_products', filters: 'collections:new-in', hitsPerPage: 8, distinct: true },
    ]);
    expect(cardNames(region)).toEqual(products.map((product) => product.name));
    expect(within(region).getAllByRole('heading', { level: 3 })).toHaveLength(8);
  });

  it('renders only the title and skeleton on the server', () => {
    const { wrap } = setup();
    const html = renderToString(
      wrap(<ProductTrayWidget title="New in" settings={{ filters: 'onSale:true' }} />),
    );
    expect(html).toContain('New in');
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain('<article');
  });

  it('fills a heart at the click and highlights it for a moment', async () => {
    const { render, stores } = setup();
    render(<ProductTrayWidget title="New in" settings={{ filters: 'collections:new-in' }} />);
    await nearViewport();
    const region = screen.getByRole('region', { name: 'New in' });
    const heart = () => within(region).getByRole('button', { name: 'Save Merino wool scarf to favourites' });
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'false'));
    vi.useFakeTimers();
    try {
      await act(async () => {
        heart().click();
        await stores.favourites.ready();
      });
      expect(heart()).toHaveAttribute('aria-pressed', 'true');
      expect(heart()).toHaveAttribute('data-highlighted');
      act(() => vi.advanceTimersByTime(FAVOURITE_HIGHLIGHT_MS));
      expect(heart()).not.toHaveAttribute('data-highlighted');
    } finally {
      vi.useRealTimers();
    }
  });

  it('pages the row with previous/next, which say when they are at an end', async () => {
    const { render } = setup();
    render(<ProductTrayWidget title="New in" settings={{}} />);
    await nearViewport();
    const region = screen.getByRole('region', { name: 'New in' });
    await within(region).findAllByRole('article');
    const previous = within(region).getByRole('button', { name: 'Previous products' });
    const next = within(region).getByRole('button', { name: 'Next products' });
    const row = document.getElementById(next.getAttribute('aria-controls')!)!;
    expect(row.tagName).toBe('UL');
    expect(previous).toHaveAttribute('aria-disabled', 'true');

    Object.defineProperties(row, {
      clientWidth: { configurable: true, value: 1000 },
      scrollWidth: { configurable: true, value: 2000 },
    });
    const scrollBy = vi.fn();
    row.scrollBy = scrollBy;
    act(() => row.dispatchEvent(new Event('scroll')));
    expect(next).toHaveAttribute('aria-disabled', 'false');

    const user = userEvent.setup();
    await user.click(next);
    expect(scrollBy).toHaveBeenCalledWith({ left: 1000 });
    await user.click(previous);
    expect(scrollBy).toHaveBeenCalledTimes(1);
  });

  it('goes the other way in Arabic (right to left)', async () => {
    const { render } = setup('/ae/ar');
    render(<ProductTrayWidget title="وصل حديثاً" settings={{}} />);
    await nearViewport();
    const region = screen.getByRole('region', { name: 'وصل حديثاً' });
    await within(region).findAllByRole('article');
    const next = within(region).getByRole('button', { name: 'Next products' });
    const row = document.getElementById(next.getAttribute('aria-controls')!)!;
    Object.defineProperties(row, {
      clientWidth: { configurable: true, value: 800 },
      scrollWidth: { configurable: true, value: 2400 },
      scrollLeft: { configurable: true, value: -800 },
    });
    const scrollBy = vi.fn();
    row.scrollBy = scrollBy;
    act(() => row.dispatchEvent(new Event('scroll')));
    const user = userEvent.setup();
    await user.click(next);
    await user.click(within(region).getByRole('button', { name: 'Previous products' }));
    expect(scrollBy.mock.calls).toEqual([[{ left: -800 }], [{ left: 800 }]]);
  });

  it("says so in its place when nothing is found, and reports 'No product found'", async () => {
    const search = new ScriptedSearchService([]);
    const { render, services } = setup('/uk/en', search);
    render(<ProductTrayWidget title="Gifts" settings={{ collection: 'gifts', filters: 'brand:"x"' }} />);
    await nearViewport();
    expect(await screen.findByText('No products to show here yet.')).toBeInTheDocument();
    expect(search.productCalls.map((call) => call.filters)).toEqual([
      'brand:"x" AND collections:"gifts"',
      'collections:"gifts"',
    ]);
    expect(services.reporter.reports).toEqual([expect.objectContaining({ message: 'No product found' })]);
  });

  it('says the products are unavailable when the search fails', async () => {
    const search = new ScriptedSearchService();
    search.answerProducts = () => new Error('timeout');
    const { render } = setup('/uk/en', search);
    render(<ProductTrayWidget title="New in" settings={{}} />);
    await nearViewport();
    expect(await screen.findByText('Products are not available right now.')).toBeInTheDocument();
  });

  it('shows trending items under a default title', async () => {
    const { render, search } = setup();
    render(<ProductTrayWidget settings={{ source: 'trending-items', hitsPerPage: 4 }} />);
    await nearViewport();
    const region = screen.getByRole('region', { name: 'Trending now' });
    expect(await within(region).findAllByRole('article')).toHaveLength(4);
    expect(search.recommendCalls).toEqual([
      { indexName: 'uk_products', model: 'trending-items', objectID: undefined, max: 4 },
    ]);
  });

  it('starts related products from the latest viewed product, and is not there before any view', async () => {
    const first = setup();
    const before = first.render(<ProductTrayWidget settings={{ source: 'related-products' }} />);
    expect(screen.queryByRole('region')).toBeNull();
    before.unmount();

    const { render, services, search } = setup();
    new ShopperMemoryStore(services.storage).recordProductView('uk', 'AV200114');
    render(<ProductTrayWidget settings={{ source: 'related-products' }} />);
    await nearViewport();
    await screen.findByRole('region', { name: 'You may also like' });
    expect(search.recommendCalls[0]).toMatchObject({ model: 'related-products', objectID: 'AV200114' });
  });

  it('shows products related to the bag, and nothing for a visitor without a session', async () => {
    const stranger = setup();
    const empty = stranger.render(<ProductTrayWidget settings={{ source: 'cart' }} />);
    expect(document.querySelector('section')).toBeNull();
    empty.unmount();

    const { render, services, search, stores } = setup();
    services.storage.set(API_SESSION_KEY, 'session.signature');
    services.cartService.cart = cartResponse({ items: [cartLine('MN100231')] });
    render(<ProductTrayWidget settings={{ source: 'cart' }} />);
    await nearViewport();
    const region = await screen.findByRole('region', { name: 'Goes with your bag' });
    await within(region).findAllByRole('article');
    expect(search.recommendCalls[0]).toMatchObject({ model: 'related-products', objectID: 'MN100231' });
    expect(cardNames(region)).not.toContain(products[0]!.name);

    // Loading the bag for the tray is no change to reload for.
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(search.recommendCalls).toHaveLength(1);

    // Something else goes into the bag: the tray asks again, for both lines, once the change has settled.
    services.cartService.cart = cartResponse({ items: [cartLine('KS800063'), cartLine('MN100231')] });
    await act(() => stores.get(cartStore).current!.load());
    await waitFor(() => expect(search.recommendCalls).toHaveLength(3));
    expect(search.recommendCalls.slice(1).map((call) => call.objectID)).toEqual(['KS800063', 'MN100231']);
  });
});

describe('RecentlyViewedWidget', () => {
  it('is not there when nothing was viewed, on the server either', () => {
    const { render, wrap, services } = setup();
    render(<RecentlyViewedWidget title="Recently viewed" settings={{ hitsPerPage: 8 }} />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(FakeIntersectionObserver.instances).toEqual([]);
    new ShopperMemoryStore(services.storage).recordProductView('uk', 'AV200114');
    const html = renderToString(wrap(<RecentlyViewedWidget title="Recently viewed" settings={{}} />));
    expect(html).not.toContain('Recently viewed');
  });

  it('shows the viewed products newest first and remembers a card opened from it', async () => {
    const { render, services, search } = setup();
    for (const id of ['MN100231', 'KS800063', 'HF300872'])
      new ShopperMemoryStore(services.storage).recordProductView('uk', id);
    render(<RecentlyViewedWidget title="Recently viewed" settings={{ hitsPerPage: 8 }} />);
    await nearViewport();
    const region = await screen.findByRole('region', { name: 'Recently viewed' });
    await within(region).findAllByRole('article');
    expect(search.productCalls[0]).toMatchObject({
      filters: 'productId:"HF300872" OR productId:"KS800063" OR productId:"MN100231"',
      distinct: true,
    });
    const names = ['HF300872', 'KS800063', 'MN100231'].map(
      (id) => products.find((product) => product.productId === id)!.name,
    );
    expect(cardNames(region)).toEqual(names);

    const link = within(region).getAllByRole('link', { name: new RegExp(names[2]!) })[0]!;
    await userEvent.setup().click(link);
    expect(new ShopperMemoryStore(services.storage).recentlyViewed('uk')).toEqual([
      'MN100231',
      'HF300872',
      'KS800063',
    ]);
  });
});
