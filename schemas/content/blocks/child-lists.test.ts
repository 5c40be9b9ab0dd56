import { describe, expect, it } from 'vitest';
import { blockTypesIn, childListPaths } from './child-lists.ts';

describe('block child lists', () => {
  it('knows the lists of container blocks only, names inherited from Object included', () => {
    expect(childListPaths('tabs')).toEqual(['tabs/*/blocks']);
    for (const type of ['text-banner', 'constructor', 'toString', '__proto__'])
      expect(childListPaths(type)).toEqual([]);
  });

  it('collects the types of a tree whose blocks carry such names', () => {
    const blocks = [
      { type: 'constructor' },
      { type: 'tabs', tabs: [{ blocks: [{ type: 'valueOf' }, { type: 'video' }] }] },
    ];
    expect([...blockTypesIn(blocks)]).toEqual(['constructor', 'tabs', 'valueOf', 'video']);
  });

  it('skips child lists that are not lists in a broken file', () => {
    const blocks = [
      { type: 'tabs', tabs: [{ blocks: 7 }, { blocks: 'text' }, null, { blocks: [{ type: 'video' }] }] },
      { type: 'accordion', items: [{ blocks: { type: 'rich-text' } }] },
    ];
    expect([...blockTypesIn(blocks)]).toEqual(['tabs', 'video', 'accordion']);
  });
});
