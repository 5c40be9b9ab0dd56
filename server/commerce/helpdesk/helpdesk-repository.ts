import type { TicketFields } from '../../../schemas/api/helpdesk.schema.ts';
import type { Queryable } from '../../db/database.ts';

/** A file sent with a contact enquiry, its type already checked. */
export interface TicketAttachment {
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/** SQL for contact enquiries: a ticket and its attached files. */
export const helpdeskRepository = {
  /** Store a ticket (custom fields as JSON) and answer its id. */
  async insertTicket(
    tx: Queryable,
    ticket: {
      fields: TicketFields;
      description: string;
      customFields: Record<string, string>;
      createdAt: Date;
    },
  ): Promise<number> {
    const { fields } = ticket;
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO helpdesk_tickets
         (subject, email, description, priority, status, type, custom_fields, product_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9) RETURNING id`,
      [
        fields.subject,
        fields.email,
        ticket.description,
        fields.priority,
        fields.status,
        fields.type,
        JSON.stringify(ticket.customFields),
        fields.product_id ?? null,
        ticket.createdAt,
      ],
    );
    return Number(row!.id);
  },

  async insertAttachment(tx: Queryable, ticketId: number, attachment: TicketAttachment): Promise<void> {
    await tx.query(
      'INSERT INTO helpdesk_attachments (ticket_id, filename, content_type, bytes) VALUES ($1, $2, $3, $4)',
      [ticketId, attachment.filename, attachment.contentType, attachment.bytes],
    );
  },
};
