import type { Queryable } from '../../db/database.ts';
import type { MailKind } from './email-templates.ts';

/** A queued e-mail as stored. */
export interface OutboxRow {
  id: number;
  kind: MailKind;
  recipient: string;
  subject: string;
  body_text: string;
  site_id: string | null;
  created_at: Date | string;
}

/** SQL for the `outbox` table: e-mails the shop would send, newest last. */
export const outboxRepository = {
  /** Queue one e-mail (in the caller's transaction when `db` is one) and answer its id. */
  async insert(
    db: Queryable,
    mail: { kind: MailKind; recipient: string; subject: string; bodyText: string; siteId: string | null },
  ): Promise<number> {
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO outbox (kind, recipient, subject, body_text, site_id) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [mail.kind, mail.recipient, mail.subject, mail.bodyText, mail.siteId],
    );
    return Number(row!.id);
  },

  /** The newest `limit` e-mails, of one kind or all. */
  list(db: Queryable, limit: number, kind: MailKind | null): Promise<OutboxRow[]> {
    return db.query<OutboxRow>(
      `SELECT id, kind, recipient, subject, body_text, site_id, created_at FROM outbox
       WHERE $1::text IS NULL OR kind = $1 ORDER BY id DESC LIMIT $2`,
      [kind, limit],
    );
  },
};
