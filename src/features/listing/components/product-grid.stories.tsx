import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import type { ListingProduct } from '../../../kernel/types/search-types.ts';
import {
  aed,
  arabicProducts,
  badges,
  gbp,
  japaneseProducts,
  jpy,
  products,
} from '../../../../tests/helpers/listing-fixtures.ts';
import { ProductGrid, type ProductGridProps } from './product-grid.tsx';

/** The grid with favourites held in state, as the page's favourites store would. */
function StatefulGrid(args: ProductGridProps) {
  const [favourites, setFavourites] = useState(new Set(['HF300872']));
  const toggle = (product: ListingProduct) => {
    const next = new Set(favourites);
    if (!next.delete(product.productId)) next.add(product.productId);
    setFavourites(next);
    args.onToggleFavourite?.(product);
  };
  return (
    <div style={{ padding: 24 }}>
      <ProductGrid
        {...args}
        isFavourite={(product) => favourites.has(product.productId)}
        onToggleFavourite={toggle}
      />
    </div>
  );
}

/** The listing's cards: 4 per row on desktops, 3 on tablets, 2 on phones. */
const meta = {
  title: 'Listing/Product grid',
  component: ProductGrid,
  render: (args) => <StatefulGrid {...args} />,
  args: {
    products,
    formatter: gbp,
    badges,
    isFavourite: () => false,
    onToggleFavourite: fn(),
    onSelect: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const grid = within(canvasElement).getByRole('list', { name: 'Products' });
    await expect(within(grid).getAllByRole('article')).toHaveLength(args.products.length);
  },
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Skeleton cards the size of real ones while a page loads. */
export const Loading: Story = {
  args: { loading: true, skeletonCount: 8 },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('ul');
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(list?.querySelectorAll('li')).toHaveLength(8);
  },
};

export const Arabic: Story = {
  args: { products: arabicProducts, formatter: aed, badges: {} },
  parameters: { site: 'ae-ar' },
  play: async ({ canvasElement, args }) => {
    const grid = within(canvasElement).getByRole('list', { name: 'المنتجات' });
    await expect(within(grid).getAllByRole('article')).toHaveLength(args.products.length);
  },
};

export const Japanese: Story = {
  args: { products: japaneseProducts, formatter: jpy, badges: {} },
  parameters: { site: 'jp' },
  play: async ({ canvasElement, args }) => {
    const grid = within(canvasElement).getByRole('list', { name: '商品一覧' });
    await expect(within(grid).getAllByRole('article')).toHaveLength(args.products.length);
  },
};
