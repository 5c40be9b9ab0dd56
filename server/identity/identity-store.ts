import type { Queryable } from '../db/database.ts';

/** A user of the pool as stored; `attributes` holds every attribute but email (given_name, custom:*...). */
export interface IdentityUser {
  sub: string;
  username: string;
  email: string;
  passwordHash: string;
  confirmed: boolean;
  emailVerified: boolean;
  attributes: Record<string, string>;
}

export type CodePurpose = 'confirm-sign-up' | 'reset-password';

interface UserRow {
  sub: string;
  username: string;
  email: string;
  password_hash: string;
  confirmed: boolean;
  email_verified: boolean;
  attributes: Record<string, string> | string;
}

const toUser = (row: UserRow): IdentityUser => ({
  sub: row.sub,
  username: row.username,
  email: row.email,
  passwordHash: row.password_hash,
  confirmed: row.confirmed,
  emailVerified: row.email_verified,
  attributes: typeof row.attributes === 'string' ? JSON.parse(row.attributes) : row.attributes,
});

const USER_COLUMNS = 'sub, username, email, password_hash, confirmed, email_verified, attributes';

/** Usernames are e-mail addresses, matched whatever their case. */
export const usernameKey = (username: string) => username.trim().toLowerCase();

/** SQL for the pool's users, codes and sign-in sessions. */
export const identityStore = {
  async userByUsername(db: Queryable, username: string): Promise<IdentityUser | undefined> {
    const rows = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM identity_users WHERE username = $1`, [
      usernameKey(username),
    ]);
    return rows[0] && toUser(rows[0]);
  },

  async userBySub(db: Queryable, sub: string): Promise<IdentityUser | undefined> {
    const rows = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM identity_users WHERE sub = $1`, [sub]);
    return rows[0] && toUser(rows[0]);
  },

  /** Add a user; false when the username (or sub) is taken. */
  async insertUser(db: Queryable, user: IdentityUser, now: Date): Promise<boolean> {
    const rows = await db.query(
      `INSERT INTO identity_users (sub, username, email, password_hash, confirmed, email_verified, attributes,
         created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) ON CONFLICT DO NOTHING RETURNING sub`,
      [
        user.sub,
        user.username,
        user.email,
        user.passwordHash,
        user.confirmed,
        user.emailVerified,
        JSON.stringify(user.attributes),
        now,
      ],
    );
    return rows.length === 1;
  },

  async confirm(db: Queryable, sub: string, now: Date): Promise<void> {
    await db.query(
      'UPDATE identity_users SET confirmed = true, email_verified = true, updated_at = $2 WHERE sub = $1',
      [sub, now],
    );
  },

  /**
   * Set a new password and end every sign-in session of the user but `keepSession` (the one that made the change, if
   * any): whoever signed in with the old password is out. Run it in a transaction: the sessions are ended by a second
   * statement, which sees every session a sign-in with the old password managed to add before the first one.
   */
  async setPasswordEndingSessions(
    tx: Queryable,
    change: { sub: string; passwordHash: string; now: Date; keepSession?: string },
  ): Promise<void> {
    await tx.query('UPDATE identity_users SET password_hash = $2, updated_at = $3 WHERE sub = $1', [
      change.sub,
      change.passwordHash,
      change.now,
    ]);
    await tx.query(
      `UPDATE identity_sessions SET revoked_at = $2
       WHERE sub = $1 AND revoked_at IS NULL AND origin_jti <> $3`,
      [change.sub, change.now, change.keepSession ?? ''],
    );
  },

  async setEmail(db: Queryable, sub: string, email: string, now: Date): Promise<void> {
    await db.query('UPDATE identity_users SET email = $2, updated_at = $3 WHERE sub = $1', [sub, email, now]);
  },

  async setAttributes(
    db: Queryable,
    sub: string,
    attributes: Record<string, string>,
    now: Date,
  ): Promise<void> {
    await db.query('UPDATE identity_users SET attributes = $2, updated_at = $3 WHERE sub = $1', [
      sub,
      JSON.stringify(attributes),
      now,
    ]);
  },

  /** Replace the user's code for `purpose` (a new code voids the last one). */
  async putCode(
    db: Queryable,
    code: { sub: string; purpose: CodePurpose; codeHash: string; expiresAt: Date },
  ): Promise<void> {
    await db.query(
      `INSERT INTO identity_codes (sub, purpose, code_hash, expires_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (sub, purpose) DO UPDATE SET code_hash = $3, expires_at = $4, failed_attempts = 0`,
      [code.sub, code.purpose, code.codeHash, code.expiresAt],
    );
  },

  async code(
    db: Queryable,
    sub: string,
    purpose: CodePurpose,
  ): Promise<{ codeHash: string; expiresAt: Date; failedAttempts: number } | undefined> {
    const rows = await db.query<{ code_hash: string; expires_at: Date | string; failed_attempts: number }>(
      'SELECT code_hash, expires_at, failed_attempts FROM identity_codes WHERE sub = $1 AND purpose = $2',
      [sub, purpose],
    );
    const row = rows[0];
    return (
      row && {
        codeHash: row.code_hash,
        expiresAt: new Date(row.expires_at),
        failedAttempts: row.failed_attempts,
      }
    );
  },

  async countFailedCode(db: Queryable, sub: string, purpose: CodePurpose): Promise<void> {
    await db.query(
      'UPDATE identity_codes SET failed_attempts = failed_attempts + 1 WHERE sub = $1 AND purpose = $2',
      [sub, purpose],
    );
  },

  async deleteCode(db: Queryable, sub: string, purpose: CodePurpose): Promise<void> {
    await db.query('DELETE FROM identity_codes WHERE sub = $1 AND purpose = $2', [sub, purpose]);
  },

  /**
   * Add a sign-in session; with `passwordHash`, only while it is still the user's password (false otherwise): the
   * user's row is share-locked, so a password set meanwhile either waits for this session (and then ends it) or has
   * already made this insert add nothing.
   */
  async insertSession(
    db: Queryable,
    session: { originJti: string; sub: string; refreshTokenHash: string; authTime: Date; expiresAt: Date },
    passwordHash?: string,
  ): Promise<boolean> {
    const values = [
      session.originJti,
      session.sub,
      session.refreshTokenHash,
      session.authTime,
      session.expiresAt,
    ];
    const rows = await db.query(
      `INSERT INTO identity_sessions (origin_jti, sub, refresh_token_hash, auth_time, expires_at)
       SELECT $1, sub, $3, $4, $5 FROM identity_users
       WHERE sub = $2 AND ($6::text IS NULL OR password_hash = $6) FOR SHARE
       RETURNING origin_jti`,
      [...values, passwordHash ?? null],
    );
    return rows.length === 1;
  },

  async sessionByRefreshHash(
    db: Queryable,
    refreshTokenHash: string,
  ): Promise<
    { originJti: string; sub: string; authTime: Date; expiresAt: Date; revoked: boolean } | undefined
  > {
    const rows = await db.query<{
      origin_jti: string;
      sub: string;
      auth_time: Date | string;
      expires_at: Date | string;
      revoked_at: Date | string | null;
    }>(
      'SELECT origin_jti, sub, auth_time, expires_at, revoked_at FROM identity_sessions WHERE refresh_token_hash = $1',
      [refreshTokenHash],
    );
    const row = rows[0];
    return (
      row && {
        originJti: row.origin_jti,
        sub: row.sub,
        authTime: new Date(row.auth_time),
        expiresAt: new Date(row.expires_at),
        revoked: row.revoked_at !== null,
      }
    );
  },

  /** The e-mail of the user behind a live (not signed-out) session, for checking an access token. */
  async liveSessionEmail(db: Queryable, originJti: string, sub: string): Promise<string | undefined> {
    const rows = await db.query<{ email: string }>(
      `SELECT u.email FROM identity_sessions s JOIN identity_users u ON u.sub = s.sub
       WHERE s.origin_jti = $1 AND s.sub = $2 AND s.revoked_at IS NULL`,
      [originJti, sub],
    );
    return rows[0]?.email;
  },

  async revokeSessions(db: Queryable, sub: string, now: Date): Promise<void> {
    await db.query('UPDATE identity_sessions SET revoked_at = $2 WHERE sub = $1 AND revoked_at IS NULL', [
      sub,
      now,
    ]);
  },
};
