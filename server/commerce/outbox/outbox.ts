import type { Queryable } from '../../db/database.ts';
import type { MailContent, MailKind } from './email-templates.ts';

/** An e-mail to queue: a template's content plus who gets it and for which site. */
export interface OutgoingMail extends MailContent {
  recipient: string;
  siteId: string | null;
}

export interface OutboxEntry extends OutgoingMail {
  id: number;
  createdAt: string;
}

/** The part of a request logger the outbox uses. */
export interface MailLogger {
  info(details: object, message: string): void;
}

interface OutboxRow {
  id: number;
  kind: MailKind;
  recipient: string;
  subject: string;
  body_text: string;
  site_id: string | null;
  created_at: Date | string;
}

/** Keep the domain (useful when reading logs), hide the person. */
export const maskEmail = (email: string): string => email.replace(/^(.)[^@]*/, '$1***');

/**
 * E-mails the shop would send, stored in the `outbox` table. A mail is queued in the caller's transaction, so it
 * exists exactly when the signup, request or ticket it announces does; a sender (or a person, at /api/dev/outbox)
 * reads them from there.
 */
export class Outbox {
  constructor(private readonly db: Queryable) {}

  async enqueue(tx: Queryable, mail: OutgoingMail, log?: MailLogger): Promise<number> {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO outbox (kind, recipient, subject, body_text, site_id) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [mail.kind, mail.recipient, mail.subject, mail.bodyText, mail.siteId],
    );
    const id = Number(row!.id);
    log?.info(
      { outboxId: id, kind: mail.kind, recipient: maskEmail(mail.recipient), siteId: mail.siteId },
      'e-mail queued',
    );
    return id;
  }

  /** Newest first. */
  async list(options: { limit: number; kind?: MailKind }): Promise<OutboxEntry[]> {
    const rows = await this.db.query<OutboxRow>(
      `SELECT id, kind, recipient, subject, body_text, site_id, created_at FROM outbox
       WHERE $1::text IS NULL OR kind = $1 ORDER BY id DESC LIMIT $2`,
      [options.kind ?? null, options.limit],
    );
    return rows.map((row) => ({
      id: Number(row.id),
      kind: row.kind,
      recipient: row.recipient,
      subject: row.subject,
      bodyText: row.body_text,
      siteId: row.site_id,
      createdAt: new Date(row.created_at).toISOString(),
    }));
  }
}
