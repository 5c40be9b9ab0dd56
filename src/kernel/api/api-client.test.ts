import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../../tests/helpers/fake-services.ts';
import type { AuthTokens } from '../types/index.ts';
import { ApiClient, type ApiSite } from './api-client.ts';
import { ApiClientError, ApiRequestError, ApiTransportError, PRECONDITION_REQUIRED } from './api-errors.ts';

const BASIC = `Basic ${btoa('storefront:public')}`;
const UK: ApiSite = { siteTag: 'demo', sitePublicId: 'maison-nord-uk', countryFolder: 'uk', language: 'en' };
const JP: ApiSite = { siteTag: 'demo', sitePublicId: 'maison-nord-jp', countryFolder: '', language: 'ja' };

type Answer = { status: number; body?: unknown; session?: string } | Error;
interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

/** A fetch that answers from a queue (the last answer repeats) and records what was sent. */
function fakeFetch(...answers: Answer[]) {
  const sent: Sent[] = [];
  const queue = [...answers];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    sent.push({
      url: String(input),
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      credentials: init.credentials,
    });
    const answer = queue.length > 1 ? queue.shift()! : queue[0]!;
    if (answer instanceof Error) throw answer;
    const text =
      answer.body === undefined
        ? null
        : typeof answer.body === 'string'
          ? answer.body
          : JSON.stringify(answer.body);
    return new Response(answer.status === 204 ? null : text, {
      status: answer.status,
      headers: answer.session ? { 'x-shopping-session': answer.session } : {},
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, sent, queue };
}

function tokens(overrides: Partial<AuthTokens> = {}): AuthTokens & { signedOut: number } {
  const result = {
    signedOut: 0,
    accessToken: () => undefined as string | undefined,
    refresh: async () => true,
    signOut: async () => {
      result.signedOut += 1;
    },
    ...overrides,
  };
  return result;
}

function client(
  fetch: typeof globalThis.fetch,
  options: { storage?: MemoryStorage; site?: ApiSite; tokens?: AuthTokens; timeoutMs?: number } = {},
) {
  return new ApiClient({
    fetch,
    storage: options.storage ?? new MemoryStorage(),
    site: () => options.site ?? UK,
    tokens: options.tokens ?? tokens(),
    timeoutMs: options.timeoutMs,
  });
}

const session = (id: string) => ({
  status: 200,
  body: { sessionId: id, siteId: 'uk', language: 'en', signedIn: false, expiresAt: '2030-01-01T00:00:00Z' },
  session: id,
});

describe('ApiClient conventions', () => {
  it('sends cookies, JSON, Basic credentials, the subfolder header and siteTag on every /api call', async () => {
    const { fetch, sent } = fakeFetch({ status: 200, body: { ok: true } });
    const result = await client(fetch).request('/api/cart', { query: { lang: 'en', preview: undefined } });
    expect(result).toEqual({ ok: true });
    expect(sent).toEqual([
      {
        url: '/api/cart?lang=en&siteTag=demo',
        method: 'GET',
        headers: { 'content-type': 'application/json', authorization: BASIC, 'x-subfolder': 'uk' },
        body: undefined,
        credentials: 'include',
      },
    ]);
  });

  it('sends no subfolder header for a site without a folder, and no siteTag outside /api', async () => {
    const { fetch, sent } = fakeFetch({ status: 200, body: {} });
    const api = client(fetch, { site: JP });
    await api.request('/api/cart');
    await api.request('/health');
    expect(sent[0]!.headers).toEqual({ 'content-type': 'application/json', authorization: BASIC });
    expect(sent[0]!.url).toBe('/api/cart?siteTag=demo');
    expect(sent[1]!.url).toBe('/health');
  });

  it('sends a Bearer token when the token provider has one', async () => {
    const { fetch, sent } = fakeFetch({ status: 200, body: {} });
    await client(fetch, { tokens: tokens({ accessToken: () => 'jwt-1' }) }).request('/api/cart');
    expect(sent[0]!.headers.authorization).toBe('Bearer jwt-1');
  });

  it('keeps the session id an answer returns, sends it after, and keeps it across a reload', async () => {
    const storage = new MemoryStorage();
    const { fetch, sent } = fakeFetch(
      { status: 200, body: {}, session: 'sid-1.sig' },
      { status: 200, body: {} },
    );
    const api = client(fetch, { storage });
    await api.request('/api/cart');
    await api.request('/api/cart/promotions');
    expect(sent[0]!.headers['x-shopping-session']).toBeUndefined();
    expect(sent[1]!.headers['x-shopping-session']).toBe('sid-1.sig');
    expect(api.sessionId).toBe('sid-1.sig');
    expect(storage.get('storefront:api-session')).toBe('sid-1.sig');

    const reloaded = fakeFetch({ status: 200, body: {} });
    await client(reloaded.fetch, { storage }).request('/api/cart');
    expect(reloaded.sent[0]!.headers['x-shopping-session']).toBe('sid-1.sig');
  });

  it('sends JSON bodies and reads an empty answer as undefined', async () => {
    const { fetch, sent } = fakeFetch({ status: 204 });
    const result = await client(fetch).request('/api/cart/voucher', {
      method: 'PUT',
      body: { action: 'delete' },
    });
    expect(result).toBeUndefined();
    expect(sent[0]).toMatchObject({ method: 'PUT', body: { action: 'delete' } });
  });
});

describe('ApiClient answers', () => {
  it('raises status 400 and above with the status and the parsed body', async () => {
    const body = {
      status: 409,
      code: 'STOCK_QUANTITY_EXCEEDED',
      message: 'Only 2 left',
      details: [{ pointer: '/quantity', rule: 'maximum', message: 'at most 2' }],
    };
    const { fetch } = fakeFetch({ status: 409, body });
    const error = await client(fetch)
      .request('/api/cart', { method: 'POST', body: {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      kind: 'http',
      status: 409,
      code: 'STOCK_QUANTITY_EXCEEDED',
      message: 'Only 2 left',
      details: body.details,
      body,
      blocked: false,
    });
  });

  it('marks a firewall page as blocked', async () => {
    const { fetch } = fakeFetch({ status: 403, body: '<html>denied</html>' });
    const error = await client(fetch)
      .request('/api/cart')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403, code: undefined, blocked: true });
  });

  it('returns the marker on 428 and resets the URL’s attempt counter', async () => {
    const { fetch, sent } = fakeFetch(
      { status: 500, body: { status: 500, code: 'INTERNAL_ERROR', message: 'x' } },
      { status: 500, body: { status: 500, code: 'INTERNAL_ERROR', message: 'x' } },
      { status: 428, body: { status: 428, code: 'SESSION_REQUIRED', message: 'create one' } },
      { status: 200, body: { ok: 1 } },
    );
    const api = client(fetch);
    await expect(api.request('/api/cart')).rejects.toThrow('x');
    await expect(api.request('/api/cart')).rejects.toThrow('x');
    expect(await api.request('/api/cart')).toBe(PRECONDITION_REQUIRED);
    expect(PRECONDITION_REQUIRED).toEqual({ kind: 'precondition-required' });
    // Three attempts so far, but 428 reset the count: three more are allowed.
    expect(await api.request('/api/cart')).toEqual({ ok: 1 });
    expect(await api.request('/api/cart')).toEqual({ ok: 1 });
    expect(await api.request('/api/cart')).toEqual({ ok: 1 });
    expect(sent).toHaveLength(6);
  });

  it('calls inside a session: on the marker creates the session and calls once more', async () => {
    const marker = { status: 428, body: { status: 428, code: 'SESSION_REQUIRED', message: 'create one' } };
    const { fetch, sent } = fakeFetch(marker, session('s.sig'), { status: 200, body: { ok: 1 } });
    expect(await client(fetch).call('/api/cart')).toEqual({ ok: 1 });
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /api/cart?siteTag=demo',
      'POST /api/basic-session?siteTag=demo',
      'GET /api/cart?siteTag=demo',
    ]);
    const again = fakeFetch(marker, session('s.sig'), marker);
    await expect(client(again.fetch).call('/api/cart')).rejects.toMatchObject({
      code: 'SESSION_REQUIRED',
      message: 'The API still asks for a session',
    });
  });

  it('raises network failures, timeouts and aborts as distinct kinds', async () => {
    const offline = fakeFetch(new TypeError('Failed to fetch'));
    await expect(client(offline.fetch).request('/api/cart')).rejects.toMatchObject({
      kind: 'network-error',
      url: '/api/cart?siteTag=demo',
    });

    const hanging = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
        ),
    ) as unknown as typeof fetch;
    const timedOut = await client(hanging, { timeoutMs: 5 })
      .request('/api/cart')
      .catch((e: unknown) => e);
    expect(timedOut).toBeInstanceOf(ApiTransportError);
    expect(timedOut).toMatchObject({ kind: 'timeout' });

    const controller = new AbortController();
    const pending = client(hanging).request('/api/cart', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
  });
});

