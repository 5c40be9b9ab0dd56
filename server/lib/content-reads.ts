import { AsyncLocalStorage } from 'node:async_hooks';

/** What one read of the content root found: the file's settled version, or that it was absent or refused. */
export type ContentReadOutcome = { version: string | undefined } | { absent: true } | { refused: true };

/**
 * Every content file and folder listing one piece of work (a page's making) read, with what each read found, so the
 * result can be kept until one of them changes. A file read while it was still settling has no version: such work is
 * not worth keeping.
 */
export class ContentReadLog {
  /** By `root \0 path`: the outcome of the first read of each file. */
  readonly files = new Map<string, { root: string; path: string; outcome: ContentReadOutcome }>();
  /** By folder: the names it held. */
  readonly listings = new Map<string, string>();

  /** True when every file read was settled: the reads describe the result exactly. */
  get settled(): boolean {
    for (const { outcome } of this.files.values())
      if ('version' in outcome && outcome.version === undefined) return false;
    return true;
  }
}

const current = new AsyncLocalStorage<ContentReadLog>();

/** Run `work`, noting in `log` every content read it makes, however deep. */
export function trackContentReads<T>(log: ContentReadLog, work: () => Promise<T>): Promise<T> {
  return current.run(log, work);
}

/** Note a file's read for the work under way, if any is tracked (the content reader calls it). */
export function noteContentFile(root: string, path: string, outcome: ContentReadOutcome): void {
  const log = current.getStore();
  const key = `${root}\0${path}`;
  if (log && !log.files.has(key)) log.files.set(key, { root, path, outcome });
}

/** Note a folder's listing for the work under way, if any is tracked (the sites index calls it). */
export function noteContentListing(folder: string, names: readonly string[]): void {
  current.getStore()?.listings.set(folder, listingKey(names));
}

/** A listing as one comparable string. */
export const listingKey = (names: readonly string[]): string => [...names].sort().join('\0');
