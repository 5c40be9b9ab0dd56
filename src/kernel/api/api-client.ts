import {
  SESSION_HEADER,
  SITE_TAG_PARAM,
  STOREFRONT_CLIENT_ID,
  STOREFRONT_CLIENT_KEY,
  SUBFOLDER_HEADER,
} from '../../../schemas/api/conventions.ts';
import type { SessionResponse } from '../../../schemas/api/session.schema.ts';
import { API_SESSION_KEY } from '../browser/shopping-session.ts';
import type { AuthTokens, KeyValueStorage, PreconditionRequired } from '../types/index.ts';
import { ApiAttempts } from './api-attempts.ts';
import {
  ApiRequestError,
  ApiTransportError,
  PRECONDITION_REQUIRED,
  isPreconditionRequired,
  sessionStillRequired,
} from './api-errors.ts';
import { ApiSession } from './api-session.ts';
import { globalTimers, type ApiTimers } from './api-timers.ts';

export type { ApiTimers } from './api-timers.ts';

/** What the API needs to know of the site a call is for; read before every call, so it follows the URL. */
export interface ApiSite {
  /** From metadata-v2.json; sent as the `siteTag` query parameter of every /api path. */
  siteTag: string;
  /** From the site's config.json; names the site when a session is created. */
  sitePublicId: string;
  /** Empty for sites without a country folder: then no subfolder header is sent. */
  countryFolder: string;
  language: string;
}

export interface ApiClientOptions {
  fetch: typeof fetch;
  storage: KeyValueStorage;
  site: () => ApiSite | Promise<ApiSite>;
  tokens: AuthTokens;
  timers?: ApiTimers;
  /** Origin of the API; empty for the page's own. */
  baseUrl?: string;
  timeoutMs?: number;
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  signal?: AbortSignal;
  /** A call's own headers (an idempotency key, a captcha type); the conventional ones are added and win. */
  headers?: Record<string, string>;
  /**
   * The API answers this call only inside a shopping session (the cart's): with no session id held, `call` creates
   * the session first rather than make a call bound to be refused with 428.
   */
  inSession?: boolean;
}

/** Our own default, long enough for a payment provider behind the API. */
export const DEFAULT_TIMEOUT_MS = 30_000;

const BASIC_AUTHORIZATION = `Basic ${btoa(`${STOREFRONT_CLIENT_ID}:${STOREFRONT_CLIENT_KEY}`)}`;

/**
 * The one client of the commerce API, with the API's call conventions: cookies, the shopping session
 * header (kept from answers, persisted for reloads), JSON, the subfolder header, `siteTag` on /api paths, Basic or
 * Bearer authorization; 401 recovery, the 428 marker, errors with their body, and the per-URL attempt limit. The
 * session's keeping and creation (`ApiSession`) and the attempt limit (`ApiAttempts`) are collaborators beside it.
 */
export class ApiClient {
  private readonly session: ApiSession;
  private readonly attempts: ApiAttempts;
  private readonly timers: ApiTimers;

  constructor(private readonly options: ApiClientOptions) {
    this.timers = options.timers ?? globalTimers;
    this.attempts = new ApiAttempts(this.timers);
    this.session = new ApiSession(options.storage, API_SESSION_KEY, options.tokens, {
      site: () => this.site(),
      create: async (path, body) => {
        const { url, response } = await this.send(path, { method: 'POST', body });
        return this.settle<SessionResponse>(url, response);
      },
    });
  }

  /** The shopping session id the API issued, if any. */
  get sessionId(): string | undefined {
    return this.session.id;
  }

  /** The site the next call is for. */
  site(): Promise<ApiSite> {
    return Promise.resolve(this.options.site());
  }

  /**
   * The full address of an API path for the browser itself to visit (a page of the API's, not a call): with the
   * site's `siteTag`, but none of a call's headers, so only what the query proves gets through.
   */
  async address(path: string, query?: ApiRequest['query']): Promise<string> {
    return this.url(path, query, await this.site());
  }

  /** Be told when a new session replaces an earlier one; returns the unsubscribe. */
  onSessionRestart(listener: () => void): () => void {
    return this.session.onRestart(listener);
  }

  /**
   * One call. Resolves with the parsed body, or the 428 marker; raises `ApiRequestError` for status 400 or above,
   * `ApiTransportError` when no answer came, `ApiClientError` for a failed session or too many attempts.
   */
  async request<T>(path: string, init: ApiRequest = {}): Promise<T | PreconditionRequired> {
    const { url, response } = await this.send(path, init);
    if (response.status === 401) return this.recover<T>(path, init);
    return this.settle<T>(url, response);
  }

