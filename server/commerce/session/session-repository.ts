import type { Queryable } from '../../db/database.ts';

/** A shopping session as stored. */
export interface SessionRow {
  id: string;
  site_id: string;
  language: string;
  account_id: string | null;
  expires_at: Date;
  last_seen_at: Date;
}

/** SQL for shopping sessions: one row per session, ended (never deleted) on sign-out. */
export const sessionRepository = {
  /** Store a new session, seen now and expiring at `expiresAt`. */
  async insert(
    db: Queryable,
    session: { id: string; siteId: string; language: string; accountId: string | null },
    now: Date,
    expiresAt: Date,
  ): Promise<void> {
    await db.query(
      `INSERT INTO shopping_sessions (id, site_id, language, account_id, created_at, last_seen_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $5, $6)`,
      [session.id, session.siteId, session.language, session.accountId, now, expiresAt],
    );
  },

  /** The session with this id unless it was ended; expiry is the caller's to check. */
  async findNotEnded(db: Queryable, id: string): Promise<SessionRow | undefined> {
    const [row] = await db.query<SessionRow>(
      `SELECT id, site_id, language, account_id, expires_at, last_seen_at FROM shopping_sessions
       WHERE id = $1 AND ended_at IS NULL`,
      [id],
    );
    return row;
  },

  /** Record a call: the session was seen now and lives until `expiresAt`. */
  async touch(db: Queryable, id: string, now: Date, expiresAt: Date): Promise<void> {
    await db.query('UPDATE shopping_sessions SET last_seen_at = $2, expires_at = $3 WHERE id = $1', [
      id,
      now,
      expiresAt,
    ]);
  },

  /** End a session (sign-out): it is never found again. */
  async end(db: Queryable, id: string, now: Date): Promise<void> {
    await db.query('UPDATE shopping_sessions SET ended_at = $2 WHERE id = $1', [id, now]);
  },

  /** Store the session's language. */
  async setLanguage(db: Queryable, id: string, language: string): Promise<void> {
    await db.query('UPDATE shopping_sessions SET language = $2 WHERE id = $1', [id, language]);
  },
};
