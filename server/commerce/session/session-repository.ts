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

/** SQL for shopping sessions: one row per session, ended on sign-out, deleted by the sweep once long expired. */
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

  /**
   * Delete up to `limit` sessions that expired, or were ended, before `before`, in one transaction with their
   * anonymous bags: an active bag no order points at goes with its lines; any other bag (an account's, or one an order
   * was placed from) is kept and only loses its link to the session. Returns how many sessions were deleted.
   */
  async deleteExpired(db: Queryable, before: Date, limit: number): Promise<number> {
    const rows = await db.query<{ id: string }>(
      `SELECT id FROM shopping_sessions WHERE expires_at < $1 OR ended_at < $1 ORDER BY expires_at LIMIT $2`,
      [before, limit],
    );
    if (rows.length === 0) return 0;
    const ids = rows.map((row) => row.id);
    await db.query(
      `DELETE FROM carts c WHERE c.session_id = ANY($1::uuid[]) AND c.account_id IS NULL AND c.status = 'ACTIVE'
         AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.cart_id = c.id)`,
      [ids],
    );
    await db.query('UPDATE carts SET session_id = NULL WHERE session_id = ANY($1::uuid[])', [ids]);
    await db.query('DELETE FROM shopping_sessions WHERE id = ANY($1::uuid[])', [ids]);
    return ids.length;
  },

  /** Store the session's language. */
  async setLanguage(db: Queryable, id: string, language: string): Promise<void> {
    await db.query('UPDATE shopping_sessions SET language = $2 WHERE id = $1', [id, language]);
  },
};
