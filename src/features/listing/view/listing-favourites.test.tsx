import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ukConfig from '../../../../content-fixtures/uk/config.json';
import { products } from '../../../../tests/helpers/listing-fixtures.ts';
import { createTestEnvironment } from '../../../../tests/helpers/render-with-stores.tsx';
import { FAVOURITE_HIGHLIGHT_MS } from '../../../kernel/session/favourites-store.ts';
import { ListingView } from './listing-view.tsx';

/** A women's listing answering with the fixture products, on a site whose config turns favourites on or off. */
async function renderListing(favourites: boolean) {
  const env = createTestEnvironment({
    path: '/uk/en/women',
    files: { 'uk/config.json': { ...ukConfig, features: { ...ukConfig.features, favourites } } },
  });
  env.services.searchService.answers.push({
    products,
    nbHits: products.length,
    page: 0,
    pages: 1,
    hitsPerPage: 24,
    facets: { counts: {}, stats: {} },
    indexName: 'uk_products',
  });
  await act(() => env.stores.content.loadShell('uk', 'en', 'en'));
  env.render(<ListingView kind="category" title="Women" ruleContexts={['women']} />);
  await screen.findAllByRole('article');
  return env;
}

const heartOf = (name: string) => screen.getByRole('button', { name: `Save ${name} to favourites` });

afterEach(() => {
  vi.useRealTimers();
});

describe('favourites on a listing', () => {
  it('fills the heart at the click, highlights it for a moment, and keeps the other cards as they were', async () => {
    const env = await renderListing(true);
    vi.useFakeTimers();
    const scarf = heartOf('Merino wool scarf');
    expect(scarf).toHaveAttribute('aria-pressed', 'false');

    // The favourites code loads on first use; the click waits for it, then the store changes.
    await act(async () => {
      fireEvent.click(scarf);
      await env.stores.favourites.ready();
    });
    expect(heartOf('Merino wool scarf')).toHaveAttribute('aria-pressed', 'true');
    expect(heartOf('Merino wool scarf')).toHaveAttribute('data-highlighted');
    expect(heartOf('Double-faced wool coat')).toHaveAttribute('aria-pressed', 'false');
    expect(heartOf('Double-faced wool coat')).not.toHaveAttribute('data-highlighted');

    act(() => vi.advanceTimersByTime(FAVOURITE_HIGHLIGHT_MS));
    expect(heartOf('Merino wool scarf')).not.toHaveAttribute('data-highlighted');
    expect(heartOf('Merino wool scarf')).toHaveAttribute('aria-pressed', 'true');

    await act(async () => fireEvent.click(heartOf('Merino wool scarf')));
    expect(heartOf('Merino wool scarf')).toHaveAttribute('aria-pressed', 'false');
    expect(env.stores.favourites.current?.list('uk')).toEqual([]);
  });

  it('shows no hearts where the site turns favourites off', async () => {
    const env = await renderListing(false);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(products.length);
    for (const card of cards) expect(within(card).queryByRole('button', { name: /favourites/ })).toBeNull();
    // Nothing asked for the favourites code either.
    expect(env.stores.favourites.current).toBeUndefined();
  });
});
