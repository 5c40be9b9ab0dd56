import { randomUUID } from 'node:crypto';
import type { ShoppingSession } from '../../api/context.ts';
import { signSessionId, verifySessionId } from '../../api/session-token.ts';
import type { CommerceSite, SiteDirectory } from '../../api/site-directory.ts';
import type { Queryable } from '../../db/database.ts';
import { sessionRepository as sessions } from './session-repository.ts';

/** Sessions last this long after the last call (sliding), then answer 401 and the client creates a new one. */
export const SESSION_IDLE_LIFETIME_MS = 30 * 24 * 3600 * 1000;
/** Sliding expiry is written at most this often, so reads stay reads. */
const TOUCH_INTERVAL_MS = 60 * 1000;

/**
 * A session read from the database is trusted for this long without reading it again: every API call needs it, and
 * it changes only on sign-out and language change (both evict it here). Another server process may honour an ended
 * session for at most this long.
 */
const SESSION_CACHE_MS = 5000;

/** What the session service uses: the database, the sites a session may name, the clock and the signing secret. */
export interface SessionServiceDependencies {
  db: Queryable;
  sites: Pick<SiteDirectory, 'bySiteId'>;
  now: () => Date;
  /** Signs the session ids handed to clients, so a guessed or altered id is refused. */
  secret: string;
}

/** Shopping sessions: created, found (with sliding expiry), ended, and the signed ids clients hold for them. */
export class SessionService {
  private readonly recent = new Map<string, { at: number; session: ShoppingSession }>();

  constructor(private readonly deps: SessionServiceDependencies) {}

  async create(site: CommerceSite, language: string, accountId: string | null): Promise<ShoppingSession> {
    const id = randomUUID();
    const now = this.deps.now();
    const expiresAt = new Date(now.getTime() + SESSION_IDLE_LIFETIME_MS);
    await sessions.insert(this.deps.db, { id, siteId: site.siteId, language, accountId }, now, expiresAt);
    return { id, siteId: site.siteId, language, accountId, expiresAt, site };
  }

  /** The live session with this id, or undefined when it never existed, ended or expired. */
  async find(id: string): Promise<ShoppingSession | undefined> {
    const now = this.deps.now();
    const hit = this.recent.get(id);
    if (hit && now.getTime() - hit.at < SESSION_CACHE_MS && hit.session.expiresAt > now) return hit.session;
    const session = await this.read(id);
    if (session) this.remember(session);
    else this.recent.delete(id);
    return session;
  }

  async end(id: string): Promise<void> {
    this.recent.delete(id);
    await sessions.end(this.deps.db, id, this.deps.now());
  }

  async setLanguage(id: string, language: string): Promise<void> {
    this.recent.delete(id);
    await sessions.setLanguage(this.deps.db, id, language);
  }

  /** The signed id a client holds for a session: `{uuid}.{signature}`. */
  token(sessionId: string): string {
    return signSessionId(sessionId, this.deps.secret);
  }

  /** The session uuid a signed id names, or undefined when it is malformed or not signed by this server. */
  idOfToken(token: string): string | undefined {
    return verifySessionId(token, this.deps.secret);
  }

  private remember(session: ShoppingSession) {
    // Bounded: the oldest entry goes first.
    if (this.recent.size >= 10_000) this.recent.delete(this.recent.keys().next().value!);
    this.recent.set(session.id, { at: this.deps.now().getTime(), session });
  }

  private async read(id: string): Promise<ShoppingSession | undefined> {
    const row = await sessions.findNotEnded(this.deps.db, id);
    const now = this.deps.now();
    if (!row || new Date(row.expires_at) <= now) return undefined;
    const site = await this.deps.sites.bySiteId(row.site_id);
    if (!site) return undefined;
    let expiresAt = new Date(row.expires_at);
    if (now.getTime() - new Date(row.last_seen_at).getTime() > TOUCH_INTERVAL_MS) {
      expiresAt = new Date(now.getTime() + SESSION_IDLE_LIFETIME_MS);
      await sessions.touch(this.deps.db, id, now, expiresAt);
    }
    return {
      id: row.id,
      siteId: row.site_id,
      language: row.language,
      accountId: row.account_id,
      expiresAt,
      site,
    };
  }
}
