import { act, fireEvent, screen } from '@testing-library/react';
import { observer } from 'mobx-react-lite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ukConfig from '../../../content-fixtures/uk/config.json';
import { productWith } from '../../../tests/helpers/product-fixtures.ts';
import { createTestEnvironment } from '../../../tests/helpers/render-with-stores.tsx';
import { FAVOURITE_HIGHLIGHT_MS } from '../../kernel/session/favourites-store.ts';
import { ProductPageStore } from './stores/product-page-store.ts';
import { favouriteHeart, useFavourites } from '../../kernel/session/use-favourites.ts';
import { PurchasePanel } from './purchase-panel.tsx';

const coat = productWith([['black', 's', 'AVAILABLE']]);

/** The panel wired to the favourites as the product page and quick buy wire it. */
const Panel = observer(function Panel({ store }: { store: ProductPageStore }) {
  const favourites = useFavourites();
  return (
    <PurchasePanel
      store={store}
      {...favouriteHeart(favourites, coat.productId)}
      onNotifyMe={() => undefined}
      sticky={false}
      priceText="£10.00"
    />
  );
});

async function renderPanel(favourites: boolean) {
  const env = createTestEnvironment({
    path: '/uk/en/product/coat',
    files: { 'uk/config.json': { ...ukConfig, features: { ...ukConfig.features, favourites } } },
  });
  await act(() => env.stores.content.loadShell('uk', 'en', 'en'));
  const store = new ProductPageStore({
    product: coat,
    query: {},
    bag: () => Promise.reject(new Error('no bag here')),
    features: { backInStock: false, lowStockMessage: true, outOfStockBadge: true, maxSizeButtons: 10 },
  });
  env.render(<Panel store={store} />);
  return env;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the purchase panel’s heart (product page and quick buy)', () => {
  it('fills at the click and is highlighted for a moment', async () => {
    const env = await renderPanel(true);
    vi.useFakeTimers();
    const heart = screen.getByRole('button', { name: `Save ${coat.name} to favourites` });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await act(async () => {
      fireEvent.click(heart);
      await env.stores.favourites.ready();
    });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(heart).toHaveAttribute('data-highlighted');
    act(() => vi.advanceTimersByTime(FAVOURITE_HIGHLIGHT_MS));
    expect(heart).not.toHaveAttribute('data-highlighted');
  });

  it('is not there where the site turns favourites off', async () => {
    await renderPanel(false);
    expect(screen.getByRole('button', { name: 'Add to bag' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /favourites/ })).toBeNull();
  });
});
