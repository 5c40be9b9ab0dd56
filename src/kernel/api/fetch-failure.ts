/**
 * The fetch failures the clients distinguish, each reported under its own code so an operator can tell a firewall from
 * a flaky network: HTTP error with status, timeout, network error, aborted, and WAF-blocked.
 */
export type FetchFailureCode =
  'xhr-error' | 'xhr-timeout' | 'xhr-network-error' | 'xhr-abort' | 'waf-blocked';

/** The reported code for each transport outcome the content and API clients tell apart. */
export const FETCH_FAILURE_CODES: Record<string, FetchFailureCode> = {
  'http-error': 'xhr-error',
  http: 'xhr-error',
  timeout: 'xhr-timeout',
  'network-error': 'xhr-network-error',
  aborted: 'xhr-abort',
  blocked: 'waf-blocked',
};

export class FetchFailure extends Error {
  constructor(
    readonly code: FetchFailureCode,
    readonly url: string,
    readonly status?: number,
  ) {
    super(`${code}${status ? ` ${status}` : ''} fetching ${url}`);
    this.name = 'FetchFailure';
  }
}

/**
 * `fetch` with a timeout, classified: resolves with an OK response, or rejects with a FetchFailure. A 403, or HTML
 * where JSON was asked for, is a firewall's answer (waf-blocked).
 */
export async function fetchClassified(
  url: string,
  options: { timeoutMs: number; json?: boolean; signal?: AbortSignal; fetchImpl?: typeof fetch },
): Promise<Response> {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await (options.fetchImpl ?? fetch)(url, {
      signal,
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch (error) {
    if (timeout.aborted) throw new FetchFailure('xhr-timeout', url);
    if (error instanceof DOMException && error.name === 'AbortError')
      throw new FetchFailure('xhr-abort', url);
    throw new FetchFailure('xhr-network-error', url);
  }
  if (response.status === 403) throw new FetchFailure('waf-blocked', url, 403);
  if (!response.ok) throw new FetchFailure('xhr-error', url, response.status);
  if (options.json && /text\/html/.test(response.headers.get('content-type') ?? '')) {
    throw new FetchFailure('waf-blocked', url, response.status);
  }
  return response;
}

/** The failure code of any error a fetch raised, for reports. */
export const failureCode = (error: unknown): FetchFailureCode | 'unknown' =>
  error instanceof FetchFailure ? error.code : 'unknown';
