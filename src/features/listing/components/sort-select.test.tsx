import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createTestEnvironment } from '../../../../tests/helpers/render-with-stores.tsx';
import aeSortOptions from '../../../../content-fixtures/ae/sortOptions.json' with { type: 'json' };
import ukSortOptions from '../../../../content-fixtures/uk/sortOptions.json' with { type: 'json' };
import { SortSelect, type SortChoice } from './sort-select.tsx';

function renderSort(
  value: string,
  path?: string,
  options: SortChoice[] = ukSortOptions.options,
  site = '/uk/en',
) {
  const onChange = vi.fn();
  createTestEnvironment({ path: site }).render(
    <SortSelect options={options} value={value} path={path} onChange={onChange} />,
  );
  return { onChange, select: screen.getByRole('combobox', { name: 'Sort by' }) };
}

const optionNames = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('SortSelect', () => {
  it('offers the options visible on the path', () => {
    const { select } = renderSort('bestMatch', '/women/dresses');
    expect(optionNames(select)).toEqual([
      'Best match',
      'Newest',
      'Bestsellers',
      'Price: low to high',
      'Price: high to low',
    ]);
  });

  it('offers Biggest discount on sale paths and hides Bestsellers on search', () => {
    const { select } = renderSort('discount', '/women/sale/dresses');
    expect(select).toHaveValue('discount');
    expect(optionNames(select)).toContain('Biggest discount');
  });

  it('shows the default for a sort not offered here', () => {
    const { select } = renderSort('bestsellers', '/search');
    expect(optionNames(select)).not.toContain('Bestsellers');
    expect(select).toHaveValue('bestMatch');
  });

  it('reports the chosen sort', async () => {
    const { select, onChange } = renderSort('bestMatch', '/women');
    await userEvent.selectOptions(select, 'priceHighToLow');
    expect(onChange).toHaveBeenCalledWith('priceHighToLow');
  });

  it('shows labels written per language in the shopper language', () => {
    const { select } = renderSort('newest', '/women', aeSortOptions.options, '/ae/ar');
    expect(select).toHaveDisplayValue('الأحدث');
  });
});
