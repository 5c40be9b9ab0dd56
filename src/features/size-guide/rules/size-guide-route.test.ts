import { describe, expect, it } from 'vitest';
import ae from '../../../../content-fixtures/ae/data/measurements-chart.json';
import jp from '../../../../content-fixtures/jp/data/measurements-chart.json';
import uk from '../../../../content-fixtures/uk/data/measurements-chart.json';
import us from '../../../../content-fixtures/us/data/measurements-chart.json';
import { localize } from '../../../content/index.ts';
import { chartInLanguage } from './chart-language.ts';
import { chooseSizeGuide } from './choose-size-guide.ts';
import type { MeasurementsChart, MeasurementsChartSource } from './size-chart-types.ts';
import {
  guidesForRoute,
  matchSizeGuideRoute,
  SIZE_GUIDE_CATEGORIES,
  sizeGuideCategory,
  sizeGuidePageFor,
  sizeGuideRoute,
} from './size-guide-route.ts';

/** Each site's chart as its default language reads it. */
const charts: Record<string, MeasurementsChart> = Object.fromEntries(
  Object.entries({ uk, us, ae, jp } as Record<string, MeasurementsChartSource>).map(([site, chart]) => [
    site,
    chartInLanguage(chart, (text) => localize(text, 'en', 'en')),
  ]),
);

const product = (gender: string, categories: string[], categoryPageIds: string[]) => ({
  gender,
  categories,
  categoryPageIds,
});

describe('sizeGuideCategory', () => {
  it('follows the gender when it names an audience', () => {
    expect(sizeGuideCategory(product('women', ['clothing'], ['women']))).toBe('women');
    expect(sizeGuideCategory(product('Men', [], []))).toBe('men');
    expect(sizeGuideCategory(product('girls', ['clothing'], ['kids', 'kids-girls']))).toBe('girls');
  });

  it('falls back to the categories, then to the pages the product is listed under', () => {
    expect(sizeGuideCategory(product('unisex', ['home', 'bedding'], ['home-bedding']))).toBe('home');
    expect(sizeGuideCategory(product('', ['boys'], []))).toBe('boys');
    expect(
      sizeGuideCategory(product('kids', ['clothing'], ['kids', 'kids-girls', 'kids-girls-dresses'])),
    ).toBe('girls');
    expect(sizeGuideCategory(product('unisex', ['shoes'], ['women-shoes-boots']))).toBe('women');
  });

  it('matches whole words, so "men" is not read inside "women"', () => {
    expect(sizeGuideCategory(product('unisex', ['sportswomen'], ['women-shoes']))).toBe('women');
  });

  it('is undefined when no audience has a guide page', () => {
    expect(sizeGuideCategory(product('unisex', ['beauty', 'skincare'], ['beauty', 'beauty-skincare']))).toBe(
      undefined,
    );
    expect(sizeGuideCategory(product('baby', ['clothing'], ['kids', 'kids-baby']))).toBe(undefined);
  });
});

describe('size guide routes', () => {
  it('names one page per audience and one for every guide', () => {
    expect(sizeGuideRoute('women')).toBe('support/size-guide-women');
    expect(sizeGuideRoute('home')).toBe('support/size-guide-home');
    expect(sizeGuideRoute()).toBe('support/size-guides');
  });

  it('reads them back, with either address of the page of every guide', () => {
    expect(matchSizeGuideRoute('support/size-guide-boys')).toEqual({ category: 'boys' });
    expect(matchSizeGuideRoute('/support/size-guide-men/')).toEqual({ category: 'men' });
    expect(matchSizeGuideRoute('support/size-guides')).toEqual({ category: undefined });
    expect(matchSizeGuideRoute('/support/size-guide')).toEqual({ category: undefined });
  });

  it('refuses anything else', () => {
    expect(matchSizeGuideRoute('support/size-guide-pets')).toBeUndefined();
    expect(matchSizeGuideRoute('support/size-guide-')).toBeUndefined();
    expect(matchSizeGuideRoute('support/returns')).toBeUndefined();
  });
});

