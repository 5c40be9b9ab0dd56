import { randomUUID } from 'node:crypto';
import type { CommerceContext, ShoppingSession } from '../../api/context.ts';
import type { CommerceSite } from '../../api/site-directory.ts';

/** Sessions last this long after the last call (sliding), then answer 401 and the client creates a new one. */
export const SESSION_IDLE_LIFETIME_MS = 30 * 24 * 3600 * 1000;
/** Sliding expiry is written at most this often, so reads stay reads. */
const TOUCH_INTERVAL_MS = 60 * 1000;

interface SessionRow {
  id: string;
  site_id: string;
  language: string;
  account_id: string | null;
  expires_at: Date;
  last_seen_at: Date;
}

/**
 * A session read from the database is trusted for this long without reading it again: every API call needs it, and
 * it changes only on sign-out and language change (both evict it here). Another server process may honour an ended
 * session for at most this long.
 */
const SESSION_CACHE_MS = 5000;

export class SessionService {
  private readonly recent = new Map<string, { at: number; session: ShoppingSession }>();

  constructor(private readonly context: CommerceContext) {}

  async create(site: CommerceSite, language: string, accountId: string | null): Promise<ShoppingSession> {
    const id = randomUUID();
    const now = this.context.now();
    const expiresAt = new Date(now.getTime() + SESSION_IDLE_LIFETIME_MS);
    await this.context.db.query(
      `INSERT INTO shopping_sessions (id, site_id, language, account_id, created_at, last_seen_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $5, $6)`,
      [id, site.siteId, language, accountId, now, expiresAt],
    );
    return { id, siteId: site.siteId, language, accountId, expiresAt, site };
  }

  /** The live session with this id, or undefined when it never existed, ended or expired. */
  async find(id: string): Promise<ShoppingSession | undefined> {
    const now = this.context.now();
    const hit = this.recent.get(id);
    if (hit && now.getTime() - hit.at < SESSION_CACHE_MS && hit.session.expiresAt > now) return hit.session;
    const session = await this.read(id);
    if (session) this.remember(session);
    else this.recent.delete(id);
    return session;
  }

  private remember(session: ShoppingSession) {
    // Bounded: the oldest entry goes first.
    if (this.recent.size >= 10_000) this.recent.delete(this.recent.keys().next().value!);
    this.recent.set(session.id, { at: this.context.now().getTime(), session });
  }

  private async read(id: string): Promise<ShoppingSession | undefined> {
    const [row] = await this.context.db.query<SessionRow>(
      `SELECT id, site_id, language, account_id, expires_at, last_seen_at FROM shopping_sessions
       WHERE id = $1 AND ended_at IS NULL`,
      [id],
    );
    const now = this.context.now();
    if (!row || new Date(row.expires_at) <= now) return undefined;
    const site = await this.context.sites.bySiteId(row.site_id);
    if (!site) return undefined;
    let expiresAt = new Date(row.expires_at);
    if (now.getTime() - new Date(row.last_seen_at).getTime() > TOUCH_INTERVAL_MS) {
      expiresAt = new Date(now.getTime() + SESSION_IDLE_LIFETIME_MS);
      await this.context.db.query(
        'UPDATE shopping_sessions SET last_seen_at = $2, expires_at = $3 WHERE id = $1',
        [id, now, expiresAt],
      );
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

  async end(id: string): Promise<void> {
    this.recent.delete(id);
    await this.context.db.query('UPDATE shopping_sessions SET ended_at = $2 WHERE id = $1', [
      id,
      this.context.now(),
    ]);
  }

  async setLanguage(id: string, language: string): Promise<void> {
    this.recent.delete(id);
    await this.context.db.query('UPDATE shopping_sessions SET language = $2 WHERE id = $1', [id, language]);
  }
}
