import { describe, expect, it } from 'vitest';
import { interleave, relaxFilters, splitTopLevel, tooFewHits, trayFilters } from './tray-rules.ts';

describe('tray filters', () => {
  it('joins the content filters and the collection, grouping a filter string with an OR', () => {
    expect(trayFilters({ filters: 'collections:new-in' })).toBe('collections:new-in');
    expect(trayFilters({ collection: 'new-in' })).toBe('collections:"new-in"');
    expect(trayFilters({ filters: 'brand:"a" OR brand:"b"', collection: 'gifts' })).toBe(
      '(brand:"a" OR brand:"b") AND collections:"gifts"',
    );
    expect(trayFilters({})).toBe('');
  });

  it('splits at top-level operators only, never inside quotes or parentheses', () => {
    expect(splitTopLevel('a:"x AND y" AND (b:1 AND c:2) AND d:3', 'AND')).toEqual([
      'a:"x AND y"',
      '(b:1 AND c:2)',
      'd:3',
    ]);
    expect(splitTopLevel('a:"say \\" AND " AND b:1', 'AND')).toEqual(['a:"say \\" AND "', 'b:1']);
  });
});

describe('relaxed filters', () => {
  it('drops the narrowest clause', () => {
    expect(relaxFilters('onSale:true AND categoryPageIds:"men"')).toBe('onSale:true');
    expect(relaxFilters('collections:"new-in" AND categoryPageIds:"women"')).toBe('collections:"new-in"');
    expect(relaxFilters('size:"m" AND brand:"maison-nord" AND collections:"new-in"')).toBe(
      'brand:"maison-nord" AND collections:"new-in"',
    );
    expect(relaxFilters('NOT color:"red" AND collections:"x"')).toBe('collections:"x"');
  });

  it('drops the later clause of two alike, and keeps a single clause', () => {
    expect(relaxFilters('collections:"a" AND collections:"b"')).toBe('collections:"a"');
    expect(relaxFilters('collections:new-in')).toBeUndefined();
    expect(relaxFilters('brand:"a" OR brand:"b"')).toBeUndefined();
  });

  it('wants at least four hits, or as many as the tray shows when fewer', () => {
    expect(tooFewHits(3, 8)).toBe(true);
    expect(tooFewHits(4, 8)).toBe(false);
    expect(tooFewHits(2, 2)).toBe(false);
  });
});

describe('interleave', () => {
  it('takes the lists in turns', () => {
    expect(interleave([[1, 2, 3], [4], [5, 6]])).toEqual([1, 4, 5, 2, 6, 3]);
    expect(interleave([])).toEqual([]);
  });
});
