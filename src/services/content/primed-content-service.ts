import type { ContentFetchResult, ContentService } from '../types/index.ts';

/**
 * Answers each file the server already sent with the page once, from memory; everything else (and any later read of
 * the same file) goes to the network, so a reload of content still sees the operator's latest edit.
 */
export class PrimedContentService implements ContentService {
  private readonly primed: Map<string, string>;

  constructor(
    files: Record<string, string>,
    private readonly next: ContentService,
  ) {
    this.primed = new Map(Object.entries(files));
  }

  fetchFile(path: string, options?: { signal?: AbortSignal }): Promise<ContentFetchResult> {
    const text = this.primed.get(path);
    if (text === undefined) return this.next.fetchFile(path, options);
    this.primed.delete(path);
    return Promise.resolve({ kind: 'ok', text });
  }
}

/** Reads files through a function (the server's content root) and keeps what it read, to send with the page. */
export class RecordingContentService implements ContentService {
  readonly files: Record<string, string> = {};

  constructor(private readonly read: (path: string) => Promise<string | null>) {}

  async fetchFile(path: string): Promise<ContentFetchResult> {
    const text = await this.read(path);
    if (text === null) return { kind: 'missing', status: 404 };
    this.files[path] = text;
    return { kind: 'ok', text };
  }
}
