import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createTestEnvironment } from '../../../../tests/helpers/render-with-stores.tsx';
import type { FilterDefinition } from '../../../../schemas/api/product.schema.ts';
import { FilterOptions } from './filter-options.tsx';
import { definitions } from '../../../../tests/helpers/listing-fixtures.ts';

const byName = (name: string) =>
  definitions.find((definition) => definition.name === name) as FilterDefinition;

function renderOptions(
  definition: FilterDefinition,
  props: { counts?: Record<string, number>; selected?: string[] } = {},
) {
  const onToggle = vi.fn();
  createTestEnvironment().render(
    <FilterOptions
      definition={definition}
      counts={props.counts}
      selected={props.selected ?? []}
      onToggle={onToggle}
    />,
  );
  return { onToggle, user: userEvent.setup() };
}

const checkboxNames = () =>
  screen.getAllByRole('checkbox').map((box) => box.getAttribute('aria-label') ?? '');
const brandCounts = Object.fromEntries(
  byName('brand').options.map((option, index) => [option.tag, index + 1]),
);

describe('FilterOptions', () => {
  it('lists checkboxes with their counts in a group named by the filter', () => {
    renderOptions(byName('brand'), { counts: brandCounts, selected: ['kestrel'] });
    expect(screen.getByRole('group', { name: 'Brand' })).toBeInTheDocument();
    expect(checkboxNames().slice(0, 2)).toEqual(['Atelier Voss (1)', 'Aurelie (2)']);
    expect(screen.getByRole('checkbox', { name: 'Kestrel (6)' })).toBeChecked();
  });

  it('shows the first `limit` options with a filter box that narrows them case-insensitively', async () => {
    const { user } = renderOptions(byName('brand'), { counts: brandCounts });
    expect(screen.getAllByRole('checkbox')).toHaveLength(8);
    await user.type(screen.getByRole('searchbox', { name: 'Search Brand' }), 'NoRd');
    expect(checkboxNames()).toEqual(['Maison Nord (7)', 'Nordvik (8)']);
    expect(screen.queryByRole('button', { name: 'View all' })).toBeNull();
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'zz');
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('No matches');
  });

  it('shows every option after View all, and the first ones again after View less', async () => {
    const { user } = renderOptions(byName('brand'));
    await user.click(screen.getByRole('button', { name: 'View all' }));
    expect(screen.getAllByRole('checkbox')).toHaveLength(11);
    const less = screen.getByRole('button', { name: 'View less' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    await user.click(less);
    expect(screen.getAllByRole('checkbox')).toHaveLength(8);
  });

  it('has no filter box or View all when the list fits its limit', () => {
    renderOptions({ ...byName('brand'), limit: 20 });
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'View all' })).toBeNull();
  });

  it('leaves out options without results unless they are selected', () => {
    renderOptions(byName('brand'), { counts: { kestrel: 4, 'maison-nord': 0 }, selected: ['maison-nord'] });
    expect(checkboxNames()).toEqual(['Kestrel (4)', 'Maison Nord (0)']);
  });

  it('toggles a tag', async () => {
    const { onToggle, user } = renderOptions(byName('onSale'));
    await user.click(screen.getByRole('checkbox', { name: 'Sale items only' }));
    expect(onToggle).toHaveBeenCalledWith('true');
  });

  it('draws selectable boxes as toggle buttons', async () => {
    const { onToggle, user } = renderOptions(byName('size'), { selected: ['m'] });
    expect(screen.getByRole('button', { name: 'M' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'XS' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'XS' }));
    expect(onToggle).toHaveBeenCalledWith('xs');
  });

  it('draws swatches as colour circles with visible names and counts', () => {
    renderOptions(byName('color'), { counts: { navy: 5, 'navy-ivory-stripe': 2 }, selected: ['navy'] });
    const navy = screen.getByRole('button', { name: 'Navy 5' });
    expect(navy).toHaveAttribute('aria-pressed', 'true');
    expect((navy.firstElementChild as HTMLElement).style.backgroundColor).toBe('rgb(31, 42, 68)');
    const stripe = screen.getByRole('button', { name: 'Navy/Ivory Stripe 2' });
    expect((stripe.firstElementChild as HTMLElement).style.backgroundImage).toContain('data:image/svg+xml');
  });

  it('lays the options out as the filter type says, in at most its columns, 3 unless it names them', () => {
    const layoutOf = (definition: FilterDefinition) => {
      const { unmount } = createTestEnvironment().render(
        <FilterOptions definition={definition} selected={[]} onToggle={() => {}} />,
      );
      const group = screen.getByRole('group');
      const found = {
        layout: group.getAttribute('data-layout'),
        columns: group.style.getPropertyValue('--filter-columns'),
        lists: [...group.querySelectorAll('ul')].map((list) => list.getAttribute('data-layout')),
        groups: group.querySelector('[data-layout] > div')?.parentElement?.getAttribute('data-layout'),
      };
      unmount();
      return found;
    };
    const brand = { ...byName('brand'), limit: 20 };
    expect(layoutOf({ ...brand, type: 'columns' })).toMatchObject({
      layout: 'columns',
      columns: '3',
      lists: ['columns'],
    });
    expect(layoutOf({ ...brand, type: 'columns', columns: 2 })).toMatchObject({ columns: '2' });
    expect(layoutOf({ ...brand, type: 'list', columns: 2 })).toMatchObject({
      layout: 'list',
      columns: '',
      lists: ['list'],
    });
    expect(layoutOf({ ...byName('size'), columns: undefined })).toMatchObject({
      layout: 'grid',
      columns: '3',
      lists: ['grid'],
    });
    expect(layoutOf(byName('size'))).toMatchObject({ columns: '4' });
    // Category columns set each category's group beside the next; the options in a group are one list.
    const categories = layoutOf({ ...byName('categories'), columns: undefined });
    expect(categories).toMatchObject({ layout: 'categoryColumns', columns: '3', groups: 'categoryColumns' });
    expect(new Set(categories.lists)).toEqual(new Set(['list']));
  });

  it('shapes swatches as the definition says: shown or not, colour or picture, and their size', () => {
    const color = byName('color');
    const photo = {
      tag: 'tweed',
      value: 'Tweed',
      rgb: '#806040',
      swatchURL: 'https://cdn.example/tweed.png',
    };
    const render = (definition: FilterDefinition) =>
      createTestEnvironment().render(
        <FilterOptions definition={{ ...definition, options: [photo] }} selected={[]} onToggle={() => {}} />,
      );
    const swatchOf = () =>
      screen.getByRole('button', { name: 'Tweed' }).querySelector<HTMLElement>('[data-swatch]');
    const first = render({ ...color, swatchType: 'image', swatchSize: 40 });
    expect(swatchOf()!.style.backgroundImage).toContain('https://cdn.example/tweed.png');
    expect(screen.getByRole('group').style.getPropertyValue('--swatch-size')).toBe('40px');
    first.unmount();
    const second = render({ ...color, swatchType: 'rgb', swatchSize: undefined });
    expect(swatchOf()!.style.backgroundColor).toBe('rgb(128, 96, 64)');
    expect(screen.getByRole('group').style.getPropertyValue('--swatch-size')).toBe('28px');
    second.unmount();
    render({ ...color, showSwatch: false });
    expect(swatchOf()).toBeNull();
    expect(screen.getByRole('button', { name: 'Tweed' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('groups categorized options under category and sub-category headings', () => {
    renderOptions(byName('categories'));
    const group = screen.getByRole('group', { name: 'Category' });
    const headings = [...group.querySelectorAll('p')].map((p) => p.textContent);
    expect(headings).toEqual(['Women', 'Clothing', 'Shoes']);
    const lists = within(group).getAllByRole('list');
    expect(
      within(lists[1]!)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Dresses', 'Coats', 'Knitwear']);
  });
});
