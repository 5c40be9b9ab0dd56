// @vitest-environment node
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { fixturesDir } from '../server/test-helper.ts';
import { runContentCheck } from './content-check.ts';

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

it('checks what a new country needs to sell: a priced currency and valid commerce files', async () => {
  const check = async () => {
    const lines: string[] = [];
    const code = await runContentCheck([join(root, 'uk')], (line) => lines.push(line));
    return { code, output: lines.join('\n') };
  };
  const config = join(root, 'uk/config.json');
  const original = JSON.parse(await readFile(config, 'utf8')) as Record<string, unknown>;
  await writeFile(config, JSON.stringify({ ...original, currency: 'XAU' }));
  expect(await check()).toMatchObject({
    code: 1,
    output: expect.stringContaining('config.json#/currency  unpriced-currency'),
  });

  await mkdir(join(root, 'uk/commerce'));
  await writeFile(
    join(root, 'uk/commerce/price-list.json'),
    JSON.stringify({ currency: 'XAU', base: 'GBP', rate: 0.01 }),
  );
  await writeFile(
    join(root, 'uk/commerce/shipping-and-tax.json'),
    JSON.stringify({
      shippingMethods: [{ method: 'standard', name: 'Standard', price: 0.1, minDays: 2, maxDays: 4 }],
      tax: { rate: 20, inclusive: true },
    }),
  );
  expect(await check()).toEqual({ code: 0, output: 'content:check: 0 issues in 1 site' });

  await writeFile(
    join(root, 'uk/commerce/shipping-and-tax.json'),
    JSON.stringify({
      shippingMethods: [{ method: 'Standard!', name: 'Standard' }],
      tax: { rate: 120, inclusive: true },
    }),
  );
  await writeFile(
    join(root, 'uk/commerce/price-list.json'),
    JSON.stringify({ currency: 'SEK', base: 'GBP', rate: 13 }),
  );
  const { code, output } = await check();
  expect(code).toBe(1);
  expect(output).toContain('commerce/shipping-and-tax.json#/shippingMethods/0/method  pattern');
  expect(output).toContain('commerce/shipping-and-tax.json#/shippingMethods/0/price  required');
  expect(output).toContain('commerce/shipping-and-tax.json#/tax/rate  maximum');
  expect(output).toContain('commerce/price-list.json#/currency  currency-mismatch');
});
