import { describe, expect, it } from 'vitest';
import { matchSizeGuideRoute, sizeGuideCategory, sizeGuideRoute } from './size-guide-route.ts';

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
