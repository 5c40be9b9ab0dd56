import { readdir } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip as gzipCompress } from 'node:zlib';
import { findContentFile } from './content-file-reader.ts';
import { positiveSetting } from './setting-values.ts';
import type { ContentReadLog } from './content-reads.ts';
import { listingKey, type ContentReadOutcome } from './content-reads.ts';

/** A page as it is sent: its HTML, its validator and the headers made with it. */
export interface KeptPage {
  html: string;
  etag: string;
  headers: Readonly<Record<string, string>>;
  /** The HTML compressed once for every later visitor, when that is done (until then it is compressed per send). */
  encoded?: Readonly<Record<PageEncoding, Buffer>>;
}

/** The encodings a kept page is stored in, in the order they are offered. */
export const PAGE_ENCODINGS = ['br', 'gzip'] as const;
export type PageEncoding = (typeof PAGE_ENCODINGS)[number];

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCompress);

/** A page compressed harder than a per-request compression can afford: it is done once for many visitors. */
async function encodePage(html: string): Promise<Record<PageEncoding, Buffer>> {
  const [br, gz] = await Promise.all([
    brotli(html, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 9,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
      },
    }),
    gzip(html, { level: 9 }),
  ]);
  return { br, gzip: gz };
}

interface Entry {
  page: KeptPage;
  reads: ContentReadLog;
  catalogueVersion: string | undefined;
  storedAt: number;
  checkedAt: number;
  checking?: Promise<boolean>;
  bytes: number;
}

export interface PageCacheOptions {
  /** The most HTML kept, in bytes; the least recently used pages go first. */
  maxBytes: number;
  /** A page is made again at least this often (a countdown, a campaign's start), whatever changed. */
  maxAgeMs?: number;
  /** A kept page's content files are looked at again when it was last looked at this long ago. */
  recheckMs?: number;
  /** The catalogue's version now; a page made under another is made again. Absent: pages show no catalogue. */
  catalogueVersion?: () => string | undefined;
  now?: () => number;
}

/** PAGE_CACHE_MB's default: some thousands of pages of 20 to 100 kB. */
export const DEFAULT_PAGE_CACHE_BYTES = 64 * 1024 * 1024;

/** PAGE_CACHE_MB: megabytes of anonymous pages kept per process; 0 keeps none. */
export function readPageCacheBytes(env: NodeJS.ProcessEnv = process.env): number {
  if (env.PAGE_CACHE_MB?.trim() === '0') return 0;
  return positiveSetting('PAGE_CACHE_MB', env.PAGE_CACHE_MB, DEFAULT_PAGE_CACHE_BYTES / 2 ** 20) * 2 ** 20;
}

/** Up to a minute old, as a CDN may keep the page too (`s-maxage=60`). */
const DEFAULT_MAX_AGE_MS = 60_000;
/** With the catalogue's poll, a change shows within a second. */
const DEFAULT_RECHECK_MS = 500;

/**
 * Anonymous pages, made once and sent to every visitor until what they were made from changes: each page keeps the
 * list of content files (and folder listings) its making read, and the catalogue's version it was made under. A
 * kept page is sent only when the catalogue's version is the same and its files are (looked at again at most every
 * `recheckMs`), and never past `maxAgeMs`. Per process: every process of a shop reads the same content root and
 * database, so each notices a change within the same second.
 */
export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private readonly maxAgeMs: number;
  private readonly recheckMs: number;
  private readonly now: () => number;

  constructor(private readonly options: PageCacheOptions) {
    this.maxAgeMs = options.maxAgeMs ?? DEFAULT_MAX_AGE_MS;
    this.recheckMs = options.recheckMs ?? DEFAULT_RECHECK_MS;
    this.now = options.now ?? Date.now;
  }

  /** The catalogue's version to keep a page under: read before the page is made, so a change during it counts. */
  catalogueVersion(): string | undefined {
    return this.options.catalogueVersion?.();
  }

  /** The page kept under `key`, if it still is what a new making would give. */
  async get(key: string): Promise<KeptPage | undefined> {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = this.now();
    const fresh =
      now - entry.storedAt < this.maxAgeMs &&
      (!this.options.catalogueVersion || this.options.catalogueVersion() === entry.catalogueVersion) &&
      (now - entry.checkedAt < this.recheckMs || (await this.recheck(entry, now)));
    if (!fresh) {
      if (this.entries.get(key) === entry) this.remove(key);
      return undefined;
    }
    // Most recently used last, so the oldest use is the first to go.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.page;
  }

  /**
   * Keep a page made from `reads` under `catalogueVersion`. A page made while a file was still being written, or
   * without a readable catalogue version where the cache follows one, is not kept.
   */
  set(key: string, page: KeptPage, reads: ContentReadLog, catalogueVersion: string | undefined): void {
    if (!reads.settled) return;
    if (this.options.catalogueVersion && catalogueVersion === undefined) return;
    const bytes = page.html.length * 2;
    if (bytes > this.options.maxBytes) return;
    this.remove(key);
    for (const [oldest] of this.entries) {
      if (this.bytes + bytes <= this.options.maxBytes) break;
      this.remove(oldest);
    }
    const now = this.now();
    this.entries.set(key, { page, reads, catalogueVersion, storedAt: now, checkedAt: now, bytes });
    this.bytes += bytes;
    encodePage(page.html).then(
      (encoded) => (page.encoded = encoded),
      () => undefined,
    );
  }

  /** How many pages are kept (for the metrics and the tests). */
  get size(): number {
    return this.entries.size;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.bytes;
    this.entries.delete(key);
  }

  /** Look at the page's files again (callers at the same time share one look). */
  private recheck(entry: Entry, now: number): Promise<boolean> {
    entry.checking ??= unchanged(entry.reads)
      .then((same) => {
        if (same) entry.checkedAt = now;
        return same;
      })
      .finally(() => (entry.checking = undefined));
    return entry.checking;
  }
}

/** True when every file and listing the log names reads as it did. */
async function unchanged(reads: ContentReadLog): Promise<boolean> {
  const files = [...reads.files.values()].map(async ({ root, path, outcome }) =>
    sameOutcome(outcome, await findContentFile(root, path)),
  );
  const listings = [...reads.listings].map(async ([folder, key]) => {
    try {
      return listingKey(await readdir(folder)) === key;
    } catch {
      return false;
    }
  });
  return (await Promise.all([...files, ...listings])).every(Boolean);
}

function sameOutcome(before: ContentReadOutcome, now: Awaited<ReturnType<typeof findContentFile>>): boolean {
  if ('version' in before)
    return now.kind === 'file' && now.version !== undefined && now.version === before.version;
  if ('absent' in before) return now.kind === 'absent';
  return now.kind === 'refused';
}
