import { readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { blockSchemas } from '../../schemas/content/blocks/index.ts';
import { fixturePages, walkBlocks } from '../../.storybook/fixture-blocks.ts';
import { validateBlock } from '../validation/index.ts';
import { blockRegistry } from './registry.ts';

const here = dirname(fileURLToPath(import.meta.url));
const blockFolders = readdirSync(here).filter((name) => statSync(join(here, name)).isDirectory());

/** Story modules, loaded only for the args check. */
const storyModules = import.meta.glob<Record<string, unknown>>('./*/*.stories.tsx');

describe('block registry (drift test)', () => {
  it('registers exactly the block types that have a schema', () => {
    expect(Object.keys(blockRegistry).sort()).toEqual(Object.keys(blockSchemas).sort());
  });

  it.each(Object.keys(blockSchemas))(
    'registers %s under its own type, with a validator for its schema',
    (type) => {
      const definition = blockRegistry[type as keyof typeof blockRegistry];
      expect(definition.type).toBe(type);
      expect(validateBlock(type, {})).toEqual(
        expect.arrayContaining([expect.objectContaining({ rule: 'required' })]),
      );
    },
  );

  it('has one folder per block type, each with a component, styles, story, test and index', () => {
    expect(blockFolders.sort()).toEqual(Object.keys(blockSchemas).sort());
    for (const type of blockFolders) {
      const files = readdirSync(join(here, type));
      for (const suffix of ['.tsx', '.styles.ts', '.stories.tsx', '.test.tsx'])
        expect(files).toContain(`${type}${suffix}`);
      expect(files).toContain('index.ts');
    }
  });

  it('has fixture pages to take story args from', () => {
    const files = fixturePages().map((page) => page.file);
    expect(files).toEqual(
      expect.arrayContaining([
        'uk/data/en/pages/home.json',
        'ae/data/ar/pages/home.json',
        'jp/data/ja/pages/home.json',
      ]),
    );
  });

  it('validates every block of every fixture page, nested ones included', () => {
    const problems: string[] = [];
    for (const { file, page } of fixturePages()) {
      for (const block of walkBlocks(page.blocks)) {
        const issues = validateBlock(String(block.type), block);
        if (issues === undefined) problems.push(`${file}: unknown block type ${String(block.type)}`);
        else
          for (const issue of issues)
            problems.push(`${file} (${String(block.type)}): ${issue.pointer} ${issue.message}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('uses every block type somewhere in the fixtures', () => {
    const used = new Set(
      fixturePages().flatMap(({ page }) => walkBlocks(page.blocks).map((block) => block.type)),
    );
    expect(Object.keys(blockSchemas).filter((type) => !used.has(type))).toEqual([]);
  });

  it('gives every block story valid args', async () => {
    const problems: string[] = [];
    for (const [path, load] of Object.entries(storyModules)) {
      const type = path.split('/')[1]!;
      const module = await load();
      for (const [name, story] of Object.entries(module)) {
        if (name === 'default') continue;
        const block = (story as { args?: { block?: unknown } }).args?.block;
        const issues = validateBlock(type, block);
        if (!block) problems.push(`${path} ${name}: no fixture block`);
        else if (issues?.length)
          problems.push(`${path} ${name}: ${issues.map((i) => `${i.pointer} ${i.message}`).join('; ')}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
