import { describe, expect, it } from 'vitest';
import { fetchClassified, FetchFailure } from './fetch-failure.ts';

const answer = (response: Response | Error | DOMException) =>
  (async () => {
    if (!(response instanceof Response)) throw response;
    return response;
  }) as unknown as typeof fetch;

async function codeOf(fetchImpl: typeof fetch, options: { json?: boolean; signal?: AbortSignal } = {}) {
  try {
    await fetchClassified('/x.json', { timeoutMs: 1000, fetchImpl, ...options });
    return 'ok';
  } catch (error) {
    return error instanceof FetchFailure
      ? `${error.code}${error.status ? ` ${error.status}` : ''}`
      : String(error);
  }
}

describe('fetchClassified failure codes', () => {
  it('tells each failure apart', async () => {
    expect(await codeOf(answer(new Response('{}')), { json: true })).toBe('ok');
    expect(await codeOf(answer(new Response('no', { status: 500 })))).toBe('xhr-error 500');
    expect(await codeOf(answer(new Response('denied', { status: 403 })))).toBe('waf-blocked 403');
    const challenge = new Response('<html>', { headers: { 'content-type': 'text/html' } });
    expect(await codeOf(answer(challenge), { json: true })).toBe('waf-blocked 200');
    expect(await codeOf(answer(new TypeError('Failed to fetch')))).toBe('xhr-network-error');
    const controller = new AbortController();
    controller.abort();
    expect(
      await codeOf(answer(new DOMException('aborted', 'AbortError')), { signal: controller.signal }),
    ).toBe('xhr-abort');
  });

  it('times out a call that never answers', async () => {
    const never = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) =>
        init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      )) as unknown as typeof fetch;
    await expect(fetchClassified('/slow', { timeoutMs: 20, fetchImpl: never })).rejects.toMatchObject({
      code: 'xhr-timeout',
    });
  });
});
