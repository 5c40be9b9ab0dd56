import type { ContentFetchResult, ContentService } from '../types/index.ts';

/**
 * The entry of a page's recorded files that lists, as a JSON array, the paths the server checked and found valid
 * (schema and blocks). No content path starts with `#`, so it cannot clash with a file.
 */
export const CHECKED_FILES_KEY = '#checked';

/**
 * The entry of a page's recorded files that lists, as a JSON array, the paths the server looked for and found
 * missing (an optional file the site does not have, such as its splash): the browser need not ask again.
 */
export const MISSING_FILES_KEY = '#missing';

/**
 * Answers each file the server already sent with the page once, from memory, and each file it found missing once as
 * missing (no request, so no refused request in the browser's console); everything else (and any later read of the
 * same file) goes to the network, so a reload of content still sees the operator's latest edit. Files the page
 * lists as checked by the server are not checked again.
 */
export class PrimedContentService implements ContentService {
  private readonly primed: Map<string, string>;
  private readonly missing: Set<string>;
  private readonly serverChecked: ReadonlySet<string>;

  constructor(
    files: Record<string, string>,
    private readonly next: ContentService,
  ) {
    const { [CHECKED_FILES_KEY]: checked, [MISSING_FILES_KEY]: missing, ...rest } = files;
    this.primed = new Map(Object.entries(rest));
    this.missing = new Set(parseList(missing));
    this.serverChecked = new Set(parseList(checked));
  }

  /** True for a file the server sent checked, and for one it found missing: either way there is nothing to check. */
  checkedByServer(path: string): boolean {
    return (this.serverChecked.has(path) && this.primed.has(path)) || this.missing.has(path);
  }

  fetchFile(path: string, options?: { signal?: AbortSignal }): Promise<ContentFetchResult> {
    if (this.missing.delete(path)) return Promise.resolve({ kind: 'missing', status: 404 });
    const text = this.primed.get(path);
    if (text === undefined) return this.next.fetchFile(path, options);
    this.primed.delete(path);
    return Promise.resolve({ kind: 'ok', text });
  }
}

function parseList(text: string | undefined): string[] {
  try {
    const list: unknown = text ? JSON.parse(text) : [];
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Reads files through a function (the server's content root) and keeps what it read, to send with the page, with the
 * list of those that passed every check (`CHECKED_FILES_KEY`) and of those it found missing (`MISSING_FILES_KEY`).
 */
export class RecordingContentService implements ContentService {
  private readonly read: Record<string, string> = {};
  private readonly passed = new Set<string>();
  private readonly missing = new Set<string>();

  constructor(private readonly readFile: (path: string) => Promise<string | null>) {}

  /**
   * In path order, whatever order the reads finished in: the same page is then the same bytes on every render, which
   * its ETag (and every cache revalidating with it) relies on.
   */
  get files(): Record<string, string> {
    const passed = [...this.passed].filter((path) => path in this.read).sort();
    return {
      ...Object.fromEntries(Object.entries(this.read).sort(([a], [b]) => a.localeCompare(b))),
      ...(passed.length ? { [CHECKED_FILES_KEY]: JSON.stringify(passed) } : {}),
      ...(this.missing.size ? { [MISSING_FILES_KEY]: JSON.stringify([...this.missing].sort()) } : {}),
    };
  }

  checked(path: string, passed: boolean): void {
    if (passed) this.passed.add(path);
    else this.passed.delete(path);
  }

  async fetchFile(path: string): Promise<ContentFetchResult> {
    const text = await this.readFile(path);
    if (text === null) {
      this.missing.add(path);
      return { kind: 'missing', status: 404 };
    }
    this.read[path] = text;
    return { kind: 'ok', text };
  }
}