describe('the guides of a size guide page', () => {
  const chart = {
    categories: [
      { categoryKey: 'women' },
      { categoryKey: 'men' },
      { categoryKey: 'women-footwear' },
      { categoryKey: 'girls' },
      { categoryKey: 'kids-footwear' },
      { categoryKey: 'baby' },
    ],
  };
  const keys = (category?: Parameters<typeof guidesForRoute>[1]) =>
    guidesForRoute(chart.categories, category).map((guide) => guide.categoryKey);

  it("are the audience's, by key, in the chart's order, with children's guides on the girls' and boys' pages", () => {
    expect(keys('women')).toEqual(['women', 'women-footwear']);
    expect(keys('men')).toEqual(['men']);
    expect(keys('girls')).toEqual(['girls', 'kids-footwear']);
    expect(keys('boys')).toEqual(['kids-footwear']);
    expect(keys('home')).toEqual([]);
    expect(keys()).toEqual(chart.categories.map((guide) => guide.categoryKey));
  });

  it("link a product to its audience's page only when the chart has a guide for it", () => {
    expect(sizeGuidePageFor(chart, product('girls', ['clothing'], ['kids', 'kids-girls']))).toBe(
      'support/size-guide-girls',
    );
    expect(sizeGuidePageFor(chart, product('unisex', ['beauty', 'home-fragrance'], ['beauty']))).toBe(
      'support/size-guides',
    );
    expect(sizeGuidePageFor(chart, product('baby', ['clothing'], ['kids', 'kids-baby']))).toBe(
      'support/size-guides',
    );
  });
});

describe('the fixture sites', () => {
  // One product of each kind the demo catalogue makes, as the product API describes them.
  const products = [
    product('women', ['clothing', 'dresses'], ['women', 'women-clothing', 'women-clothing-dresses']),
    product('women', ['shoes', 'boots'], ['women', 'women-shoes', 'women-shoes-boots']),
    product('men', ['clothing', 'shirts'], ['men', 'men-clothing', 'men-clothing-shirts']),
    product('men', ['shoes', 'loafers'], ['men', 'men-shoes', 'men-shoes-loafers']),
    product('girls', ['clothing', 'dresses'], ['kids', 'kids-girls', 'kids-girls-dresses']),
    product('boys', ['clothing', 'jeans'], ['kids', 'kids-boys', 'kids-boys-jeans']),
    product('girls', ['shoes', 'boots'], ['kids', 'kids-shoes', 'kids-shoes-boots']),
    product('boys', ['shoes', 'trainers'], ['kids', 'kids-shoes', 'kids-shoes-trainers']),
    product('baby', ['clothing', 'sets'], ['kids', 'kids-baby', 'kids-baby-sets']),
    product(
      'unisex',
      ['beauty', 'home-fragrance'],
      ['beauty', 'beauty-fragrance', 'beauty-fragrance-home-fragrance'],
    ),
  ];

  it.each(Object.entries(charts))('%s has a guide on every page its products link to', (_site, chart) => {
    for (const each of products) {
      const page = matchSizeGuideRoute(sizeGuidePageFor(chart, each))!;
      expect(
        guidesForRoute(chart.categories, page.category).length,
        each.categoryPageIds.join(),
      ).toBeGreaterThan(0);
    }
    // And every audience the routes know has its page.
    for (const category of SIZE_GUIDE_CATEGORIES)
      expect(guidesForRoute(chart.categories, category).length, category).toBeGreaterThan(0);
  });

  it.each(Object.entries(charts))(
    '%s shows each kind of product the guide of its own kind, which is on the page it links to',
    (_site, chart) => {
      for (const each of products) {
        const guide = chooseSizeGuide(chart, {
          ...each,
          brand: { name: 'Maison Nord', tag: 'maison-nord' },
          collections: [],
          slug: 'a-product',
        });
        expect(guide, each.categoryPageIds.join()).toBeDefined();
        const page = matchSizeGuideRoute(sizeGuidePageFor(chart, each))!;
        expect(guidesForRoute(chart.categories, page.category)).toContain(guide);
      }
    },
  );
});
