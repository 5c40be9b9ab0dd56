import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockChildLists } from '../../schemas/content/blocks/index.ts';
import { matchContentFile } from '../../schemas/content/content-paths.ts';
import { blockIssuesIn, validateBlock, validateContent } from './content-validators.ts';

const root = resolve('content-fixtures');

function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return jsonFiles(path);
    return name.endsWith('.json') ? [path] : [];
  });
}

/** Every block of a page with its pointer, children included (the renderer checks each one on its own). */
function* walkBlocks(blocks: unknown[], pointer: string): Generator<[Record<string, unknown>, string]> {
  for (const [index, block] of blocks.entries()) {
    const here = `${pointer}/${index}`;
    const record = block as Record<string, unknown>;
    yield [record, here];
    for (const path of blockChildLists[record.type as keyof typeof blockChildLists] ?? []) {
      const [list, star, rest] = path.split('/');
      const value = record[list!];
      if (star === '*' && Array.isArray(value)) {
        for (const [i, item] of value.entries()) {
          yield* walkBlocks((item as Record<string, unknown[]>)[rest!] ?? [], `${here}/${list}/${i}/${rest}`);
        }
      } else if (Array.isArray(value)) {
        yield* walkBlocks(value, `${here}/${list}`);
      }
    }
  }
}

describe('precompiled browser validators', () => {
  const sites = readdirSync(root).filter((name) => existsSync(join(root, name, 'config.json')));

  it.each(sites)('accept every content file and every block of the %s fixtures', async (site) => {
    const problems: string[] = [];
    for (const file of jsonFiles(join(root, site))) {
      const relativePath = relative(join(root, site), file);
      const match = matchContentFile(relativePath);
      expect(match, relativePath).toBeDefined();
      const data = JSON.parse(readFileSync(file, 'utf8'));
      for (const issue of await validateContent(match!.id, data))
        problems.push(`${relativePath}#${issue.pointer} ${issue.message}`);
      if (match!.id === 'page' || match!.id === 'emptySearch') {
        for (const [block, pointer] of walkBlocks(data.blocks, '/blocks')) {
          const issues = validateBlock(block.type as string, block);
          if (!issues) problems.push(`${relativePath}#${pointer} unknown block ${String(block.type)}`);
          for (const issue of issues ?? [])
            problems.push(`${relativePath}#${pointer}${issue.pointer} ${issue.message}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('report the pointer and rule of what is broken, through shared schema fragments', async () => {
    const navMenu = JSON.parse(readFileSync(join(root, 'ae/data/navMenu.json'), 'utf8'));
    navMenu.items[0].items[0].items[1].label = { en: 'Dresses', ar: 7 };
    const issues = await validateContent('navMenu', navMenu);
    expect(issues).toContainEqual(
      expect.objectContaining({ pointer: '/items/0/items/0/items/1/label/ar', rule: 'type' }),
    );

    const hero = { type: 'hero-banner', title: 'x', image: { src: '/a.svg' } };
    expect(validateBlock('hero-banner', hero)).toContainEqual(
      expect.objectContaining({ pointer: '/image/alt', rule: 'required' }),
    );
    expect(validateBlock('no-such-type', {})).toBeUndefined();
  });

  it('refuse a picture, video or poster from anywhere but the shop or an https address', () => {
    const image = (src: string) => ({ type: 'image-banner', image: { src, alt: 'x' }, href: '/' });
    for (const src of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:image/svg+xml,<svg/>',
      'http://x.test/a.jpg',
      '//x.test/a.jpg',
      ' /a.jpg',
    ]) {
      expect(validateBlock('image-banner', image(src)), src).toContainEqual(
        expect.objectContaining({ pointer: '/image/src', rule: 'pattern' }),
      );
      expect(
        validateBlock('video', { type: 'video', src: '/v.mp4', poster: src, title: 'x' }),
        src,
      ).toContainEqual(expect.objectContaining({ pointer: '/poster', rule: 'pattern' }));
    }
    for (const src of ['/content/media/a.jpg', 'https://cdn.test/a.jpg'])
      expect(validateBlock('image-banner', image(src)), src).toEqual([]);
  });

  it("take a block type named after one of Object's own members for an unknown type, not a validator", () => {
    for (const type of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      expect(validateBlock(type, {})).toBeUndefined();
    }
    const page = JSON.parse(
      '{"blocks":[{"type":"__proto__","title":"x"},{"type":"constructor"},{"type":"text-banner","text":"ok"}]}',
    ) as unknown;
    expect(() => blockIssuesIn(page)).not.toThrow();
  });

  it('escape property names in the pointers they report, so each pointer names the property itself', () => {
    const banner = { type: 'text-banner', text: 'x' };
    const pointers = (extra: Record<string, unknown>) =>
      (validateBlock('text-banner', { ...banner, ...extra }) ?? []).map((issue) => issue.pointer);
    expect(pointers({ 'a/b': 1 })).toEqual(['/a~1b']);
    expect(pointers({ '~x': 1 })).toEqual(['/~0x']);
    expect(pointers({ '': 1 })).toEqual(['/']);
  });
});
