// @vitest-environment node
import { cp, mkdir, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { HASH_LIMIT_BYTES } from '../lib/send-content-file.ts';
import { buildTestServer, type TestServer } from '../test-helper.ts';

// A site folder replaced while its files are being served, the way a deploy does it: the new folder is written beside
// the old one, then swapped in by renaming. Every answer must be one whole file, old or new: never an error, never
// the old file's length with the new file's bytes.

let server: TestServer;
let siteDir: string;
const versions = { old: 'a', new: 'b' } as const;
/**
 * Each version's files: a small one (read whole, and checked: a valid navigation tree) and one past the hashing limit
 * (streamed), of different sizes.
 */
const files = (letter: string) => ({
  'data/navTree.json': JSON.stringify({ levels: [{ key: 'version', label: letter, path: 'version' }] }),
  'data/big.json': JSON.stringify(letter.repeat(HASH_LIMIT_BYTES + (letter === 'a' ? 300_000 : 100_000))),
});

async function writeVersion(dir: string, letter: string) {
  await cp(siteDir, dir, { recursive: true, dereference: true });
  for (const [path, body] of Object.entries(files(letter))) await writeFile(join(dir, path), body);
}

beforeEach(async () => {
  server = await buildTestServer();
  siteDir = join(server.contentDir, 'uk');
  await mkdir(join(siteDir, 'data'), { recursive: true });
  for (const [path, body] of Object.entries(files(versions.old))) await writeFile(join(siteDir, path), body);
  // The shop has served the site before the deploy: its first check (schemas compiled once) is behind it.
  expect((await server.app.inject({ url: '/content/uk/data/navTree.json' })).statusCode).toBe(200);
});
afterEach(() => server.close());

/** Fetch both files over and over while `swap` runs `times` times, and list every answer that is not whole. */
async function serveWhileSwapping(
  swap: (round: number) => Promise<void>,
  times: number,
  allowed: (status: number) => boolean = (status) => status === 200,
) {
  const wholes = new Set(Object.values(versions).flatMap((letter) => Object.values(files(letter))));
  const wrong: string[] = [];
  let answers = 0;
  let swapping = true;
  const readers = Array.from({ length: 4 }, async (_, index) => {
    const path = index % 2 ? 'data/big.json' : 'data/navTree.json';
    while (swapping) {
      const response = await server.app.inject({ url: `/content/uk/${path}` });
      answers++;
      if (!allowed(response.statusCode) || (response.statusCode === 200 && !wholes.has(response.body)))
        wrong.push(
          `${path}: ${response.statusCode}, ${response.body.length} bytes ${response.body.slice(0, 60)}`,
        );
    }
  });
  try {
    for (let round = 0; round < times; round++) await swap(round);
  } finally {
    swapping = false;
    await Promise.all(readers);
  }
  return { wrong, answers };
}

it('serves whole files, old or new, while the site folder is swapped by renaming a symlink over it', async () => {
  // The deploy keeps each version in a folder of its own inside the content root (a link out of it is never followed),
  // hidden from the web by its dot; `uk` is a link to one of them, replaced in one rename.
  const releases = join(server.contentDir, '.releases');
  await mkdir(releases);
  await writeVersion(join(releases, 'old'), versions.old);
  await writeVersion(join(releases, 'new'), versions.new);
  await rm(siteDir, { recursive: true });
  await symlink(join(releases, 'old'), siteDir);
  const { wrong, answers } = await serveWhileSwapping(async (round) => {
    const link = `${siteDir}.next`;
    await symlink(join(releases, round % 2 ? 'old' : 'new'), link);
    await rename(link, siteDir);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }, 40);
  expect(wrong).toEqual([]);
  // Fewer than one answer a swap: the first request after each swap waits for the new release's check.
  expect(answers).toBeGreaterThan(20);
});

it('serves whole files or a clear 404, never an error, while a new folder is renamed into place', async () => {
  const next = join(server.contentDir, 'uk.next');
  const previous = join(server.contentDir, 'uk.previous');
  await writeVersion(next, versions.new);
  await writeVersion(previous, versions.old);
  const { wrong, answers } = await serveWhileSwapping(
    async () => {
      // Two renames: the old folder aside, the new one in; then the names are turned round for the next round.
      await rename(siteDir, `${siteDir}.aside`);
      await rename(next, siteDir);
      await rename(`${siteDir}.aside`, next);
      await new Promise((resolve) => setTimeout(resolve, 5));
      // Between the two renames there is no folder: files answer 404 CONTENT_NOT_FOUND there, which a deploy avoids by
      // swapping a link as above.
    },
    40,
    (status) => status === 200 || status === 404,
  );
  expect(wrong).toEqual([]);
  expect(answers).toBeGreaterThan(20);
});
