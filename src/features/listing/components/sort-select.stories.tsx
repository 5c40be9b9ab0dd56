import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import aeSortOptions from '../../../../content-fixtures/ae/sortOptions.json' with { type: 'json' };
import jpSortOptions from '../../../../content-fixtures/jp/sortOptions.json' with { type: 'json' };
import ukSortOptions from '../../../../content-fixtures/uk/sortOptions.json' with { type: 'json' };
import { SortSelect } from './sort-select.tsx';

/** The listing's sort menu, with the fixture sites' sortOptions.json. */
const meta = {
  title: 'Listing/Sort select',
  component: SortSelect,
  decorators: [
    (Story) => (
      <div style={{ width: 320, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
  args: { options: ukSortOptions.options, value: 'bestMatch', path: '/women/dresses', onChange: fn() },
} satisfies Meta<typeof SortSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A category page: no 'Biggest discount' (sale paths only). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Sort by' });
    await expect(within(select).queryByRole('option', { name: 'Biggest discount' })).toBeNull();
    await userEvent.selectOptions(select, 'newest');
    await expect(args.onChange).toHaveBeenCalledWith('newest');
  },
};

/** A sale page offers 'Biggest discount'. */
export const SalePage: Story = {
  args: { path: '/women/sale', value: 'discount' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toHaveValue('discount');
  },
};

/** Search hides 'Bestsellers'; a sort from an old link falls back to the default. */
export const Search: Story = {
  args: { path: '/search', value: 'bestsellers' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toHaveValue('bestMatch');
  },
};

/** Labels written per language in the UAE's file. */
export const Arabic: Story = {
  args: { options: aeSortOptions.options },
  parameters: { site: 'ae-ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'ترتيب حسب' })).toHaveDisplayValue(
      'الأكثر صلة',
    );
  },
};

export const Japanese: Story = {
  args: { options: jpSortOptions.options },
  parameters: { site: 'jp' },
};
