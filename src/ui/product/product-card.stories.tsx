import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  aed,
  arabicProducts,
  badges,
  gbp,
  japaneseProducts,
  jpy,
  products,
} from '../../../tests/helpers/listing-fixtures.ts';
import { ProductCard, type ProductCardProps } from './product-card.tsx';

/** A card as wide as one column of the desktop grid. */
const column: Decorator = (Story) => (
  <div style={{ width: 300, padding: 24 }}>
    <Story />
  </div>
);

/** A card with its favourite state held, as the page's favourites store would. */
function StatefulCard(args: ProductCardProps) {
  const [favourite, setFavourite] = useState(args.favourite);
  return (
    <ProductCard
      {...args}
      favourite={favourite}
      onToggleFavourite={() => {
        setFavourite(!favourite);
        args.onToggleFavourite?.();
      }}
    />
  );
}

const linksToProduct: StoryObj<typeof ProductCard>['play'] = async ({ canvasElement, args }) => {
  const canvas = within(canvasElement);
  const link = canvas.getByRole('link', { name: new RegExp(args.product.brand.name) });
  await expect(link.getAttribute('href')).toContain(args.product.url.split('?')[0]);
  await expect(canvas.getByRole('article')).toHaveAccessibleName(link.textContent ?? '');
  await expect(canvasElement.querySelector('img')).toHaveAttribute('loading', 'lazy');
};

/** One product of a listing: picture, brand, name, price, badges, swatches and favourite. */
const meta = {
  title: 'Listing/Product card',
  component: ProductCard,
  decorators: [column],
  render: (args) => <StatefulCard {...args} />,
  args: {
    product: products[0]!,
    formatter: gbp,
    favourite: false,
    onToggleFavourite: fn(),
    onSelect: fn(),
    badges,
  },
  play: linksToProduct,
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Seven colours: five swatches and '+2'. */
export const Default: Story = {
  play: async (context) => {
    await linksToProduct(context);
    const canvas = within(context.canvasElement);
    const colours = canvas.getByRole('list', { name: 'Colours' });
    await expect(within(colours).getAllByRole('link')).toHaveLength(5);
    await expect(colours).toHaveTextContent('+2');
  },
};

/** Sale price, struck-through list price and the percent off. */
export const OnSale: Story = {
  args: { product: products[1]! },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('s')).toHaveTextContent('£320.00');
    await expect(within(canvasElement).getByText('-30%')).toBeVisible();
  },
};

/** A discount below 1 percent shows two decimals. */
export const SmallDiscount: Story = {
  args: { product: products[4]! },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('-0.36%')).toBeVisible();
  },
};

export const LowStock: Story = { args: { product: products[2]! } };

export const OutOfStock: Story = { args: { product: products[3]! } };

/** The heart toggles, announced by aria-pressed. */
export const Favourite: Story = {
  play: async ({ canvasElement, args }) => {
    const heart = within(canvasElement).getByRole('button', { name: /to favourites/ });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onToggleFavourite).toHaveBeenCalledTimes(1);
  },
};

/** A search result: the query's words highlighted in the name. */
export const SearchHighlight: Story = {
  args: { product: { ...products[2]!, highlightedName: '<em>Cashmere</em> crew-neck jumper' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('em')).toHaveTextContent('Cashmere');
  },
};

/** Right to left, dirhams. */
export const Arabic: Story = {
  args: {
    product: arabicProducts[1]!,
    formatter: aed,
    badges: { 'winter-sale-30': { label: 'تخفيضات الشتاء', color: '#6e1f2a', textColor: '#ffffff' } },
  },
  parameters: { site: 'ae-ar' },
};

export const Japanese: Story = {
  args: { product: japaneseProducts[0]!, formatter: jpy },
  parameters: { site: 'jp' },
};
