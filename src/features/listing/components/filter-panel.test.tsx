import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createTestEnvironment } from '../../../../tests/helpers/render-with-stores.tsx';
import { pendingDiffers, toggleTag, type NumericSelections, type TagSelections } from '../rules/index.ts';
import type { FilterChange } from '../rules/filter-change.ts';
import { FilterPanel } from './filter-panel.tsx';
import { definitions, facets, gbp } from '../../../../tests/helpers/listing-fixtures.ts';

const common = { definitions, facets, formatter: gbp, locale: 'en-GB' };

function renderInstant(filters: TagSelections = {}, numeric: NumericSelections = {}) {
  const onChange = vi.fn<(change: FilterChange) => void>();
  createTestEnvironment().render(
    <FilterPanel {...common} filters={filters} numeric={numeric} onChange={onChange} />,
  );
  return { onChange, user: userEvent.setup() };
}

/** The drawer as the page runs it: pending tags, Apply enabled only when they differ from the applied ones. */
function PendingDrawer({
  applied,
  onApply,
}: {
  applied: TagSelections;
  onApply: (pending: TagSelections) => void;
}) {
  const [pending, setPending] = useState(applied);
  return (
    <FilterPanel
      {...common}
      mode="pending"
      filters={pending}
      numeric={{}}
      canApply={pendingDiffers(applied, pending)}
      onApply={() => onApply(pending)}
      onChange={(change) => {
        if (change.kind === 'toggle') setPending(toggleTag(pending, change.name, change.tag));
        if (change.kind === 'clear') setPending({});
      }}
    />
  );
}

describe('FilterPanel', () => {
  it('shows one accordion per filter, open when the definition says or something is chosen', async () => {
    const { user } = renderInstant({ size: ['m'] });
    expect(screen.getByRole('heading', { level: 2, name: 'Filters' })).toBeInTheDocument();
    const category = screen.getByRole('button', { name: 'Category' });
    const size = screen.getByRole('button', { name: 'Size 1 selected' });
    const colour = screen.getByRole('button', { name: 'Colour' });
    expect(category).toHaveAttribute('aria-expanded', 'true');
    expect(size).toHaveAttribute('aria-expanded', 'true');
    expect(colour).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(colour.getAttribute('aria-controls')!)).not.toBeVisible();
    await user.click(colour);
    expect(colour).toHaveAttribute('aria-expanded', 'true');
    expect(category).toHaveAttribute('aria-expanded', 'true');
  });

  it('reports each change at once in instant mode and has no Apply button', async () => {
    const { onChange, user } = renderInstant();
    await user.click(screen.getByRole('button', { name: 'Brand' }));
    await user.click(screen.getByRole('checkbox', { name: /Atelier Voss/ }));
    expect(onChange).toHaveBeenCalledWith({ kind: 'toggle', name: 'brand', tag: 'atelier-voss' });
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });

  it('lists the chosen filters as chips that remove them, and offers Clear all', async () => {
    const { onChange, user } = renderInstant(
      { color: ['navy'], onSale: ['true'] },
      { priceRange: { min: 50 } },
    );
    const chips = screen.getByRole('list', { name: 'Selected filters' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.getAttribute('aria-label')),
    ).toEqual(['Remove filter: Navy', 'Remove filter: From £50.00', 'Remove filter: Sale items only']);
    await user.click(within(chips).getByRole('button', { name: 'Remove filter: From £50.00' }));
    expect(onChange).toHaveBeenCalledWith({ kind: 'numeric', name: 'priceRange', selection: undefined });
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'clear' });
  });

  it('has neither chips nor Clear all when nothing is chosen', () => {
    renderInstant();
    expect(screen.queryByRole('list', { name: 'Selected filters' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear all' })).toBeNull();
  });

  it('applies a valid price range as a numeric change', async () => {
    const { onChange, user } = renderInstant();
    await user.click(screen.getByRole('button', { name: 'Price' }));
    await user.type(screen.getByLabelText(/Min price/), '30');
    await user.type(screen.getByLabelText(/Max price/), '120');
    await user.click(screen.getByRole('button', { name: 'Apply price' }));
    expect(onChange).toHaveBeenCalledWith({
      kind: 'numeric',
      name: 'priceRange',
      selection: { min: 30, max: 120 },
    });
  });

  it('enables Apply in pending mode only while the pending filters differ from the applied ones', async () => {
    const onApply = vi.fn();
    createTestEnvironment().render(<PendingDrawer applied={{ brand: ['kestrel'] }} onApply={onApply} />);
    const user = userEvent.setup();
    const apply = screen.getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /Aurelie/ }));
    expect(apply).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: /Aurelie/ }));
    expect(apply).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /Kestrel/ }));
    expect(apply).toBeEnabled();
    await user.click(apply);
    expect(onApply).toHaveBeenCalledWith({});
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  describe('dropdown mode', () => {
    function renderDropdowns() {
      const onChange = vi.fn<(change: FilterChange) => void>();
      createTestEnvironment().render(
        <div>
          <p>Outside the filters</p>
          <FilterPanel {...common} mode="dropdown" filters={{}} numeric={{}} onChange={onChange} />
        </div>,
      );
      return { onChange, user: userEvent.setup() };
    }
    const panelOf = (toggle: HTMLElement) => document.getElementById(toggle.getAttribute('aria-controls')!)!;

    it('keeps one filter open at a time, each panel at least as wide as its layout needs', async () => {
      const { user, onChange } = renderDropdowns();
      const size = screen.getByRole('button', { name: 'Size' });
      const price = screen.getByRole('button', { name: 'Price' });
      const brand = screen.getByRole('button', { name: 'Brand' });
      expect(size).toHaveAttribute('aria-expanded', 'false');
      expect(panelOf(size)).not.toBeVisible();
      await user.click(size);
      expect(size).toHaveAttribute('aria-expanded', 'true');
      expect(panelOf(size)).toBeVisible();
      expect(panelOf(size).style.minInlineSize).toBe('500px');
      await user.click(within(panelOf(size)).getByRole('button', { name: 'M' }));
      expect(onChange).toHaveBeenCalledWith({ kind: 'toggle', name: 'size', tag: 'm' });
      await user.click(brand);
      expect(size).toHaveAttribute('aria-expanded', 'false');
      expect(panelOf(size)).not.toBeVisible();
      expect(brand).toHaveAttribute('aria-expanded', 'true');
      expect(panelOf(brand).style.minInlineSize).toBe('300px');
      await user.click(price);
      expect(brand).toHaveAttribute('aria-expanded', 'false');
      expect(panelOf(price).style.minInlineSize).toBe('500px');
      expect(within(panelOf(price)).getByRole('spinbutton', { name: /min/i })).toBeInTheDocument();
      await user.click(price);
      expect(price).toHaveAttribute('aria-expanded', 'false');
    });

    it('closes on a click outside and on Escape, which gives focus back to the filter button', async () => {
      const { user } = renderDropdowns();
      const colour = screen.getByRole('button', { name: 'Colour' });
      await user.click(colour);
      await user.click(within(panelOf(colour)).getByRole('group', { name: 'Colour' }));
      expect(colour).toHaveAttribute('aria-expanded', 'true');
      await user.click(screen.getByText('Outside the filters'));
      expect(colour).toHaveAttribute('aria-expanded', 'false');
      await user.click(colour);
      await user.tab();
      await user.keyboard('{Escape}');
      expect(colour).toHaveAttribute('aria-expanded', 'false');
      expect(colour).toHaveFocus();
    });
  });
});