describe('ApiClient 401 recovery', () => {
  it('refreshes the token, creates the session again and retries the call', async () => {
    const storage = new MemoryStorage();
    storage.set('storefront:api-session', 'old.sig');
    const refresh = vi.fn(async () => true);
    const { fetch, sent } = fakeFetch(
      { status: 401, body: { status: 401, code: 'SESSION_INVALID', message: 'expired' } },
      session('new.sig'),
      { status: 200, body: { items: [] } },
    );
    const api = client(fetch, { storage, tokens: tokens({ refresh }) });
    const restarts = vi.fn();
    api.onSessionRestart(restarts);
    expect(await api.request('/api/cart')).toEqual({ items: [] });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(sent.map((s) => `${s.method} ${s.url} ${s.headers['x-shopping-session'] ?? '-'}`)).toEqual([
      'GET /api/cart?siteTag=demo old.sig',
      'POST /api/basic-session?siteTag=demo -',
      'GET /api/cart?siteTag=demo new.sig',
    ]);
    expect(sent[1]!.body).toEqual({ language: 'en', sitePublicId: 'maison-nord-uk' });
    expect(storage.get('storefront:api-session')).toBe('new.sig');
    expect(restarts).toHaveBeenCalledTimes(1);
  });

  it('creates a signed-in session when there is an access token', async () => {
    const { fetch, sent } = fakeFetch({ status: 401, body: {} }, session('s.sig'), { status: 200, body: {} });
    await client(fetch, { tokens: tokens({ accessToken: () => 'jwt' }) }).request('/api/cart');
    expect(sent[1]!.url).toBe('/api/session?siteTag=demo');
    expect(sent[1]!.headers.authorization).toBe('Bearer jwt');
  });

  it('signs out and raises "User Session Failed To Validate" when the retry is refused again', async () => {
    const storage = new MemoryStorage();
    const auth = tokens();
    const { fetch, sent } = fakeFetch({ status: 401, body: {} }, session('s.sig'), { status: 401, body: {} });
    const error = await client(fetch, { storage, tokens: auth })
      .request('/api/cart')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({ kind: 'session-failed', message: 'User Session Failed To Validate' });
    expect(auth.signedOut).toBe(1);
    expect(sent).toHaveLength(3);
    expect(storage.get('storefront:api-session')).toBeNull();
  });

  it('signs out and raises when the token cannot be refreshed, without creating a session', async () => {
    const auth = tokens({ refresh: async () => false });
    const { fetch, sent } = fakeFetch({ status: 401, body: {} });
    await expect(client(fetch, { tokens: auth }).request('/api/cart')).rejects.toThrow(
      'User Session Failed To Validate',
    );
    expect(auth.signedOut).toBe(1);
    expect(sent).toHaveLength(1);
  });
});

