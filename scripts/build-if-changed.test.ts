import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFingerprint } from './build-fingerprint.ts';

const SCRIPT = resolve('scripts/build-if-changed.ts');

/** A checkout in miniature whose `npm run build` writes both builds and counts how often it ran. */
async function miniatureCheckout(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'build-if-changed-'));
  await symlink(resolve('node_modules'), join(root, 'node_modules'));
  const build = [
    "const fs = require('node:fs');",
    "for (const file of ['dist/index.html', 'dist-ssr/entry-server.js', 'dist-server/start.js']) {",
    "fs.mkdirSync(file.split('/')[0], { recursive: true }); fs.writeFileSync(file, ''); }",
    "fs.appendFileSync('builds.log', 'built\\n');",
  ].join(' ');
  await writeFile(join(root, 'build.cjs'), build);
  await writeFile(
    join(root, 'package.json'),
    JSON.stringify({ name: 'mini', private: true, scripts: { build: 'node build.cjs' } }),
  );
  await mkdir(join(root, 'src'));
  await writeFile(join(root, 'src', 'app.ts'), 'export const shop = 1;\n');
  await writeFile(join(root, 'src', 'app.test.ts'), 'it.todo("x");\n');
  return root;
}

const start = (root: string) =>
  spawnSync('node', ['--import', 'tsx', SCRIPT], { cwd: root, encoding: 'utf8' });
const builds = async (root: string) =>
  (await readFile(join(root, 'builds.log'), 'utf8').catch(() => '')).split('\n').filter(Boolean).length;

describe('npm start builds only what changed', () => {
  let root: string;
  beforeAll(async () => {
    root = await miniatureCheckout();
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('builds once, reuses the build while nothing it is made from changes, and builds again when something does', async () => {
    expect(start(root).status).toBe(0);
    expect(await builds(root)).toBe(1);

    const again = start(root);
    expect(again.stdout).toContain('up to date');
    expect(await builds(root)).toBe(1);

    // A test file is not built into the shop: changing it costs no build.
    await writeFile(join(root, 'src', 'app.test.ts'), 'it.todo("y");\n');
    start(root);
    expect(await builds(root)).toBe(1);

    await writeFile(join(root, 'src', 'app.ts'), 'export const shop = 2;\n');
    start(root);
    expect(await builds(root)).toBe(2);

    // A build that lost half of itself is built again.
    await rm(join(root, 'dist-ssr'), { recursive: true });
    start(root);
    expect(await builds(root)).toBe(3);

    // And so is one without the compiled server.
    await rm(join(root, 'dist-server'), { recursive: true });
    start(root);
    expect(await builds(root)).toBe(4);
  }, 60_000);

  it('fingerprints bytes and build settings, not file times', async () => {
    const first = await buildFingerprint(root, {});
    await writeFile(join(root, 'src', 'app.ts'), await readFile(join(root, 'src', 'app.ts')));
    expect(await buildFingerprint(root, {})).toBe(first);
    expect(await buildFingerprint(root, { CONTENT_DIR: '/srv/content' })).not.toBe(first);
  });
});
