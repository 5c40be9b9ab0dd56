import type { Queryable } from '../../db/database.ts';
import type { MailKind } from './email-templates.ts';

/** Where a queued e-mail stands: waiting, delivered, given up, too old to send, or written before delivery existed. */
export type OutboxStatus = 'pending' | 'sent' | 'failed' | 'expired' | 'skipped';

/** A queued e-mail as stored. */
export interface OutboxRow {
  id: number;
  kind: MailKind;
  recipient: string;
  subject: string;
  body_text: string;
  site_id: string | null;
  created_at: Date | string;
  status: OutboxStatus;
}

/** A row a sender claimed: what it needs to build and send the message. */
export interface ClaimedMail extends OutboxRow {
  body_html: string | null;
  language: string | null;
  attempts: number;
}

const CLAIMED_COLUMNS = `id, kind, recipient, subject, body_text, body_html, language, site_id, created_at, status, attempts`;

/** SQL for the `outbox` table: e-mails the shop writes in the transaction that causes them, and their delivery. */
export const outboxRepository = {
  /** Queue one e-mail (in the caller's transaction when `db` is one) and answer its id. */
  async insert(
    db: Queryable,
    mail: {
      kind: MailKind;
      recipient: string;
      subject: string;
      bodyText: string;
      bodyHtml: string;
      language: string;
      siteId: string | null;
    },
  ): Promise<number> {
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO outbox (kind, recipient, subject, body_text, body_html, language, site_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [mail.kind, mail.recipient, mail.subject, mail.bodyText, mail.bodyHtml, mail.language, mail.siteId],
    );
    return Number(row!.id);
  },

  /** The newest `limit` e-mails, of one kind or all. */
  list(db: Queryable, limit: number, kind: MailKind | null): Promise<OutboxRow[]> {
    return db.query<OutboxRow>(
      `SELECT id, kind, recipient, subject, body_text, site_id, created_at, status FROM outbox
       WHERE $1::text IS NULL OR kind = $1 ORDER BY id DESC LIMIT $2`,
      [kind, limit],
    );
  },

  /** Mark expired the pending mails never tried within `maxAgeMs` of being written (a backlog from before SMTP). */
  async expireUntried(db: Queryable, maxAgeMs: number): Promise<number> {
    const rows = await db.query(
      `UPDATE outbox SET status = 'expired', last_error = 'not sent within its time to live'
       WHERE status = 'pending' AND attempts = 0 AND created_at < now() - $1 * interval '1 millisecond'
       RETURNING id`,
      [maxAgeMs],
    );
    return rows.length;
  },

  /**
   * Claim up to `limit` due mails for `leaseMs` under `token`, oldest due first, counting an attempt on each. Rows
   * another sender holds are skipped (`FOR UPDATE SKIP LOCKED`) and rows under a live lease are not due, so two
   * senders never claim the same row; a lease that ran out (its sender died) makes the row due again.
   */
  claim(db: Queryable, options: { limit: number; leaseMs: number; token: string }): Promise<ClaimedMail[]> {
    return db.query<ClaimedMail>(
      `UPDATE outbox SET attempts = attempts + 1, claim_token = $3,
         locked_until = now() + $2 * interval '1 millisecond'
       WHERE id IN (
         SELECT id FROM outbox
         WHERE status = 'pending' AND next_attempt_at <= now() AND (locked_until IS NULL OR locked_until <= now())
         ORDER BY next_attempt_at, id LIMIT $1 FOR UPDATE SKIP LOCKED)
       RETURNING ${CLAIMED_COLUMNS}`,
      [options.limit, options.leaseMs, options.token],
    );
  },

  /** Record a delivery; false when the claim was lost (the lease ran out and another sender took the row). */
  async markSent(db: Queryable, id: number, token: string, messageId: string): Promise<boolean> {
    const rows = await db.query(
      `UPDATE outbox SET status = 'sent', sent_at = now(), message_id = $3, locked_until = NULL, last_error = NULL
       WHERE id = $1 AND claim_token = $2 RETURNING id`,
      [id, token, messageId],
    );
    return rows.length > 0;
  },

  /** Record a failed attempt: tried again after `retryInMs`, or given up (`failed`) when `retryInMs` is null. */
  async markFailed(
    db: Queryable,
    id: number,
    token: string,
    error: string,
    retryInMs: number | null,
  ): Promise<void> {
    await db.query(
      `UPDATE outbox SET last_error = $3, locked_until = NULL,
         status = CASE WHEN $4::bigint IS NULL THEN 'failed' ELSE 'pending' END,
         next_attempt_at = now() + COALESCE($4::bigint, 0) * interval '1 millisecond'
       WHERE id = $1 AND claim_token = $2`,
      [id, token, error.slice(0, 1000), retryInMs],
    );
  },

  /** Give back claimed rows not tried (the batch ran short of lease time): due again at once, the attempt undone. */
  async release(db: Queryable, ids: readonly number[], token: string): Promise<void> {
    if (!ids.length) return;
    await db.query(
      `UPDATE outbox SET locked_until = NULL, attempts = attempts - 1
       WHERE id = ANY($1::bigint[]) AND claim_token = $2 AND status = 'pending'`,
      [ids, token],
    );
  },

  /** How many mails wait to be sent. */
  async countPending(db: Queryable): Promise<number> {
    const [row] = await db.query<{ count: number | string }>(
      `SELECT count(*) AS count FROM outbox WHERE status = 'pending'`,
    );
    return Number(row?.count ?? 0);
  },
};
