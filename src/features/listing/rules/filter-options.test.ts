import { describe, expect, it } from 'vitest';
import type { FilterOption } from '../../../../schemas/api/product.schema.ts';
import { groupOptions, limitOptions } from './filter-options.ts';

const brands = ['Acne', 'Atelier Sud', 'Bára', 'Carhartt', 'Dar', 'Maison Nord'].map((value) => ({
  tag: value.toLowerCase(),
  value,
}));
const labels = (options: readonly { value: string }[]) => options.map((option) => option.value);

describe('limitOptions', () => {
  it('shows the first N and offers view all', () => {
    const result = limitOptions(brands, { limit: 3 });
    expect(labels(result.options)).toEqual(['Acne', 'Atelier Sud', 'Bára']);
    expect(result).toMatchObject({ viewAll: true, limited: true });
  });

  it('shows everything once view all is chosen', () => {
    const result = limitOptions(brands, { limit: 3, showAll: true });
    expect(result.options).toHaveLength(6);
    expect(result.viewAll).toBe(false);
  });

  it('filters case-insensitively before limiting', () => {
    expect(labels(limitOptions(brands, { limit: 3, filterText: ' a' }).options)).toEqual([
      'Acne',
      'Atelier Sud',
      'Bára',
    ]);
    const few = limitOptions(brands, { limit: 3, filterText: 'NORD' });
    expect(labels(few.options)).toEqual(['Maison Nord']);
    expect(few).toMatchObject({ viewAll: false, limited: true });
  });

  it('offers no view all when the list fits or has no limit', () => {
    expect(limitOptions(brands, { limit: 6 })).toMatchObject({ viewAll: false, limited: false });
    expect(limitOptions(brands, {})).toMatchObject({ viewAll: false, limited: false });
    expect(limitOptions(brands, { limit: 0 }).options).toHaveLength(6);
  });
});

describe('groupOptions', () => {
  const options: FilterOption[] = [
    { tag: 'women', value: 'Women', category: 'women' },
    { tag: 'dresses', value: 'Dresses', category: 'women', subCategory: 'clothing' },
    { tag: 'boots', value: 'Boots', category: 'women', subCategory: 'shoes' },
    { tag: 'men', value: 'Men', category: 'men' },
    { tag: 'skirts', value: 'Skirts', category: 'women', subCategory: 'clothing' },
    { tag: 'loose', value: 'Loose' },
  ];
  const tags = (list: FilterOption[]) => list.map((option) => option.tag);

  it('groups by category then sub-category, keeping first-seen order', () => {
    const groups = groupOptions({ categorize: true, subcategorize: true }, options);
    expect(groups.map((group) => group.category)).toEqual(['women', 'men', '']);
    const women = groups[0]!;
    expect(women.subCategories.map((sub) => sub.subCategory)).toEqual(['', 'clothing', 'shoes']);
    expect(tags(women.subCategories[1]!.options)).toEqual(['dresses', 'skirts']);
    expect(tags(groups[2]!.subCategories[0]!.options)).toEqual(['loose']);
  });

  it('groups by category only without subcategorize', () => {
    const groups = groupOptions({ categorize: true }, options);
    expect(groups[0]!.subCategories).toHaveLength(1);
    expect(tags(groups[0]!.subCategories[0]!.options)).toEqual(['women', 'dresses', 'boots', 'skirts']);
  });

  it('is one group when the filter is not categorized', () => {
    const groups = groupOptions({}, options);
    expect(groups).toHaveLength(1);
    expect(tags(groups[0]!.subCategories[0]!.options)).toEqual(tags(options));
  });
});
