import { describe, expect, it } from 'vitest';
import { combineFilters, parseFacetFilters, parseNumericFilters, parseTagFilters } from './array-filters.ts';
import { FilterError } from './filter-ast.ts';

const message = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(FilterError);
    return (error as FilterError).message;
  }
  throw new Error('expected a FilterError');
};

describe('parseFacetFilters', () => {
  it('reads a single string, a flat array (AND) and inner arrays (OR)', () => {
    expect(parseFacetFilters('category:Book')).toEqual([
      [{ kind: 'facet', attribute: 'category', value: 'Book', negated: false }],
    ]);
    expect(parseFacetFilters([['category:Book', 'category:Movie'], 'author:John Doe'])).toEqual([
      [
        { kind: 'facet', attribute: 'category', value: 'Book', negated: false },
        { kind: 'facet', attribute: 'category', value: 'Movie', negated: false },
      ],
      [{ kind: 'facet', attribute: 'author', value: 'John Doe', negated: false }],
    ]);
  });

  it('negates with a leading "-" on the value and reads "\\-" as a literal dash', () => {
    expect(parseFacetFilters(['color:-red', 'category:\\-Movie', 'count:\\-12'])).toEqual([
      [{ kind: 'facet', attribute: 'color', value: 'red', negated: true }],
      [{ kind: 'facet', attribute: 'category', value: '-Movie', negated: false }],
      [{ kind: 'facet', attribute: 'count', value: '-12', negated: false }],
    ]);
  });

  it('splits at the first colon, so values may hold colons, and keeps dotted names and booleans', () => {
    expect(parseFacetFilters(['url:https://x.test/a', 'brand.tag:acme', 'onSale:true', '_tags:new'])).toEqual(
      [
        [{ kind: 'facet', attribute: 'url', value: 'https://x.test/a', negated: false }],
        [{ kind: 'facet', attribute: 'brand.tag', value: 'acme', negated: false }],
        [{ kind: 'facet', attribute: 'onSale', value: 'true', negated: false }],
        [{ kind: 'facet', attribute: '_tags', value: 'new', negated: false }],
      ],
    );
  });

  it('decodes a JSON array sent as a string (legacy `params` strings)', () => {
    expect(parseFacetFilters('[["color:red","color:navy"],"size:m"]')).toEqual([
      [
        { kind: 'facet', attribute: 'color', value: 'red', negated: false },
        { kind: 'facet', attribute: 'color', value: 'navy', negated: false },
      ],
      [{ kind: 'facet', attribute: 'size', value: 'm', negated: false }],
    ]);
  });

  it('is empty when absent, empty, or made of empty OR groups', () => {
    expect(parseFacetFilters(undefined)).toEqual([]);
    expect(parseFacetFilters(null)).toEqual([]);
    expect(parseFacetFilters('')).toEqual([]);
    expect(parseFacetFilters([])).toEqual([]);
    expect(parseFacetFilters([[]])).toEqual([]);
  });

  it('rejects filters without an attribute and bad shapes', () => {
    expect(message(() => parseFacetFilters(['red']))).toBe('Invalid syntax for facet filter:red');
    expect(message(() => parseFacetFilters([':red']))).toBe('Invalid syntax for facet filter::red');
    const shape = 'facetFilters: expected a string, or an array of strings and arrays of strings';
    expect(message(() => parseFacetFilters([[['color:red']]]))).toBe(shape);
    expect(message(() => parseFacetFilters([42]))).toBe(shape);
    expect(message(() => parseFacetFilters([['color:red', null]]))).toBe(shape);
    expect(message(() => parseFacetFilters({ color: 'red' }))).toBe(shape);
    expect(message(() => parseFacetFilters(7))).toBe(shape);
  });
});

