import type { ContentFetchResult, ContentService } from '../types/index.ts';

/** Fetches content files over HTTP from the content root with the page load's cache-bust value (`?cb=`). */
export class HttpContentService implements ContentService {
  constructor(
    private readonly root: string,
    private readonly cacheBust: string,
    private readonly fetchImpl: typeof fetch = (...args) => fetch(...args),
  ) {}

  async fetchFile(path: string, options: { signal?: AbortSignal } = {}): Promise<ContentFetchResult> {
    const url = `${this.root}/${path}?cb=${encodeURIComponent(this.cacheBust)}`;
    let response: Response;
    try {
      response = await this.fetchImpl(url, { signal: options.signal, credentials: 'same-origin' });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError')
        return { kind: 'aborted', message: url };
      if (error instanceof DOMException && error.name === 'TimeoutError')
        return { kind: 'timeout', message: url };
      return { kind: 'network-error', message: error instanceof Error ? error.message : String(error) };
    }
    if (response.status === 404) return { kind: 'missing', status: 404 };
    if (response.status === 403) return { kind: 'blocked', status: 403 };
    if (!response.ok) return { kind: 'http-error', status: response.status };
    const text = await response.text();
    // A WAF answers 200 with an HTML challenge page instead of JSON.
    if (path.endsWith('.json') && /^\s*</.test(text)) return { kind: 'blocked', status: response.status };
    return { kind: 'ok', text };
  }
}
