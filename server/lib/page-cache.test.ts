// @vitest-environment node
import { mkdtemp, mkdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findContentFile } from './content-file-reader.ts';
import { ContentReadLog, noteContentListing, trackContentReads } from './content-reads.ts';
import { PageCache, readPageCacheBytes, type KeptPage } from './page-cache.ts';
import { acceptedEncoding } from './page-caching.ts';
import { pastSettling } from '../test-support/settled-clock.ts';

let root = '';
/** A settled file: written, then dated a minute back so its stat is trusted at once. */
async function writeSettled(path: string, text: string, secondsAgo = 60): Promise<void> {
  await mkdir(join(root, path, '..'), { recursive: true });
  await writeFile(join(root, path), text);
  const when = new Date(Date.now() - secondsAgo * 1000);
  await utimes(join(root, path), when, when);
}
const page = (html: string): KeptPage => ({ html, etag: `"${html}"`, headers: {} });

let clock: { restore(): void } | undefined;
/**
 * The reads of a page made from `paths` (and the root's listing), each file seen long enough before for its stat to
 * be trusted (the reader's settling window, passed on a fake clock).
 */
async function readsOf(...paths: string[]): Promise<ContentReadLog> {
  for (const path of paths) await findContentFile(root, path);
  clock ??= pastSettling();
  const log = new ContentReadLog();
  await trackContentReads(log, async () => {
    for (const path of paths) await findContentFile(root, path);
    noteContentListing(root, ['uk']);
  });
  return log;
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'page-cache-'));
  await writeSettled('uk/config.json', '{}');
  await writeSettled('uk/data/en/pages/home.json', '{"v":1}');
});
afterEach(async () => {
  clock?.restore();
  clock = undefined;
  await rm(root, { recursive: true, force: true });
});

describe('the page cache', () => {
  it('keeps a page until a file its making read changes, looking again after recheckMs', async () => {
    let now = 1_000;
    const cache = new PageCache({ maxBytes: 1 << 20, recheckMs: 500, now: () => now });
    cache.set('home', page('one'), await readsOf('uk/config.json', 'uk/data/en/pages/home.json'), undefined);
    expect((await cache.get('home'))?.html).toBe('one');
    await writeSettled('uk/data/en/pages/home.json', '{"v":22}', 30);
    // Not looked at again yet: within recheckMs the page stands.
    now += 100;
    expect((await cache.get('home'))?.html).toBe('one');
    now += 500;
    expect(await cache.get('home')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops a page when a file it found absent appears, or a site folder is added', async () => {
    let now = 1_000;
    const cache = new PageCache({ maxBytes: 1 << 20, recheckMs: 500, now: () => now });
    cache.set('a', page('a'), await readsOf('uk/data/header.json'), undefined);
    await writeSettled('uk/data/header.json', '{}');
    now += 600;
    expect(await cache.get('a')).toBeUndefined();

    cache.set('b', page('b'), await readsOf('uk/config.json'), undefined);
    await mkdir(join(root, 'fr'));
    now += 600;
    expect(await cache.get('b')).toBeUndefined();
  });

  it('does not keep a page made while a file was still being written', async () => {
    const cache = new PageCache({ maxBytes: 1 << 20 });
    await writeSettled('uk/data/en/pages/home.json', '{"v":3}', 0);
    const reads = new ContentReadLog();
    await trackContentReads(
      reads,
      async () => void (await findContentFile(root, 'uk/data/en/pages/home.json')),
    );
    expect(reads.settled).toBe(false);
    cache.set('home', page('fresh'), reads, undefined);
    expect(await cache.get('home')).toBeUndefined();
  });

  it('drops every page when the catalogue version moves, and keeps none without one', async () => {
    let version: string | undefined = '7';
    const cache = new PageCache({ maxBytes: 1 << 20, catalogueVersion: () => version });
    const reads = await readsOf('uk/config.json');
    cache.set('p', page('p'), reads, cache.catalogueVersion());
    expect((await cache.get('p'))?.html).toBe('p');
    version = '8';
    expect(await cache.get('p')).toBeUndefined();
    version = undefined;
    cache.set('p', page('p'), reads, cache.catalogueVersion());
    expect(await cache.get('p')).toBeUndefined();
  });

  it('makes a page again after maxAgeMs whatever changed', async () => {
    let now = 0;
    const cache = new PageCache({ maxBytes: 1 << 20, maxAgeMs: 60_000, recheckMs: 1e9, now: () => now });
    cache.set('p', page('p'), await readsOf('uk/config.json'), undefined);
    now = 59_999;
    expect(await cache.get('p')).toBeDefined();
    now = 60_000;
    expect(await cache.get('p')).toBeUndefined();
  });

  it('keeps at most maxBytes of pages, the least recently used going first', async () => {
    const reads = await readsOf('uk/config.json');
    // Each page counts two bytes a character: three of 100 characters fit in 600 bytes.
    const cache = new PageCache({ maxBytes: 600 });
    for (const key of ['a', 'b', 'c']) cache.set(key, page(key.repeat(100)), reads, undefined);
    await cache.get('a');
    cache.set('d', page('d'.repeat(100)), reads, undefined);
    expect(cache.size).toBe(3);
    expect(await cache.get('b')).toBeUndefined();
    expect(await cache.get('a')).toBeDefined();
    cache.set('huge', page('x'.repeat(400)), reads, undefined);
    expect(await cache.get('huge')).toBeUndefined();
  });

  it('reads PAGE_CACHE_MB, 0 turning it off', () => {
    expect(readPageCacheBytes({})).toBe(64 * 2 ** 20);
    expect(readPageCacheBytes({ PAGE_CACHE_MB: '8' })).toBe(8 * 2 ** 20);
    expect(readPageCacheBytes({ PAGE_CACHE_MB: '0' })).toBe(0);
    expect(() => readPageCacheBytes({ PAGE_CACHE_MB: 'lots' })).toThrow(/PAGE_CACHE_MB/);
  });

  it('sends the first kept encoding the visitor accepts', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeUndefined();
    expect(acceptedEncoding(undefined)).toBeUndefined();
  });
});
