// @vitest-environment node
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixturesDir } from '../../server/test-helper.ts';
import { validateContentFolder } from './validate-content-folder.ts';

let root: string;
let site: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'content-check-'));
  site = join(root, 'uk');
  await cp(join(fixturesDir, 'content/uk'), site, { recursive: true });
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

type JsonContainer = Record<string, unknown> | unknown[];

/** Change one JSON file of the copied site: set (or, with `undefined`, delete) the value at a JSON pointer. */
async function setAt(file: string, pointer: string, value: unknown): Promise<void> {
  const json = JSON.parse(await readFile(join(site, file), 'utf8')) as JsonContainer;
  const keys = pointer.split('/').slice(1);
  const last = keys.pop()!;
  const parent = keys.reduce<JsonContainer>(
    (node, key) => (node as Record<string, JsonContainer>)[key]!,
    json,
  );
  if (value === undefined) delete (parent as Record<string, unknown>)[last];
  else (parent as Record<string, unknown>)[last] = value;
  await writeFile(join(site, file), JSON.stringify(json, null, 2));
}

const brief = (issues: { file: string; pointer: string; rule: string }[]) =>
  issues.map(({ file, pointer, rule }) => ({ file, pointer, rule }));

describe('validateContentFolder', () => {
  it('finds nothing wrong in a valid site', async () => {
    expect(await validateContentFolder(site)).toEqual([]);
  });

  it('points at a wrongly typed value in navTree', async () => {
    await setAt('data/navTree.json', '/levels/0/label', 42);
    const issues = await validateContentFolder(site);
    expect(brief(issues)).toContainEqual({
      file: 'data/navTree.json',
      pointer: '/levels/0/label',
      rule: 'type',
    });
    expect(issues.every((issue) => issue.pointer === '/levels/0/label')).toBe(true);
  });

  it('names the missing property of required and the extra one of additionalProperties', async () => {
    await setAt('data/navTree.json', '/levels/0/key', undefined);
    await setAt('data/navTree.json', '/levels/0/colour', 'red');
    expect(brief(await validateContentFolder(site))).toEqual([
      { file: 'data/navTree.json', pointer: '/levels/0/key', rule: 'required' },
      { file: 'data/navTree.json', pointer: '/levels/0/colour', rule: 'additionalProperties' },
    ]);
  });

  it('reports a missing required file per language', async () => {
    await rm(join(site, 'data/en/badges.json'));
    expect(await validateContentFolder(site)).toEqual([
      {
        file: 'data/en/badges.json',
        pointer: '',
        rule: 'missing-file',
        message: 'No content for data/en/badges.json',
      },
    ]);
  });

  it('reports an unknown block type at its pointer', async () => {
    await setAt('data/en/pages/home.json', '/blocks/1', { type: 'mystery-box' });
    expect(brief(await validateContentFolder(site))).toEqual([
      { file: 'data/en/pages/home.json', pointer: '/blocks/1', rule: 'unknown-block' },
    ]);
  });

  it('points inside nested blocks of tabs and accordions', async () => {
    await setAt('data/en/pages/home.json', '/blocks/2/tabs/0/blocks/0/align', 'sideways');
    await setAt('data/en/pages/home.json', '/blocks/3/items/0/blocks/0/html', undefined);
    expect(brief(await validateContentFolder(site))).toEqual([
      { file: 'data/en/pages/home.json', pointer: '/blocks/2/tabs/0/blocks/0/align', rule: 'enum' },
      { file: 'data/en/pages/home.json', pointer: '/blocks/3/items/0/blocks/0/html', rule: 'required' },
    ]);
  });

  it('reports invalid JSON with its line and column', async () => {
    await writeFile(join(site, 'data/seoData.json'), '{\n  "defaults": { "title": "x" },\n}\n');
    const issues = await validateContentFolder(site);
    expect(brief(issues)).toEqual([{ file: 'data/seoData.json', pointer: '', rule: 'invalid-json' }]);
    expect(issues[0]!.message).toMatch(/^line 3 column 1/);
  });

  it('reports unknown files and files of a language the site does not have', async () => {
    await writeFile(join(site, 'data/notes.json'), '{}');
    await cp(join(site, 'data/en'), join(site, 'data/fr'), { recursive: true });
    const issues = brief(await validateContentFolder(site));
    expect(issues).toContainEqual({ file: 'data/notes.json', pointer: '', rule: 'unknown-file' });
    expect(issues).toContainEqual({ file: 'data/fr/badges.json', pointer: '', rule: 'unknown-language' });
  });

  it('reports broken references between files', async () => {
    await setAt('data/clp-routes.json', '/routes/1', { path: '/men/edit', page: 'men-edit' });
    await setAt('config.json', '/campaigns/1', 'winter');
    await setAt('config.json', '/defaultLanguage', 'fr');
    await setAt('data/navMenu.json', '/items/0/items/0/items/0/path', '/women/shoes');
    expect(brief(await validateContentFolder(site))).toEqual([
      { file: 'config.json', pointer: '/defaultLanguage', rule: 'unknown-language' },
      { file: 'data/clp-routes.json', pointer: '/routes/1/page', rule: 'broken-reference' },
      { file: 'config.json', pointer: '/campaigns/1', rule: 'broken-reference' },
      { file: 'data/navMenu.json', pointer: '/items/0/items/0/items/0/path', rule: 'broken-reference' },
    ]);
  });

  it('checks language catalogues against a reference catalogue when given one', async () => {
    const referenceCatalog = { WEB: { SHELL: { MENU: 'Menu', NOT_IN_CATALOGUE: 'Search' } } };
    expect(brief(await validateContentFolder(site, { referenceCatalog }))).toEqual([
      { file: 'language/en.json', pointer: '/WEB/SHELL/NOT_IN_CATALOGUE', rule: 'missing-key' },
    ]);
  });
});