describe('parseNumericFilters', () => {
  it('reads comparisons with or without spaces, ranges, and inner arrays as OR', () => {
    expect(parseNumericFilters(['price>10', 'stock <= 3', 'price:10 TO 20', ['a=1', 'b != -2.5']])).toEqual([
      [{ kind: 'numeric', attribute: 'price', operator: '>', value: 10, negated: false }],
      [{ kind: 'numeric', attribute: 'stock', operator: '<=', value: 3, negated: false }],
      [{ kind: 'range', attribute: 'price', lower: 10, upper: 20, negated: false }],
      [
        { kind: 'numeric', attribute: 'a', operator: '=', value: 1, negated: false },
        { kind: 'numeric', attribute: 'b', operator: '!=', value: -2.5, negated: false },
      ],
    ]);
    expect(parseNumericFilters('price.sale.total >= 2000')).toEqual([
      [{ kind: 'numeric', attribute: 'price.sale.total', operator: '>=', value: 2000, negated: false }],
    ]);
  });

  it('rejects anything but one plain numeric condition, with the real message', () => {
    expect(message(() => parseNumericFilters(['created_at_i>abc']))).toBe(
      'Invalid syntax for numeric condition:created_at_i>abc',
    );
    expect(message(() => parseNumericFilters([['status=open', 'status=paid']]))).toBe(
      'Invalid syntax for numeric condition:status=open',
    );
    expect(message(() => parseNumericFilters(['color:red']))).toBe(
      'Invalid syntax for numeric condition:color:red',
    );
    expect(message(() => parseNumericFilters(['price>1 AND price<5']))).toBe(
      'Invalid syntax for numeric condition:price>1 AND price<5',
    );
    expect(message(() => parseNumericFilters(['NOT price>1']))).toBe(
      'Invalid syntax for numeric condition:NOT price>1',
    );
    expect(message(() => parseNumericFilters(['undefined']))).toBe(
      'Invalid syntax for numeric condition:undefined',
    );
    expect(message(() => parseNumericFilters([['']]))).toBe('Invalid syntax for numeric condition:');
    expect(message(() => parseNumericFilters([10]))).toBe(
      'numericFilters: expected a string, or an array of strings and arrays of strings',
    );
  });
});

describe('parseTagFilters', () => {
  it('reads tags on `_tags`, "-" negation, "\\-" escapes and OR arrays', () => {
    expect(parseTagFilters(['tag1', '-tag2', '\\-tag3', ['a', 'b']])).toEqual([
      [{ kind: 'facet', attribute: '_tags', value: 'tag1', negated: false }],
      [{ kind: 'facet', attribute: '_tags', value: 'tag2', negated: true }],
      [{ kind: 'facet', attribute: '_tags', value: '-tag3', negated: false }],
      [
        { kind: 'facet', attribute: '_tags', value: 'a', negated: false },
        { kind: 'facet', attribute: '_tags', value: 'b', negated: false },
      ],
    ]);
    expect(parseTagFilters('published')).toEqual([
      [{ kind: 'facet', attribute: '_tags', value: 'published', negated: false }],
    ]);
  });

  it('rejects empty tags and bad shapes', () => {
    expect(message(() => parseTagFilters(['-']))).toBe('Invalid syntax for tag filter:-');
    expect(message(() => parseTagFilters([['']]))).toBe('Invalid syntax for tag filter:');
    expect(message(() => parseTagFilters([true]))).toBe(
      'tagFilters: expected a string, or an array of strings and arrays of strings',
    );
  });
});

describe('combineFilters', () => {
  it('ANDs all four parameters, filters first', () => {
    expect(
      combineFilters({
        filters: 'brand:acme OR brand:zed',
        facetFilters: ['color:-red'],
        numericFilters: [['price<10', 'price>100']],
        tagFilters: ['new'],
      }),
    ).toEqual([
      [
        { kind: 'facet', attribute: 'brand', value: 'acme', negated: false },
        { kind: 'facet', attribute: 'brand', value: 'zed', negated: false },
      ],
      [{ kind: 'facet', attribute: 'color', value: 'red', negated: true }],
      [
        { kind: 'numeric', attribute: 'price', operator: '<', value: 10, negated: false },
        { kind: 'numeric', attribute: 'price', operator: '>', value: 100, negated: false },
      ],
      [{ kind: 'facet', attribute: '_tags', value: 'new', negated: false }],
    ]);
  });

  it('matches everything when nothing is given', () => {
    expect(combineFilters({})).toEqual([]);
    expect(combineFilters({ filters: '', facetFilters: [], numericFilters: null })).toEqual([]);
  });

  it('passes on the first parameter’s error', () => {
    expect(message(() => combineFilters({ filters: 'a AND', facetFilters: ['x'] }))).toBe(
      'filters: Unexpected token end of filter expected filter at col 5',
    );
    expect(message(() => combineFilters({ filters: ['a:b'] }))).toBe('filters: expected a string');
  });
});
