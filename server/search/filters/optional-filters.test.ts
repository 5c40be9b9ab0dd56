import { describe, expect, it } from 'vitest';
import { FilterError } from './filter-ast.ts';
import { parseOptionalFilters } from './optional-filters.ts';

describe('parseOptionalFilters', () => {
  it('reads scored filters, 1 when unscored, inner arrays as OR groups', () => {
    expect(
      parseOptionalFilters(['productId:MN1<score=3>', ['collections:new in', 'brand.tag:kestrel<score=2>']]),
    ).toEqual([
      [{ attribute: 'productId', value: 'MN1', score: 3 }],
      [
        { attribute: 'collections', value: 'new in', score: 1 },
        { attribute: 'brand.tag', value: 'kestrel', score: 2 },
      ],
    ]);
  });

  it('reads one string, or a JSON array as the params string carries it, and nothing from nothing', () => {
    expect(parseOptionalFilters('color:red<score=2>')).toEqual([
      [{ attribute: 'color', value: 'red', score: 2 }],
    ]);
    expect(parseOptionalFilters('["color:red"]')).toEqual([[{ attribute: 'color', value: 'red', score: 1 }]]);
    expect(parseOptionalFilters(undefined)).toEqual([]);
    expect(parseOptionalFilters('')).toEqual([]);
  });

  it('lets negated filters weigh nothing and refuses other shapes', () => {
    expect(parseOptionalFilters(['color:-red', 'color:\\-red'])).toEqual([
      [{ attribute: 'color', value: '-red', score: 1 }],
    ]);
    expect(() => parseOptionalFilters([1])).toThrow(FilterError);
    expect(() => parseOptionalFilters(['no-colon'])).toThrow(FilterError);
  });
});
