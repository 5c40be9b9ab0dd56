import { beforeAll, describe, expect, it } from 'vitest';
import { blockRegistry } from '../blocks/registry.ts';
import { loadValidators } from '../validation/index.ts';
import { blockProblems, blockTreeProblems, eachBlock } from './block-problems.ts';

const FILE = 'uk/data/en/pages/home.json';
const banner = (text: string, size = 'small') => ({ type: 'text-banner', text, size });

beforeAll(async () => {
  await loadValidators();
});

describe('block problems', () => {
  it('names the broken field of an invalid block by its pointer in the file', () => {
    expect(blockProblems(blockRegistry, banner('Free delivery', 'huge'), FILE, '/blocks/3')).toEqual([
      expect.objectContaining({ kind: 'content', file: FILE, pointer: '/blocks/3/size', rule: 'enum' }),
    ]);
    expect(blockProblems(blockRegistry, banner('Free delivery'), FILE, '/blocks/3')).toEqual([]);
  });

  it('calls a type the registry does not hold unknown, names inherited from Object included', () => {
    for (const type of ['mystery', 'constructor', undefined])
      expect(blockProblems(blockRegistry, { type }, FILE, '/blocks/0')).toEqual([
        expect.objectContaining({ pointer: '/blocks/0', rule: 'unknown-block' }),
      ]);
  });

  it('walks the child lists of container blocks with their pointers', () => {
    const tabs = { type: 'tabs', tabs: [{ label: 'Men', blocks: [banner('a'), banner('b')] }] };
    const seen: string[] = [];
    eachBlock([banner('top'), tabs], '/blocks', (_block, pointer) => seen.push(pointer));
    expect(seen).toEqual([
      '/blocks/0',
      '/blocks/1',
      '/blocks/1/tabs/0/blocks/0',
      '/blocks/1/tabs/0/blocks/1',
    ]);
  });

  it('walks past blocks whose type is a name inherited from Object, reporting them as unknown', () => {
    const seen: string[] = [];
    const blocks = [{ type: 'constructor' }, { type: 'toString' }, banner('after')];
    eachBlock(blocks, '/blocks', (_block, pointer) => seen.push(pointer));
    expect(seen).toEqual(['/blocks/0', '/blocks/1', '/blocks/2']);
    expect(blockTreeProblems(blockRegistry, blocks, FILE, '/blocks').map((p) => p.rule)).toEqual([
      'unknown-block',
      'unknown-block',
    ]);
  });

  it('lists the problems of every block in a tree, children of a broken parent included', () => {
    const carousel = { type: 'carousel', speed: -1, slides: [banner('ok'), banner('too big', 'huge')] };
    const pointers = blockTreeProblems(blockRegistry, [banner('ok'), carousel], FILE, '/blocks').map(
      (problem) => problem.pointer,
    );
    expect(pointers).toEqual(['/blocks/1/speed', '/blocks/1/slides/1/size']);
  });
});
