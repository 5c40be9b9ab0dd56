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
}

/** `metadata-v2.json` at the content root, fetched with a 10 s timeout; rejects with a FetchFailure. */
export interface MetadataService {
  fetch(): Promise<SiteMetadata>;
}
