import { PREVIEW_METADATA_FILE, SITE_METADATA_FILE } from '../../../shared/site-metadata.ts';
import type { ContentFetchResult, ContentService } from '../types/index.ts';

/**
 * The content root as a staff preview build sees it: every reader of the site metadata (API site, accounts, search)
 * gets the preview's own copy, and every other file is the shared one.
 */
export class PreviewMetadataContentService implements ContentService {
  constructor(private readonly next: ContentService) {}

  fetchFile(path: string, options?: { signal?: AbortSignal }): Promise<ContentFetchResult> {
    return this.next.fetchFile(path === SITE_METADATA_FILE ? PREVIEW_METADATA_FILE : path, options);
  }
}
