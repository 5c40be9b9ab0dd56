// @vitest-environment node
import { cp, mkdir, mkdtemp, readFile, rm, symlink, truncate, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContentFile, readContentFileMaxBytes, DEFAULT_CONTENT_FILE_MAX_BYTES } from './content-files.ts';
import { fixturesDir } from '../test-helper.ts';
import { pastSettling } from '../test-support/settled-clock.ts';
import { readSitesIndex } from './sites-index.ts';

// Everything the server reads from the content root goes through one reader: it stays inside the root (symbolic links
// included), refuses a file over the cap without reading it, and reads a file again only when its stat changed.

let base: string;
let root: string;

/** A logger that keeps its warnings. */
const recorder = () => {
  const warnings: string[] = [];
  return { warnings, log: { warn: (_details: object, message: string) => void warnings.push(message) } };
};

const siteConfig = (siteId: string) =>
  JSON.stringify({
    siteId,
    name: siteId.toUpperCase(),
    country: 'GB',
    countryFolder: siteId,
    languages: ['en'],
    defaultLanguage: 'en',
    currency: 'GBP',
  });

/** A time well in the past, so a file's stat is settled (it cannot change again within the same clock tick). */
const LONG_AGO = new Date('2026-01-01T10:00:00Z');

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'storefront-content-files-'));
  root = join(base, 'content');
  const outside = join(base, 'outside');
  // Whole site folders (a site opens only once all of it passes its checks).
  await cp(join(fixturesDir, 'content/uk'), join(root, 'uk'), { recursive: true });
  // A site whose config.json links to a file elsewhere inside the root: allowed.
  await mkdir(join(root, 'shared'));
  const ukConfig = JSON.parse(await readFile(join(root, 'uk/config.json'), 'utf8')) as object;
  await writeFile(
    join(root, 'shared/de.json'),
    JSON.stringify({ ...ukConfig, siteId: 'de', countryFolder: 'de' }),
  );
  await cp(join(root, 'uk'), join(root, 'de'), { recursive: true });
  await rm(join(root, 'de/config.json'));
  await symlink('../shared/de.json', join(root, 'de/config.json'));
  // A site folder linked to a folder outside the root, and a config.json linked to a file outside it: refused.
  await mkdir(join(outside, 'evil'), { recursive: true });
  await writeFile(join(outside, 'evil/config.json'), siteConfig('evil'));
  await symlink(join(outside, 'evil'), join(root, 'evil'));
  await writeFile(join(outside, 'fr.json'), siteConfig('fr'));
  await mkdir(join(root, 'fr'));
  await symlink(join(outside, 'fr.json'), join(root, 'fr/config.json'));
});
afterAll(() => rm(base, { recursive: true, force: true }));

describe('the content root reader', () => {
  it('refuses a site folder or a config.json leading outside the root, and says so once', async () => {
    const { warnings, log } = recorder();
    for (let scan = 0; scan < 3; scan++)
      expect((await readSitesIndex(root, log)).map((site) => site.siteId)).toEqual(['de', 'uk']);
    expect(warnings).toHaveLength(2);
    expect(warnings.find((warning) => warning.includes('evil/config.json'))).toMatch(
      /outside the content root/,
    );
    expect(warnings.find((warning) => warning.includes('fr/config.json'))).toMatch(
      /outside the content root/,
    );
    expect(await readContentFile(root, 'evil/config.json', { log })).toMatchObject({ kind: 'refused' });
    expect(await readContentFile(root, '../outside/fr.json', { log })).toEqual({ kind: 'absent' });
  });

  it('refuses a file over the cap by its size, without reading it, and says so once', async () => {
    // A sparse gigabyte: reading it would take seconds and a gigabyte of memory; its size alone refuses it.
    const huge = join(root, 'uk/price-list.json');
    await writeFile(huge, '');
    await truncate(huge, 1024 ** 3);
    const { warnings, log } = recorder();
    const started = performance.now();
    for (let scan = 0; scan < 5; scan++)
      expect(await readContentFile(root, 'uk/price-list.json', { log })).toMatchObject({
        kind: 'refused',
        reason: expect.stringContaining('CONTENT_FILE_MAX_BYTES'),
      });
    expect(performance.now() - started).toBeLessThan(250);
    expect(warnings).toEqual([expect.stringContaining(`uk/price-list.json is ${1024 ** 3} bytes`)]);
    // Under its cap a file is read as usual.
    await writeFile(huge, '{"rate":1}');
    expect(await readContentFile(root, 'uk/price-list.json', { maxBytes: 10 })).toEqual({
      kind: 'text',
      text: '{"rate":1}',
    });
    expect(await readContentFile(root, 'uk/price-list.json', { maxBytes: 9, log })).toMatchObject({
      kind: 'refused',
    });
  });

  it('reads a file again only when its stat changed', async () => {
    const file = join(root, 'uk/navTree.json');
    const text = async () => (await readContentFile(root, 'uk/navTree.json')) as { text?: string };
    await writeFile(file, '{"version":1}');
    await utimes(file, LONG_AGO, LONG_AGO);
    expect((await text()).text).toBe('{"version":1}');
    // Its stat seen unchanged past the settling window: read once more, and from then on trusted.
    const clock = pastSettling();
    try {
      expect((await text()).text).toBe('{"version":1}');
      // New bytes of the same length under the same modification time: not read, so still the first text.
      await writeFile(file, '{"version":2}');
      await utimes(file, LONG_AGO, LONG_AGO);
      expect((await text()).text).toBe('{"version":1}');
      // The stat moved: read again.
      await utimes(file, LONG_AGO, new Date(LONG_AGO.getTime() + 1000));
      expect((await text()).text).toBe('{"version":2}');
    } finally {
      clock.restore();
    }
    // A file changed a moment ago is read on every call, as it may change again within one tick of the clock.
    await writeFile(file, '{"version":3}');
    expect((await text()).text).toBe('{"version":3}');
    await writeFile(file, '{"version":4}');
    expect((await text()).text).toBe('{"version":4}');
  });

  it('reads a same-size rewrite under the same stat while that stat is newly seen (a shared mount lagging our clock)', async () => {
    // A file server whose clock lags this node's stamps a fresh file with a time that already looks settled; a second
    // write within its tick keeps the stat. Until this process has seen the stat for 2 s, the file is read each time.
    const file = join(root, 'uk/navMenu.json');
    const text = async () => (await readContentFile(root, 'uk/navMenu.json')) as { text?: string };
    await writeFile(file, '{"version":1}');
    await utimes(file, LONG_AGO, LONG_AGO);
    expect((await text()).text).toBe('{"version":1}');
    await writeFile(file, '{"version":2}');
    await utimes(file, LONG_AGO, LONG_AGO);
    expect((await text()).text).toBe('{"version":2}');
  });

  it('reads its cap from CONTENT_FILE_MAX_BYTES, refusing a value that is not a positive number', () => {
    expect(readContentFileMaxBytes({})).toBe(DEFAULT_CONTENT_FILE_MAX_BYTES);
    expect(readContentFileMaxBytes({ CONTENT_FILE_MAX_BYTES: '1048576' })).toBe(1_048_576);
    expect(() => readContentFileMaxBytes({ CONTENT_FILE_MAX_BYTES: 'lots' })).toThrow(
      /CONTENT_FILE_MAX_BYTES/,
    );
  });
});
