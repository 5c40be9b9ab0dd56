import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FilterDefinition } from '../../../schemas/api/product.schema.ts';
import { localizeCategories, navigationLabels } from './category-labels.ts';

const contentDir = resolve('content-fixtures');

const categories: FilterDefinition = {
  name: 'categories',
  type: 'categoryColumns',
  metadata: { nameInAlgolia: 'categories', filterType: 'facet', webLabel: 'WEB.LISTING.FILTER.CATEGORIES' },
  options: [
    { tag: 'clothing', value: 'Clothing', category: 'clothing' },
    { tag: 'coats-jackets', value: 'Coats jackets', category: 'clothing' },
    { tag: 'not-in-navigation', value: 'Not in navigation', category: 'clothing' },
  ],
};
const brand: FilterDefinition = {
  name: 'brand',
  type: 'list',
  metadata: { nameInAlgolia: 'brand.tag', filterType: 'facet', webLabel: 'WEB.LISTING.FILTER.BRAND' },
  options: [{ tag: 'clothing', value: 'Clothing Co' }],
};

describe('category labels', () => {
  it('names categories as the navigation does in the language, keeping the rest', async () => {
    const arabic = await navigationLabels(contentDir, 'ae', 'ar');
    const [localized, untouched] = localizeCategories([categories, brand], arabic);
    expect(localized!.options.map((option) => option.value)).toEqual([
      arabic.get('clothing'),
      arabic.get('coats-jackets'),
      'Not in navigation',
    ]);
    expect(arabic.get('clothing')).toMatch(/[\u0600-\u06ff]/);
    expect(localized!.options[1]).toMatchObject({ tag: 'coats-jackets', category: 'clothing' });
    expect(untouched).toBe(brand);
    const english = await navigationLabels(contentDir, 'ae', 'en');
    expect(english.get('clothing')).toBe('Clothing');
  });

  it('gives no labels for a site without a navigation file', async () => {
    expect((await navigationLabels(contentDir, 'nowhere', 'en')).size).toBe(0);
  });
});
