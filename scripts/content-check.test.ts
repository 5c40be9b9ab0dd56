// @vitest-environment node
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { fixturesDir } from '../server/test-helper.ts';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'content-check-cli-'));
  await cp(join(fixturesDir, 'content'), root, { recursive: true });
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Run the CLI as npm would, in its own process. */
async function contentCheck(...args: string[]): Promise<{ code: number; stdout: string }> {
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/content-check.ts', ...args],
      { cwd: repoRoot },
    );
    return { code: 0, stdout };
  } catch (error) {
    const failure = error as { code: number; stdout: string };
    return { code: failure.code, stdout: failure.stdout };
  }
}

it('exits 0 on a good folder and on a content root', { timeout: 30000 }, async () => {
  expect(await contentCheck(join(root, 'uk'))).toEqual({
    code: 0,
    stdout: 'content:check: 0 issues in 1 site\n',
  });
  expect((await contentCheck(root)).stdout).toBe('content:check: 0 issues in 1 site\n');
});

it('exits 1 and prints file, pointer and rule of each issue', { timeout: 30000 }, async () => {
  await writeFile(
    join(root, 'uk/data/navTree.json'),
    JSON.stringify({ levels: [{ key: 'w', label: 1, path: 'w' }] }),
  );
  const { code, stdout } = await contentCheck(join(root, 'uk'));
  expect(code).toBe(1);
  expect(stdout).toContain(`${join(root, 'uk')}/data/navTree.json#/levels/0/label  type  must be string`);
  expect(stdout).toMatch(/content:check: \d+ issues in 1 site\n$/);
});

it("checks the preview builds' metadata copy of a content root too", { timeout: 30000 }, async () => {
  await mkdir(join(root, 'preview'));
  await writeFile(
    join(root, 'preview/metadata-v2.json'),
    JSON.stringify({ inMaintenance: 'no', defaultSite: 'fr' }),
  );
  const { code, stdout } = await contentCheck(root);
  expect(code).toBe(1);
  expect(stdout).toContain('preview/metadata-v2.json#/inMaintenance');
  expect(stdout).toContain('preview/metadata-v2.json#/defaultSite  broken-reference');
});

it('says clearly when a folder does not exist', { timeout: 30000 }, async () => {
  const { code, stdout } = await contentCheck(join(root, 'nowhere'));
  expect(code).toBe(2);
  expect(stdout).toContain('does not exist');
});
