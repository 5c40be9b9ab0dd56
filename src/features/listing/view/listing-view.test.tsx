import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ukConfig from '../../../../content-fixtures/uk/config.json' with { type: 'json' };
import { createTestEnvironment } from '../../../../tests/helpers/render-with-stores.tsx';
import { definitions, facets } from '../../../../tests/helpers/listing-fixtures.ts';
import { ListingView } from './listing-view.tsx';
import { prepareListing } from './listing-context.ts';

/**
 * The women's category on a site whose config.json carries `listing` settings, its search answering 30 products on
 * two pages (or what `answer` changes); `searches()` counts the searches made.
 */
function womenListing(options: { listing?: Record<string, unknown>; answer?: Record<string, unknown> } = {}) {
  const env = createTestEnvironment({
    path: '/uk/en/women',
    files: { 'uk/config.json': { ...ukConfig, ...(options.listing ? { listing: options.listing } : {}) } },
  });
  const search = env.services.searchService;
  let searches = 0;
  env.services.discovery = () => Promise.resolve({ search, filters: () => Promise.resolve(definitions) });
  search.listing = (query) => {
    searches++;
    return Promise.resolve({
      products: [],
      nbHits: 30,
      page: 0,
      pages: 2,
      hitsPerPage: 24,
      facets,
      indexName: query.indexName,
      ...options.answer,
    });
  };
  const render = () => env.render(<ListingView kind="category" title="Women" ruleContexts={['women']} />);
  return { env, render, searches: () => searches };
}

/** The listing rendered, and the frame its filters show in once the search has answered. */
async function renderListing(listing?: Record<string, unknown>) {
  womenListing(listing ? { listing } : {}).render();
  // The Size filter is offered on every site.
  const size = await screen.findByRole('button', { name: 'Size' });
  return size.closest<HTMLElement>('aside, section')!;
}

describe('ListingView settings', () => {
  it('offers the filters in a sidebar with the brand filter by default', async () => {
    const sidebar = await renderListing();
    expect(sidebar.tagName).toBe('ASIDE');
    expect(within(sidebar).getByRole('button', { name: 'Brand' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('leaves the brand filter out where the site turns brand display off', async () => {
    const sidebar = await renderListing({ brandDisplay: false });
    expect(within(sidebar).getByRole('button', { name: 'Size' })).toBeInTheDocument();
    expect(within(sidebar).queryByRole('button', { name: 'Brand' })).toBeNull();
  });

  it('offers the filters as a bar of dropdowns where the site asks for them', async () => {
    const bar = await renderListing({ filterDisplay: 'dropdown' });
    expect(bar.tagName).toBe('SECTION');
    expect(screen.queryByRole('complementary', { name: 'Filters' })).toBeNull();
    expect(within(bar).getByRole('button', { name: 'Brand' }).closest('[data-mode]')).toHaveAttribute(
      'data-mode',
      'dropdown',
    );
  });
});

describe('ListingView on a site without prices yet', () => {
  it('says prices are not available yet instead of showing an empty page', async () => {
    const empty = { nbHits: 0, pages: 0, facets: { counts: {}, stats: {} }, pricesPending: true };
    womenListing({ answer: empty }).render();
    expect(await screen.findByRole('heading', { name: 'Prices are not available yet' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /no results|nothing/i })).toBeNull();
  });
});

describe('ListingView prepared by its route', () => {
  it('shows the results in its first render (server, hydration) and asks the search nothing more', async () => {
    const listing = womenListing();
    await prepareListing(listing.env.stores, { kind: 'category', ruleContexts: ['women'] }, '');
    listing.render();
    // At once, with no search answer awaited: the count, the filters and the pages.
    expect(screen.getByText('30 products')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Size' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Size' });
    expect(listing.searches()).toBe(1);
  });
});
