import type { Queryable } from '../../db/database.ts';
import { mailHtml } from './email-html.ts';
import { emailsQueued } from './email-metrics.ts';
import type { MailContent, MailKind } from './email-templates.ts';
import { outboxRepository, type OutboxStatus } from './outbox-repository.ts';

/** An e-mail to queue: a template's content plus who gets it and for which site. */
export interface OutgoingMail extends MailContent {
  recipient: string;
  siteId: string | null;
}

/** A queued e-mail as the developer outbox shows it. */
export interface OutboxEntry extends Omit<OutgoingMail, 'language'> {
  id: number;
  createdAt: string;
  /** pending, sent, failed, expired or skipped (see the outbox-delivery migration). */
  status: OutboxStatus;
}

/** The part of a request logger the outbox uses. */
export interface MailLogger {
  info(details: object, message: string): void;
}

/** Keep the domain (useful when reading logs), hide the person. */
export const maskEmail = (email: string): string => email.replace(/^(.)[^@]*/, '$1***');

/**
 * E-mails the shop sends, stored in the `outbox` table. A mail is queued in the caller's transaction, so it exists
 * exactly when the signup, request or ticket it announces does; the sender (outbox-sender.ts, with SMTP_URL set)
 * delivers it from there, and a developer may read it at /api/dev/outbox. Both parts, plain text and HTML, are
 * written here, so what is sent is what the transaction wrote whatever the templates become.
 */
export class OutboxService {
  constructor(private readonly db: Queryable) {}

  async enqueue(tx: Queryable, mail: OutgoingMail, log?: MailLogger): Promise<number> {
    const id = await outboxRepository.insert(tx, { ...mail, bodyHtml: mailHtml(mail) });
    emailsQueued.inc({ kind: mail.kind });
    log?.info(
      { outboxId: id, kind: mail.kind, recipient: maskEmail(mail.recipient), siteId: mail.siteId },
      'e-mail queued',
    );
    return id;
  }

  /** Newest first. */
  async list(options: { limit: number; kind?: MailKind }): Promise<OutboxEntry[]> {
    const rows = await outboxRepository.list(this.db, options.limit, options.kind ?? null);
    return rows.map((row) => ({
      id: Number(row.id),
      kind: row.kind,
      recipient: row.recipient,
      subject: row.subject,
      bodyText: row.body_text,
      siteId: row.site_id,
      createdAt: new Date(row.created_at).toISOString(),
      status: row.status,
    }));
  }
}