describe('ApiClient session creation', () => {
  it('gives up after 3 attempts with "User Session Failed To Validate"', async () => {
    const { fetch, sent } = fakeFetch({
      status: 503,
      body: { status: 503, code: 'INTERNAL_ERROR', message: 'down' },
    });
    const error = await client(fetch)
      .createSession()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'session-failed', message: 'User Session Failed To Validate' });
    expect((error as Error).cause).toBeInstanceOf(ApiRequestError);
    expect(sent.map((s) => s.url)).toEqual(Array(3).fill('/api/basic-session?siteTag=demo'));
  });

  it('succeeds on a later attempt and shares one creation between callers', async () => {
    const { fetch, sent } = fakeFetch({ status: 502, body: {} }, session('s2.sig'));
    const api = client(fetch);
    const [a, b] = await Promise.all([api.createSession(), api.createSession()]);
    expect(a.sessionId).toBe('s2.sig');
    expect(b).toBe(a);
    expect(sent).toHaveLength(2);
    expect(api.sessionId).toBe('s2.sig');
  });

  it('tells listeners of a restart only when a new session replaces an earlier one', async () => {
    const { fetch } = fakeFetch(session('a.sig'), session('b.sig'));
    const api = client(fetch);
    const restarts = vi.fn();
    api.onSessionRestart(restarts);
    await api.createSession();
    expect(restarts).not.toHaveBeenCalled();
    api.resetSession();
    await api.createSession();
    expect(restarts).toHaveBeenCalledTimes(1);
  });

  it('ends the session and forgets its id; stores the chosen language', async () => {
    const storage = new MemoryStorage();
    storage.set('storefront:api-session', 's.sig');
    const { fetch, sent } = fakeFetch({ status: 200, body: {} }, { status: 204 });
    const api = client(fetch, { storage });
    await api.setSessionLanguage('fr');
    await api.endSession();
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual([
      'PUT /api/session/updateProperties?paramId=lang&siteTag=demo',
      'GET /api/session/logout?siteTag=demo',
    ]);
    expect(sent[0]!.body).toEqual({ value: 'fr' });
    expect(api.sessionId).toBeUndefined();
    expect(storage.get('storefront:api-session')).toBeNull();
  });
});

