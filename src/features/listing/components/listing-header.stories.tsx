import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import ukSortOptions from '../../../../content-fixtures/uk/sortOptions.json' with { type: 'json' };
import { ListingHeader } from './listing-header.tsx';
import { SortSelect } from './sort-select.tsx';

/** The listing's heading, result count, sort menu and phone Filter button. */
const meta = {
  title: 'Listing/Listing header',
  component: ListingHeader,
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    title: 'Dresses',
    count: 132,
    sort: <SortSelect options={ukSortOptions.options} value="bestMatch" onChange={fn()} />,
    onOpenFilters: fn(),
    selectedFilterCount: 2,
  },
} satisfies Meta<typeof ListingHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dresses' })).toBeVisible();
    await expect(canvas.getByText('132 products')).toBeVisible();
  },
};

/** On a phone the Filter button opens the drawer. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /Filter/ });
    await userEvent.click(button);
    await expect(args.onOpenFilters).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAccessibleName('Filter 2 selected');
  },
};

/** One result: the singular form. */
export const OneResult: Story = {
  args: { title: 'Results for “linen wrap”', count: 1, selectedFilterCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 product')).toBeVisible();
  },
};

export const Arabic: Story = {
  args: { title: 'فساتين', count: 24 },
  parameters: { site: 'ae-ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('24 منتجًا')).toBeVisible();
  },
};

export const Japanese: Story = {
  args: { title: 'ワンピース', count: 56 },
  parameters: { site: 'jp' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('56件の商品')).toBeVisible();
  },
};
