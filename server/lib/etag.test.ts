// @vitest-environment node
import { cp, mkdtemp, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { etagOfStats } from './etag.ts';

// Nodes that each keep their own copy of the content root (copied with its modification times, as rsync -a does)
// must give a big file the same ETag: a CDN or browser revalidating one node's copy against another gets 304.

let base: string;
beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'storefront-etag-'));
});
afterAll(() => rm(base, { recursive: true, force: true }));

it('tags a file and its copies with the same modification time alike, and a rewrite of it differently', async () => {
  const original = join(base, 'video.mp4');
  const copy = join(base, 'copy.mp4');
  const wholeSeconds = join(base, 'whole-seconds.mp4');
  await writeFile(original, 'a'.repeat(1000));
  const written = new Date('2026-11-30T10:00:00.4567Z');
  await utimes(original, written, written);
  // One copy keeping the time as finely as the copying tool can, one keeping whole seconds (tar, scp -p).
  await cp(original, copy, { preserveTimestamps: true });
  await cp(original, wholeSeconds);
  await utimes(wholeSeconds, new Date('2026-11-30T10:00:00Z'), new Date('2026-11-30T10:00:00Z'));
  const [first, second, third] = await Promise.all([original, copy, wholeSeconds].map((file) => stat(file)));
  expect(second!.ino).not.toBe(first!.ino);
  expect(etagOfStats(second!)).toBe(etagOfStats(first!));
  expect(etagOfStats(third!)).toBe(etagOfStats(first!));
  await writeFile(copy, 'b'.repeat(1001));
  expect(etagOfStats(await stat(copy))).not.toBe(etagOfStats(first!));
});
