/** Content service interfaces: the files of the content root and the site metadata beside them. */
import type { SiteMetadata } from '../../content/content-types.ts';

/** What a content fetch answered; transport failures are kept apart so they can be reported separately. */
export type ContentFetchResult =
  | { kind: 'ok'; text: string }
  | { kind: 'missing'; status: number }
  | { kind: 'blocked'; status: number }
  | { kind: 'http-error'; status: number }
  | { kind: 'timeout' | 'network-error' | 'aborted'; message: string };

/** Reads files from the content root (`/content/{siteId}/{path}`), cache-busted per page load. */
export interface ContentService {
  fetchFile(path: string, options?: { signal?: AbortSignal }): Promise<ContentFetchResult>;
  /**
   * True when the server checked this file (its schema and every block in it) before sending it with the page, so
   * the browser need not fetch or run validators for it. Asked before `fetchFile`.
   */
  checkedByServer?(path: string): boolean;
  /** Told the outcome of checking a file that was read: a server recording its page's files notes what passed. */
  checked?(path: string, passed: boolean): void;
}

/** `metadata-v2.json` at the content root, fetched with a 10 s timeout; rejects with a FetchFailure. */
export interface MetadataService {
  fetch(): Promise<SiteMetadata>;
}
