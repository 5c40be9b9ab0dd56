import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createTestEnvironment } from '../../../../tests/helpers/render-with-stores.tsx';
import { gbp, products } from '../../../../tests/helpers/listing-fixtures.ts';
import { ProductGrid } from './product-grid.tsx';

const renderGrid = (props: { loading?: boolean } = {}) => {
  const onToggleFavourite = vi.fn();
  createTestEnvironment().render(
    <ProductGrid
      products={products}
      formatter={gbp}
      isFavourite={(product) => product.productId === 'AV200114'}
      onToggleFavourite={onToggleFavourite}
      skeletonCount={6}
      {...props}
    />,
  );
  return { onToggleFavourite };
};

describe('ProductGrid', () => {
  it('lists one card per product, product names as level-2 headings, the first row loaded at once', () => {
    renderGrid();
    const grid = screen.getByRole('list', { name: 'Products' });
    const cards = within(grid).getAllByRole('article');
    expect(cards).toHaveLength(products.length);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(products.length);
    expect(cards[0]!.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(cards[4]!.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });

  it('passes each card its favourite state and the product whose heart was pressed', async () => {
    const { onToggleFavourite } = renderGrid();
    const coat = screen.getByRole('button', { name: 'Save Double-faced wool coat to favourites' });
    expect(coat).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Save Merino wool scarf to favourites' }));
    expect(onToggleFavourite).toHaveBeenCalledWith(products[6]);
  });

  it('shows busy skeleton cards instead of products while loading', () => {
    renderGrid({ loading: true });
    const grid = screen.getByRole('list', { name: 'Loading products…' });
    expect(grid).toHaveAttribute('aria-busy', 'true');
    expect(within(grid).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.queryByRole('article')).toBeNull();
  });
});
