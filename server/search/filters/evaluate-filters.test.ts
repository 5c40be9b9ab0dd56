import { describe, expect, it } from 'vitest';
import { combineFilters } from './array-filters.ts';
import { matchesFilters, valuesAt } from './evaluate-filters.ts';
import { parseFilters } from './parse-filters.ts';

const dress = {
  objectID: 'P123-red',
  productId: 'P123',
  brand: { tag: 'Acme', name: 'Acme Ltd' },
  color: 'Red',
  sizes: ['S', 'M'],
  price: { sale: { total: 4500 }, list: 6000 },
  availability: 2,
  ratings: [3, 5],
  onSale: true,
  categoryPageIds: ['women-clothing', 'women-clothing-dresses'],
  collections: [
    { tag: 'new-in', rank: 1 },
    { tag: 'summer', rank: 7 },
  ],
  _tags: ['_grp_P1', 'Featured'],
};

const matches = (filters: string, record: Record<string, unknown> = dress) =>
  matchesFilters(record, parseFilters(filters));

describe('matchesFilters', () => {
  it('matches everything with an empty expression', () => {
    expect(matchesFilters(dress, [])).toBe(true);
    expect(matchesFilters({}, [])).toBe(true);
  });

  it('compares facet values case-insensitively', () => {
    expect(matches('color:red')).toBe(true);
    expect(matches('color:RED')).toBe(true);
    expect(matches('color:blue')).toBe(false);
  });

  it('compares `_tags` and `objectID` case-sensitively, as Algolia documents', () => {
    expect(matches('_tags:Featured')).toBe(true);
    expect(matches('featured')).toBe(false);
    expect(matches('_tags:"_grp_P1"')).toBe(true);
    expect(matches('objectID:"P123-red"')).toBe(true);
    expect(matches('objectID:"p123-red"')).toBe(false);
  });

  it('matches an array attribute when any element matches', () => {
    expect(matches('sizes:m')).toBe(true);
    expect(matches('sizes:xl')).toBe(false);
    expect(matches('categoryPageIds:"women-clothing-dresses"')).toBe(true);
    expect(matches('ratings > 4')).toBe(true);
    expect(matches('ratings < 3')).toBe(false);
    expect(matches('ratings:4 TO 6')).toBe(true);
  });

  it('follows dotted paths, flattening arrays of objects on the way', () => {
    expect(matches('brand.tag:"acme"')).toBe(true);
    expect(matches('price.sale.total:2000 TO 8000')).toBe(true);
    expect(matches('price.sale.total > 5000')).toBe(false);
    expect(matches('collections.tag:"new-in"')).toBe(true);
    expect(matches('collections.rank >= 7')).toBe(true);
    expect(matches('collections.rank > 7')).toBe(false);
    expect(matches('brand.missing:x')).toBe(false);
  });

  it('compares numbers and booleans through their string form in facet predicates', () => {
    expect(matches('availability:2')).toBe(true);
    expect(matches('availability:2.0')).toBe(true);
    expect(matches('availability:3')).toBe(false);
    expect(matches('onSale:true')).toBe(true);
    expect(matches('onSale:TRUE')).toBe(true);
    expect(matches('onSale:false')).toBe(false);
    expect(matchesFilters({ n: -12 }, combineFilters({ facetFilters: ['n:\\-12'] }))).toBe(true);
  });

  it('needs numbers for numeric predicates', () => {
    expect(matches('availability < 3')).toBe(true);
    expect(matches('availability = 2')).toBe(true);
    expect(matches('availability != 2')).toBe(false);
    expect(matches('availability <= 1')).toBe(false);
    expect(matches('color > 0')).toBe(false);
    expect(matchesFilters({ price: '10' }, parseFilters('price > 5'))).toBe(false);
    expect(matchesFilters({ price: true }, parseFilters('price >= 1'))).toBe(false);
  });

  it('includes both ends of a range', () => {
    expect(matchesFilters({ p: 10 }, parseFilters('p:10 TO 20'))).toBe(true);
    expect(matchesFilters({ p: 20 }, parseFilters('p:10 TO 20'))).toBe(true);
    expect(matchesFilters({ p: 20.5 }, parseFilters('p:10 TO 20'))).toBe(false);
  });

  it('negates a predicate: it holds when the positive one does not, missing attributes included', () => {
    expect(matches('NOT productId:"P123"')).toBe(false);
    expect(matches('NOT productId:"P999"')).toBe(true);
    expect(matches('NOT sizes:m')).toBe(false);
    expect(matches('NOT missing:x')).toBe(true);
    expect(matches('NOT availability < 3')).toBe(false);
    expect(matches('NOT missing > 0')).toBe(true);
    expect(matches('NOT price.sale.total:0 TO 100')).toBe(true);
    expect(matches('NOT featured')).toBe(true);
  });

  it('ANDs groups and ORs within a group', () => {
    expect(matches('(color:"red" OR color:"navy") AND (sizes:"m") AND price.sale.total:2000 TO 8000')).toBe(
      true,
    );
    expect(matches('(color:"green" OR color:"navy") AND sizes:"m"')).toBe(false);
    expect(matches('categoryPageIds:"women-clothing-dresses" AND collections:"new-in"')).toBe(false);
    expect(matches('categoryPageIds:"women-clothing-dresses" AND collections.tag:"new-in"')).toBe(true);
    expect(matches('color:blue OR NOT onSale:true')).toBe(false);
    expect(matches('color:blue OR NOT onSale:false')).toBe(true);
  });

  it('evaluates the array parameters the same way', () => {
    const expression = combineFilters({
      facetFilters: [['color:navy', 'color:red'], 'sizes:-xl'],
      numericFilters: ['price.sale.total:4000 TO 5000'],
      tagFilters: ['-hidden', ['Featured', 'promo']],
    });
    expect(matchesFilters(dress, expression)).toBe(true);
    expect(matchesFilters({ ...dress, _tags: ['hidden', 'Featured'] }, expression)).toBe(false);
  });
});

describe('valuesAt', () => {
  it('prefers a literal dotted key and ignores inherited properties', () => {
    expect(valuesAt({ 'a.b': 1, a: { b: 2 } }, 'a.b')).toEqual([1]);
    expect(valuesAt({ a: { b: 2 } }, 'a.b')).toEqual([2]);
    expect(valuesAt({}, 'constructor')).toEqual([]);
    expect(valuesAt({ a: {} }, 'a.toString')).toEqual([]);
  });

  it('flattens nested arrays at every level', () => {
    expect(valuesAt({ a: [[{ b: [1, [2]] }], { b: 3 }] }, 'a.b')).toEqual([1, 2, 3]);
  });
});