  /**
   * One call inside a shopping session: on the 428 marker (a session the API no longer knows, or a call made before
   * one existed), create the session and make the call once more. Resolves
   * with the parsed body; raises as `request` does, and with code SESSION_REQUIRED when the API still asks.
   */
  async call<T>(path: string, init: ApiRequest = {}): Promise<T> {
    if (init.inSession && !this.session.id) await this.createSession();
    let answer = await this.request<T>(path, init);
    if (isPreconditionRequired(answer)) {
      await this.createSession();
      answer = await this.request<T>(path, init);
    }
    if (isPreconditionRequired(answer)) throw sessionStillRequired();
    return answer;
  }

  /**
   * POST /api/session when signed in, else /api/basic-session, with the site's language and public id; several
   * callers at once share one creation. Gives up after 3 attempts with 'User Session Failed To Validate'.
   */
  createSession(): Promise<SessionResponse> {
    return this.session.create();
  }

  /** Forget the session id (sign out): the next session created is a restart. */
  resetSession(): void {
    this.session.reset();
  }

  /** GET /api/session/logout, then forget the id. */
  async endSession(): Promise<void> {
    try {
      await this.request<void>('/api/session/logout');
    } finally {
      this.resetSession();
    }
  }

  /** PUT /api/session/updateProperties?paramId=lang: the chosen language, kept on the session. */
  setSessionLanguage(language: string): Promise<SessionResponse | PreconditionRequired> {
    return this.request<SessionResponse>('/api/session/updateProperties', {
      method: 'PUT',
      query: { paramId: 'lang' },
      body: { value: language },
    });
  }

  /** 401: refresh the access token, create the session again, retry once; else sign out and raise. */
  private async recover<T>(path: string, init: ApiRequest): Promise<T | PreconditionRequired> {
    try {
      if (!(await this.options.tokens.refresh())) throw new Error('The access token could not be refreshed');
      // The id in hand was refused: do not send it to the creation.
      this.session.dropRefused();
      await this.createSession();
    } catch (error) {
      return this.session.fail(error);
    }
    const { url, response } = await this.send(path, init);
    if (response.status === 401) return this.session.fail(await readBody(response));
    return this.settle<T>(url, response);
  }

  /** Status 428 gives the marker and resets the URL's counter; 400 and above raise; a success ends the retrying. */
  private async settle<T>(url: string, response: Response): Promise<T | PreconditionRequired> {
    if (response.status === 428) {
      // Nobody reads this answer's body: let it go, so the connection is not held open for it.
      void response.body?.cancel().catch(() => undefined);
      this.attempts.clear(url);
      return PRECONDITION_REQUIRED;
    }
    const body = await readBody(response);
    if (response.status >= 400) throw new ApiRequestError(response.status, body, url);
    this.attempts.clear(url);
    return body as T;
  }

  private async send(path: string, init: ApiRequest): Promise<{ url: string; response: Response }> {
    const site = await this.site();
    const url = this.url(path, init.query, site);
    this.attempts.count(url);
    // A form with files goes as multipart: the browser writes its content type, with the boundary.
    const multipart = typeof FormData !== 'undefined' && init.body instanceof FormData;
    const headers: Record<string, string> = {
      ...init.headers,
      ...(multipart ? {} : { 'content-type': 'application/json' }),
      authorization: this.authorization(),
    };
    if (this.session.id) headers[SESSION_HEADER] = this.session.id;
    if (site.countryFolder) headers[SUBFOLDER_HEADER] = site.countryFolder;

    const controller = new AbortController();
    let timedOut = false;
    const timer = this.timers.setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    const abort = () => controller.abort();
    init.signal?.addEventListener('abort', abort);
    try {
      if (init.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
      const response = await this.options.fetch(url, {
        method: init.method ?? 'GET',
        headers,
        body:
          init.body === undefined
            ? undefined
            : multipart
              ? (init.body as FormData)
              : JSON.stringify(init.body),
        credentials: 'include',
        signal: controller.signal,
      });
      this.session.keep(response.headers.get(SESSION_HEADER));
      return { url, response };
    } catch (error) {
      const kind = timedOut ? 'timeout' : init.signal?.aborted ? 'aborted' : 'network-error';
      throw new ApiTransportError(kind, url, { cause: error });
    } finally {
      this.timers.clearTimeout(timer);
      init.signal?.removeEventListener('abort', abort);
    }
  }

  private url(path: string, query: ApiRequest['query'], site: ApiSite): string {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {}))
      if (value !== undefined) params.set(key, String(value));
    if (path.startsWith('/api/') && site.siteTag) params.set(SITE_TAG_PARAM, site.siteTag);
    const search = params.toString();
    return `${this.options.baseUrl ?? ''}${path}${search ? `?${search}` : ''}`;
  }

  private authorization(): string {
    const token = this.options.tokens.accessToken();
    return token ? `Bearer ${token}` : BASIC_AUTHORIZATION;
  }
}

/** JSON when it parses, the text otherwise (a firewall page), undefined when empty (204). */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
