/**
 * How one server calls another: a request and its answer as text. Over the network it is `fetch`; when both ends run
 * in this process, `app.inject` serves the same request without a socket, through the same routes.
 */
export interface TransportRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  body?: string;
}
export type HttpTransport = (request: TransportRequest) => Promise<{ status: number; body: string }>;

/** Calls over HTTP, giving up after `timeoutMs` (a hung peer must not hold a checkout forever). */
export function fetchTransport(timeoutMs = 20_000): HttpTransport {
  return async (request) => {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: response.status, body: await response.text() };
  };
}

/** Calls the app in this process; absolute URLs are reduced to their path. */
export function injectTransport(app: {
  inject(options: {
    method: TransportRequest['method'];
    url: string;
    headers: Record<string, string>;
    payload?: string;
  }): Promise<{ statusCode: number; body: string }>;
}): HttpTransport {
  return async (request) => {
    const url = /^https?:/.test(request.url) ? new URL(request.url) : undefined;
    const response = await app.inject({
      method: request.method,
      url: url ? `${url.pathname}${url.search}` : request.url,
      headers: request.headers,
      ...(request.body === undefined ? {} : { payload: request.body }),
    });
    return { status: response.statusCode, body: response.body };
  };
}
