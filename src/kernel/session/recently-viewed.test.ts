import { describe, expect, it } from 'vitest';
import { RECENTLY_VIEWED_LIMIT, rememberViewed } from './recently-viewed.ts';

describe('rememberViewed', () => {
  it('puts the latest view first', () => {
    expect(rememberViewed(['a', 'b'], 'c')).toEqual(['c', 'a', 'b']);
  });

  it('moves a product seen again to the front instead of repeating it', () => {
    expect(rememberViewed(['a', 'b', 'c'], 'b')).toEqual(['b', 'a', 'c']);
  });

  it('keeps the 20 most recent', () => {
    const list = Array.from({ length: 20 }, (_, index) => `p${index}`);
    const next = rememberViewed(list, 'new');
    expect(RECENTLY_VIEWED_LIMIT).toBe(20);
    expect(next).toHaveLength(20);
    expect(next[0]).toBe('new');
    expect(next).not.toContain('p19');
  });

  it('ignores an empty id and leaves the input alone', () => {
    const list = ['a'];
    expect(rememberViewed(list, '')).toEqual(['a']);
    rememberViewed(list, 'b');
    expect(list).toEqual(['a']);
  });
});
