import type { TicketFields } from '../../../schemas/api/helpdesk.schema.ts';
import type { CommerceContext } from '../../api/context.ts';
import { helpdeskTicketReceived } from '../outbox/email-templates.ts';
import { Outbox, type MailLogger } from '../outbox/outbox.ts';

export interface TicketAttachment {
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/** Contact enquiries (spec 1 section 3): a ticket, its files and the acknowledgement e-mail, all or nothing. */
export class HelpdeskService {
  private readonly outbox: Outbox;

  constructor(private readonly context: CommerceContext) {
    this.outbox = new Outbox(context.db);
  }

  async createTicket(
    fields: TicketFields,
    attachments: TicketAttachment[],
    siteId: string | null,
    log?: MailLogger,
  ): Promise<number> {
    const customFields = {
      cf_language: fields['custom_fields[cf_language]'],
      ...(fields['custom_fields[cf_country]'] ? { cf_country: fields['custom_fields[cf_country]'] } : {}),
    };
    return this.context.db.transaction(async (tx) => {
      const [ticket] = await tx.query<{ id: number }>(
        `INSERT INTO helpdesk_tickets
           (subject, email, description, priority, status, type, custom_fields, product_id, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9) RETURNING id`,
        [
          fields.subject,
          fields.email,
          // Browsers send form line breaks as CRLF.
          fields.description.replace(/\r\n?/g, '\n'),
          fields.priority,
          fields.status,
          fields.type,
          JSON.stringify(customFields),
          fields.product_id ?? null,
          this.context.now(),
        ],
      );
      const id = Number(ticket!.id);
      for (const attachment of attachments) {
        await tx.query(
          'INSERT INTO helpdesk_attachments (ticket_id, filename, content_type, bytes) VALUES ($1, $2, $3, $4)',
          [id, attachment.filename, attachment.contentType, attachment.bytes],
        );
      }
      await this.outbox.enqueue(tx, { ...helpdeskTicketReceived(id), recipient: fields.email, siteId }, log);
      return id;
    });
  }
}