describe('ApiClient attempts per URL', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const failing = { status: 500, body: { status: 500, code: 'INTERNAL_ERROR', message: 'boom' } };

  it('raises "Exceeded max attempts" on the 4th attempt within 2 s, and allows it again 2 s later', async () => {
    const { fetch, sent } = fakeFetch(failing);
    const api = client(fetch);
    for (let i = 0; i < 3; i++) await expect(api.request('/api/cart')).rejects.toThrow('boom');
    vi.advanceTimersByTime(1999);
    const fourth = await api.request('/api/cart').catch((e: unknown) => e);
    expect(fourth).toBeInstanceOf(ApiClientError);
    expect(fourth).toMatchObject({ kind: 'max-attempts', message: 'Exceeded max attempts' });
    expect(sent).toHaveLength(3);
    // Another URL has its own count.
    await expect(api.request('/api/cart/promotions')).rejects.toThrow('boom');
    vi.advanceTimersByTime(1999);
    await expect(api.request('/api/cart')).rejects.toThrow('Exceeded max attempts');
    vi.advanceTimersByTime(2000);
    await expect(api.request('/api/cart')).rejects.toThrow('boom');
    expect(sent).toHaveLength(5);
  });

  it('lets a success end the count (attempts are retries, not every call)', async () => {
    const { fetch, sent } = fakeFetch({ status: 200, body: {} });
    const api = client(fetch);
    for (let i = 0; i < 5; i++) await api.request('/api/cart');
    expect(sent).toHaveLength(5);
  });
});
