import type { Queryable } from '../../db/database.ts';
import type { MailContent, MailKind } from './email-templates.ts';
import { outboxRepository } from './outbox-repository.ts';

/** An e-mail to queue: a template's content plus who gets it and for which site. */
export interface OutgoingMail extends MailContent {
  recipient: string;
  siteId: string | null;
}

/** A queued e-mail as the developer outbox shows it. */
export interface OutboxEntry extends OutgoingMail {
  id: number;
  createdAt: string;
}

/** The part of a request logger the outbox uses. */
export interface MailLogger {
  info(details: object, message: string): void;
}

/** Keep the domain (useful when reading logs), hide the person. */
export const maskEmail = (email: string): string => email.replace(/^(.)[^@]*/, '$1***');

/**
 * E-mails the shop would send, stored in the `outbox` table. A mail is queued in the caller's transaction, so it
 * exists exactly when the signup, request or ticket it announces does; a sender (or a person, at /api/dev/outbox)
 * reads them from there.
 */
export class OutboxService {
  constructor(private readonly db: Queryable) {}

  async enqueue(tx: Queryable, mail: OutgoingMail, log?: MailLogger): Promise<number> {
    const id = await outboxRepository.insert(tx, mail);
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
    }));
  }
}
