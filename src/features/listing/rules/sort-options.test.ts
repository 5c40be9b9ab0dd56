import { describe, expect, it } from 'vitest';
import sortOptions from '../../../../content-fixtures/uk/sortOptions.json' with { type: 'json' };
import { effectiveSort, pathMatchesRule, visibleSortOptions, type SortRule } from './sort-options.ts';

const options: SortRule[] = sortOptions.options;
const values = (path: string) => visibleSortOptions(options, path).map((option) => option.value);

describe('pathMatchesRule', () => {
  it('matches the path itself and anything below it', () => {
    expect(pathMatchesRule('/sale', '/sale')).toBe(true);
    expect(pathMatchesRule('/sale', '/sale/dresses')).toBe(true);
    expect(pathMatchesRule('/sale', '/salesman')).toBe(false);
    expect(pathMatchesRule('/women/sale', '/women')).toBe(false);
  });

  it('ignores trailing slashes, a missing leading slash, case, query and escapes', () => {
    expect(pathMatchesRule('/sale/', 'sale')).toBe(true);
    expect(pathMatchesRule('/Sale', '/sale/?page=2')).toBe(true);
    expect(pathMatchesRule('/تخفيضات', '/%D8%AA%D8%AE%D9%81%D9%8A%D8%B6%D8%A7%D8%AA/x')).toBe(true);
  });

  it('lets the root rule match every path', () => {
    expect(pathMatchesRule('/', '/women')).toBe(true);
  });
});

describe('visibleSortOptions', () => {
  it('shows options without rules everywhere and onlyAppear options only under their paths', () => {
    expect(values('/women/dresses')).toEqual([
      'bestMatch',
      'newest',
      'bestsellers',
      'priceLowToHigh',
      'priceHighToLow',
    ]);
    expect(values('/women/sale')).toContain('discount');
    expect(values('/women/sale/dresses')).toContain('discount');
    expect(values('/women')).not.toContain('discount');
  });

  it('hides doesNotAppear options on their paths and below', () => {
    expect(values('/search')).not.toContain('bestsellers');
    expect(values('/new-in/women')).not.toContain('bestsellers');
    expect(values('/women/new-in')).toContain('bestsellers');
  });

  it('treats an empty onlyAppear list as no restriction', () => {
    expect(visibleSortOptions([{ value: 'a', onlyAppear: [] }], '/x')).toHaveLength(1);
  });

  it('applies doesNotAppear even where onlyAppear allows', () => {
    const rule = { value: 'a', onlyAppear: ['/sale'], doesNotAppear: ['/sale/final'] };
    expect(visibleSortOptions([rule], '/sale/dresses')).toHaveLength(1);
    expect(visibleSortOptions([rule], '/sale/final')).toHaveLength(0);
  });
});

describe('effectiveSort', () => {
  it('keeps a visible sort', () => {
    expect(effectiveSort('newest', visibleSortOptions(options, '/women'), 'bestMatch')).toBe('newest');
  });

  it('falls back to the default for a hidden or unknown sort', () => {
    expect(effectiveSort('bestsellers', visibleSortOptions(options, '/search'), 'bestMatch')).toBe(
      'bestMatch',
    );
    expect(effectiveSort('discount', visibleSortOptions(options, '/women'))).toBe('bestMatch');
    expect(effectiveSort('cheapest', options, 'newest')).toBe('newest');
  });
});
