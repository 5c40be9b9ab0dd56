import { API_LIMITS } from '../../../schemas/api/conventions.ts';
import { SESSION_FAILED_MESSAGE } from '../../../schemas/api/errors.ts';
import type { SessionResponse } from '../../../schemas/api/session.schema.ts';
import type { AuthTokens, KeyValueStorage, PreconditionRequired } from '../types/index.ts';
import { ApiClientError, isPreconditionRequired } from './api-errors.ts';

/** How the session reaches the API: through the client's own calls, so they keep its conventions and counting. */
export interface SessionTransport {
  /** The site's language and public id, which a new session is created with. */
  site(): Promise<{ language: string; sitePublicId: string }>;
  /** POST a creation and settle its answer (the 428 marker, or the body; raises from 400 up). */
  create(path: string, body: unknown): Promise<SessionResponse | PreconditionRequired>;
}

/**
 * The API client's shopping session: the id the API issued (kept from answers, persisted for reloads), its creation
 * shared by concurrent callers and retried, its reset, and telling listeners when a new session replaces one. Kept
 * apart from the client, which sends calls with the id and asks for a session when the API wants one.
 */
export class ApiSession {
  private current: string | undefined;
  /** The last session id held, kept through a reset: a different one arriving is a restart. */
  private lastIssued: string | undefined;
  private readonly restartListeners = new Set<() => void>();
  private creating: Promise<SessionResponse> | undefined;

  constructor(
    private readonly storage: KeyValueStorage,
    /** Where in `storage` the id is persisted. */
    private readonly storageKey: string,
    private readonly tokens: AuthTokens,
    private readonly transport: SessionTransport,
  ) {
    this.current = storage.get(storageKey) ?? undefined;
    this.lastIssued = this.current;
  }

  /** The shopping session id the API issued, if any. */
  get id(): string | undefined {
    return this.current;
  }

  /** Be told when a new session replaces an earlier one; returns the unsubscribe. */
  onRestart(listener: () => void): () => void {
    this.restartListeners.add(listener);
    return () => this.restartListeners.delete(listener);
  }

  /**
   * POST /api/session when signed in, else /api/basic-session, with the site's language and public id; several
   * callers at once share one creation. Gives up after 3 attempts with 'User Session Failed To Validate'.
   */
  create(): Promise<SessionResponse> {
    this.creating ??= this.createWithRetries().finally(() => {
      this.creating = undefined;
    });
    return this.creating;
  }

  /** Forget the session id (sign out): the next session created is a restart. */
  reset(): void {
    this.current = undefined;
    this.storage.remove(this.storageKey);
  }

  /** The id in hand was refused: the next creation goes without it (the stored copy stays until one replaces it). */
  dropRefused(): void {
    this.current = undefined;
  }

  /** The session could not be recovered: forget it, sign out, and raise with the cause. */
  async fail(cause: unknown): Promise<never> {
    this.reset();
    // A failing sign-out must not hide why the shopper was signed out.
    await this.tokens.signOut().catch(() => undefined);
    throw new ApiClientError('session-failed', SESSION_FAILED_MESSAGE, { cause });
  }

  /** Keep (and persist) an id the API answered with; a different one after an earlier session is a restart. */
  keep(id: string | null | undefined): void {
    if (!id || id === this.current) return;
    this.current = id;
    this.storage.set(this.storageKey, id);
    const restarted = this.lastIssued !== undefined && this.lastIssued !== id;
    this.lastIssued = id;
    if (restarted) for (const listener of this.restartListeners) listener();
  }

  private async createWithRetries(): Promise<SessionResponse> {
    const site = await this.transport.site();
    const path = this.tokens.accessToken() ? '/api/session' : '/api/basic-session';
    const body = { language: site.language, sitePublicId: site.sitePublicId };
    let cause: unknown;
    for (let attempt = 0; attempt < API_LIMITS.sessionAttempts; attempt++) {
      try {
        const result = await this.transport.create(path, body);
        if (isPreconditionRequired(result)) throw new Error('Session creation answered 428');
        this.keep(result.sessionId);
        return result;
      } catch (error) {
        cause = error;
      }
    }
    throw new ApiClientError('session-failed', SESSION_FAILED_MESSAGE, { cause });
  }
}
