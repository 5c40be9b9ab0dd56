import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { FilterDefinition } from '../../../../schemas/api/product.schema.ts';
import { FILTER_DROPDOWN_MIN_WIDTH } from '../rules/index.ts';
import { FilterOptions, type FilterOptionsProps } from './filter-options.tsx';
import { definitions, facets } from '../../../../tests/helpers/listing-fixtures.ts';

const byName = (name: string) =>
  definitions.find((definition) => definition.name === name) as FilterDefinition;
const countsOf = (name: string) => facets.counts[byName(name).metadata.nameInAlgolia];

/** The options with their selection held in state, as the listing store would, in a sidebar or a dropdown's width. */
function StatefulOptions({ width = 280, ...args }: FilterOptionsProps & { width?: number }) {
  const [selected, setSelected] = useState<readonly string[]>(args.selected);
  return (
    <div style={{ width, padding: 24 }}>
      <FilterOptions
        {...args}
        selected={selected}
        onToggle={(tag) => {
          setSelected(selected.includes(tag) ? selected.filter((t) => t !== tag) : [...selected, tag]);
          args.onToggle(tag);
        }}
      />
    </div>
  );
}

/** One filter's options: controls as its definition's buttonType says, laid out as its type says. */
const meta = {
  title: 'Listing/Filter options',
  component: FilterOptions,
  render: (args, { parameters }) => (
    <StatefulOptions {...args} width={parameters.panelWidth as number | undefined} />
  ),
  args: { definition: byName('brand'), counts: countsOf('brand'), selected: ['maison-nord'], onToggle: fn() },
} satisfies Meta<typeof FilterOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Brands: checkboxes, the first 8, a box that narrows them and 'View all'. */
export const Brands: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(8);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search Brand' }), 'NORD');
    await expect(canvas.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      expect.stringContaining('Maison Nord'),
      expect.stringContaining('Nordvik'),
    ]);
    await userEvent.click(canvas.getByRole('checkbox', { name: /Nordvik/ }));
    await expect(args.onToggle).toHaveBeenCalledWith('nordvik');
  },
};

/** Brands, every one after 'View all'. */
export const BrandsViewAll: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'View all' }));
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(11);
    await expect(canvas.getByRole('button', { name: 'View less' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Colours: circles (two-tone from the swatch image) with their names. */
export const Colours: Story = {
  args: { definition: byName('color'), counts: countsOf('color'), selected: ['navy'] },
  play: async ({ canvasElement }) => {
    const navy = within(canvasElement).getByRole('button', { name: /^Navy \d+$/ });
    await expect(navy).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Sizes: selectable boxes. */
export const Sizes: Story = {
  args: { definition: byName('size'), counts: countsOf('size'), selected: ['m'] },
  play: async ({ canvasElement }) => {
    const small = within(canvasElement).getByRole('button', { name: 'S' });
    await userEvent.click(small);
    await expect(small).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Categories: grouped by department, then by sub-category. */
export const Categories: Story = {
  args: { definition: byName('categories'), counts: countsOf('categories'), selected: [] },
};

/** The on-sale filter: its option label is a translation key. */
export const OnSaleArabic: Story = {
  args: { definition: byName('onSale'), counts: countsOf('onSale'), selected: [] },
  parameters: { site: 'ae-ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: /المنتجات المخفّضة فقط/ })).toBeVisible();
  },
};

/** The widest a filter's dropdown opens for a layout with columns. */
const dropdownWidth = { panelWidth: FILTER_DROPDOWN_MIN_WIDTH.grid };

/** Layout `columns` without a column count: brands flow down three columns (the default) in a dropdown. */
export const BrandsInColumns: Story = {
  args: { definition: { ...byName('brand'), type: 'columns', limit: 20, columns: undefined } },
  parameters: dropdownWidth,
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Brand' });
    await expect(group).toHaveAttribute('data-layout', 'columns');
    await expect(getComputedStyle(group.querySelector('ul')!).columnCount).toBe('3');
  },
};

/** Layout `categoryColumns`: each department's categories a column of its own. */
export const CategoriesInColumns: Story = {
  args: {
    definition: { ...byName('categories'), columns: undefined },
    counts: countsOf('categories'),
    selected: [],
  },
  parameters: dropdownWidth,
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Category' });
    const columns = getComputedStyle(
      group.querySelector('[data-layout="categoryColumns"]')!,
    ).gridTemplateColumns;
    await expect(columns.split(' ')).toHaveLength(3);
  },
};

/** Layout `grid` of selectable boxes in the columns the definition gives (4), narrowing to fit a sidebar. */
export const SizesGridInDropdown: Story = {
  args: { definition: byName('size'), counts: countsOf('size'), selected: ['m'] },
  parameters: dropdownWidth,
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('group', { name: 'Size' }).querySelector('ul')!;
    await expect(getComputedStyle(list).gridTemplateColumns.split(' ')).toHaveLength(4);
  },
};

/** Layout `list` of swatches: each colour before its name, as a checkbox would be. */
export const ColoursAsList: Story = {
  args: { definition: { ...byName('color'), type: 'list' }, counts: countsOf('color'), selected: ['navy'] },
  parameters: { panelWidth: FILTER_DROPDOWN_MIN_WIDTH.list },
};

/** Bigger swatches (`swatchSize` 40) painted from pictures (`swatchType: image`). */
export const LargeImageSwatches: Story = {
  args: {
    definition: { ...byName('color'), swatchType: 'image', swatchSize: 40 },
    counts: countsOf('color'),
    selected: [],
  },
  play: async ({ canvasElement }) => {
    const swatch = within(canvasElement)
      .getByRole('button', { name: /^Navy \d+$/ })
      .querySelector('[data-swatch]')!;
    await expect(getComputedStyle(swatch).width).toBe('40px');
  },
};

/** `showSwatch: false`: colours by name only. */
export const ColoursWithoutSwatches: Story = {
  args: {
    definition: { ...byName('color'), showSwatch: false },
    counts: countsOf('color'),
    selected: ['navy'],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-swatch]')).toBeNull();
  },
};
