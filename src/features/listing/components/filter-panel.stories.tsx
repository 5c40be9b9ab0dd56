import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  numericDiffers,
  pendingDiffers,
  toggleTag,
  type NumericSelections,
  type TagSelections,
} from '../rules/index.ts';
import type { FilterChange } from '../rules/filter-change.ts';
import { FilterPanel, type FilterPanelProps } from './filter-panel.tsx';
import { aed, definitions, facets, gbp } from '../../../../tests/helpers/listing-fixtures.ts';

/** Applied and pending selections held in state, the way the listing store keeps them. */
function StatefulPanel(args: FilterPanelProps) {
  const [applied, setApplied] = useState({ filters: args.filters, numeric: args.numeric });
  const [pending, setPending] = useState(applied);
  const pendingMode = args.mode === 'pending';
  const shown = pendingMode ? pending : applied;
  const change = (state: typeof applied, event: FilterChange) => {
    if (event.kind === 'clear') return { filters: {} as TagSelections, numeric: {} as NumericSelections };
    if (event.kind === 'toggle')
      return { ...state, filters: toggleTag(state.filters, event.name, event.tag) };
    const { [event.name]: _old, ...numeric } = state.numeric;
    return { ...state, numeric: event.selection ? { ...numeric, [event.name]: event.selection } : numeric };
  };
  const width = pendingMode ? 380 : args.mode === 'dropdown' ? 1000 : 280;
  return (
    <div
      style={{ width, minHeight: args.mode === 'dropdown' ? 640 : undefined, padding: pendingMode ? 0 : 24 }}
    >
      <FilterPanel
        {...args}
        filters={shown.filters}
        numeric={shown.numeric}
        canApply={
          pendingDiffers(applied.filters, pending.filters) || numericDiffers(applied.numeric, pending.numeric)
        }
        onChange={(event) => {
          args.onChange(event);
          if (pendingMode) setPending(change(pending, event));
          else setApplied(change(applied, event));
        }}
        onApply={() => {
          args.onApply?.();
          setApplied(pending);
        }}
      />
    </div>
  );
}

/** The listing filters: sidebar accordions (instant), a bar of dropdowns (dropdown) or the phone drawer's content (pending). */
const meta = {
  title: 'Listing/Filter panel',
  component: FilterPanel,
  render: (args) => <StatefulPanel {...args} />,
  args: {
    definitions,
    facets,
    filters: { brand: ['maison-nord'], color: ['navy'] },
    numeric: { priceRange: { min: 50, max: 200 } },
    formatter: gbp,
    locale: 'en-GB',
    onChange: fn(),
    onApply: fn(),
  },
} satisfies Meta<typeof FilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop sidebar: chips of the chosen filters, Clear all, accordions opening on their own. */
export const Sidebar: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Remove filter: £50.00 – £200.00' })).toBeVisible();
    const size = canvas.getByRole('button', { name: 'Size' });
    await expect(size).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(size);
    await expect(size).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove filter: Navy' }));
    await expect(args.onChange).toHaveBeenCalledWith({ kind: 'toggle', name: 'color', tag: 'navy' });
    await userEvent.click(canvas.getByRole('button', { name: 'Clear all' }));
    await expect(canvas.queryByRole('list', { name: 'Selected filters' })).toBeNull();
  },
};

/** Nothing chosen: no chips and no Clear all. */
export const NothingSelected: Story = {
  args: { filters: {}, numeric: {} },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Clear all' })).toBeNull();
  },
};

/** Phone drawer: Apply is enabled only once the pending filters differ from the applied ones. */
export const Pending: Story = {
  args: { mode: 'pending' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const apply = canvas.getByRole('button', { name: 'Apply' });
    await expect(apply).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: /Atelier Voss/ }));
    await expect(apply).toBeEnabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: /Atelier Voss/ }));
    await expect(apply).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: /Kestrel/ }));
    await userEvent.click(apply);
    await expect(args.onApply).toHaveBeenCalledTimes(1);
    await expect(apply).toBeDisabled();
  },
};

export const Arabic: Story = {
  args: {
    definitions: definitions.map((definition) =>
      definition.metadata.currency
        ? { ...definition, metadata: { ...definition.metadata, currency: 'AED' } }
        : definition,
    ),
    formatter: aed,
    locale: 'ar-AE',
    numeric: { priceRange: { min: 200 } },
  },
  parameters: { site: 'ae-ar' },
};

/** Desktop bar of dropdowns: one open at a time, each at least as wide as its layout needs; a click outside closes. */
export const Dropdowns: Story = {
  args: { mode: 'dropdown' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const size = canvas.getByRole('button', { name: 'Size' });
    const brand = canvas.getByRole('button', { name: /^Brand/ });
    await userEvent.click(size);
    const sizePanel = canvas.getByRole('region', { name: 'Size' });
    await expect(sizePanel.getBoundingClientRect().width).toBeGreaterThanOrEqual(500);
    await userEvent.click(brand);
    await expect(size).toHaveAttribute('aria-expanded', 'false');
    await expect(
      canvas.getByRole('region', { name: /^Brand/ }).getBoundingClientRect().width,
    ).toBeGreaterThanOrEqual(300);
    await userEvent.click(canvasElement.ownerDocument.body);
    await expect(brand).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'Category' }));
  },
};

/** The bar right to left: panels in its second half open towards its start. */
export const DropdownsArabic: Story = {
  args: { ...Arabic.args, mode: 'dropdown' },
  parameters: { site: 'ae-ar' },
};
