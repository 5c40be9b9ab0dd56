import { describe, expect, it } from 'vitest';
import { chooseSizeGuide, sizeGuideScore, type SizeGuideProduct } from './choose-size-guide.ts';
import type { SizeChartCategory } from './size-chart-types.ts';

const guide = (categoryKey: string, rules: Partial<SizeChartCategory> = {}): SizeChartCategory => ({
  categoryKey,
  categoryTitle: categoryKey,
  tables: [],
  ...rules,
});

const product: SizeGuideProduct = {
  brand: { name: 'Maison Nord', tag: 'maison-nord' },
  categories: ['clothing', 'dresses'],
  categoryPageIds: ['women', 'women-clothing', 'women-clothing-dresses'],
  collections: [
    { tag: 'new-in', rank: 1 },
    { tag: 'occasion', rank: 2 },
  ],
  slug: 'silk-wrap-dress',
};

const score = (rules: Partial<SizeChartCategory>, of: SizeGuideProduct = product) =>
  sizeGuideScore(guide('g', rules), of);

describe('sizeGuideScore', () => {
  it('adds ten million for each of the product pages the guide lists', () => {
    expect(score({ categoryPageIds: ['women-clothing'] })).toBe(1e7);
    expect(score({ categoryPageIds: ['women-clothing', 'women-clothing-dresses', 'men'] })).toBe(2e7);
  });

  it('adds fifty thousand when the guide names the brand, by name or tag and in any case', () => {
    expect(score({ brands: ['Maison Nord'] })).toBe(5e4);
    expect(score({ brands: ['MAISON-NORD', 'Other'] })).toBe(5e4);
  });

  it('adds a thousand for each collection and each category the guide lists', () => {
    expect(score({ collection: ['occasion'] })).toBe(1e3);
    expect(score({ categories: ['dresses'] })).toBe(1e3);
    expect(score({ collection: ['new-in', 'occasion'], categories: ['clothing', 'dresses'] })).toBe(4e3);
  });

  it('compares collections with collections and categories with categories', () => {
    expect(score({ collection: ['dresses'], categories: ['new-in'] })).toBe(0);
  });

  it('adds one for each slug keyword found in the slug', () => {
    expect(score({ slugKeywords: ['dress', 'wrap', 'coat'] })).toBe(2);
    expect(score({ slugKeywords: ['DRESS', ''] })).toBe(1);
  });

  it('counts a value the product repeats once', () => {
    expect(score({ categoryPageIds: ['women'] }, { ...product, categoryPageIds: ['women', 'women'] })).toBe(
      1e7,
    );
  });

  it('adds every signal together', () => {
    expect(
      score({
        categoryPageIds: ['women-clothing-dresses'],
        brands: ['Maison Nord'],
        categories: ['dresses'],
        slugKeywords: ['dress'],
      }),
    ).toBe(1e7 + 5e4 + 1e3 + 1);
  });

  it('rules the guide out when its brands leave the product brand out', () => {
    expect(score({ brands: ['Atelier Sud'], categoryPageIds: ['women-clothing'] })).toBeUndefined();
  });

  it('applies to every brand when its brand list is missing or empty', () => {
    expect(score({ brands: [], categoryPageIds: ['women-clothing'] })).toBe(1e7);
    expect(score({ categoryPageIds: ['women-clothing'] })).toBe(1e7);
  });
});

describe('chooseSizeGuide', () => {
  it('picks the highest score', () => {
    const dresses = guide('dresses', { categoryPageIds: ['women-clothing-dresses'] });
    const chart = {
      categories: [
        guide('by-keyword', { slugKeywords: ['silk', 'wrap', 'dress'] }),
        dresses,
        guide('by-brand', { brands: ['Maison Nord'] }),
      ],
    };
    expect(chooseSizeGuide(chart, product)).toBe(dresses);
  });

  it('lets one stronger signal beat many weaker ones', () => {
    const byBrand = guide('by-brand', { brands: ['Maison Nord'] });
    const byTags = guide('by-tags', {
      collection: ['new-in', 'occasion'],
      categories: ['clothing', 'dresses'],
      slugKeywords: ['silk', 'wrap', 'dress'],
    });
    expect(chooseSizeGuide({ categories: [byTags, byBrand] }, product)).toBe(byBrand);
  });

  it('skips a guide for other brands, however well it scores', () => {
    const otherBrand = guide('other', { brands: ['Atelier Sud'], categoryPageIds: ['women-clothing'] });
    const anyBrand = guide('any', { slugKeywords: ['dress'] });
    expect(chooseSizeGuide({ categories: [otherBrand, anyBrand] }, product)).toBe(anyBrand);
  });

  it('keeps the first of equal scores', () => {
    const first = guide('first', { categories: ['dresses'] });
    const second = guide('second', { collection: ['new-in'] });
    expect(chooseSizeGuide({ categories: [first, second] }, product)).toBe(first);
    expect(chooseSizeGuide({ categories: [second, first] }, product)).toBe(second);
  });

  it('chooses nothing when no guide relates to the product', () => {
    const chart = { categories: [guide('men', { categoryPageIds: ['men'], slugKeywords: ['shirt'] })] };
    expect(chooseSizeGuide(chart, product)).toBeUndefined();
    expect(chooseSizeGuide({ categories: [] }, product)).toBeUndefined();
  });
});
