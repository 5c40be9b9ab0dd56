import type { TicketFields } from '../../../schemas/api/helpdesk.schema.ts';
import type { Queryable } from '../../db/database.ts';

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

  /** Store a file's name and checked type and answer its id; its bytes follow as numbered pieces. */
  async insertAttachment(
    tx: Queryable,
    ticketId: number,
    attachment: { filename: string; contentType: string },
  ): Promise<number> {
    const [row] = await tx.query<{ id: number }>(
      'INSERT INTO helpdesk_attachments (ticket_id, filename, content_type) VALUES ($1, $2, $3) RETURNING id',
      [ticketId, attachment.filename, attachment.contentType],
    );
    return Number(row!.id);
  },

  async insertAttachmentChunk(
    tx: Queryable,
    attachmentId: number,
    seq: number,
    bytes: Buffer,
  ): Promise<void> {
    await tx.query('INSERT INTO helpdesk_attachment_chunks (attachment_id, seq, bytes) VALUES ($1, $2, $3)', [
      attachmentId,
      seq,
      bytes,
    ]);
  },

  /** Delete up to `limit` attachments (their pieces follow) of tickets created before `cutoff`; answer how many. */
  async deleteAttachmentsBefore(db: Queryable, cutoff: Date, limit: number): Promise<number> {
    const rows = await db.query(
      `DELETE FROM helpdesk_attachments WHERE id IN (
         SELECT attachment.id FROM helpdesk_attachments attachment
         JOIN helpdesk_tickets ticket ON ticket.id = attachment.ticket_id
         WHERE ticket.created_at < $1 ORDER BY attachment.id LIMIT $2)
       RETURNING id`,
      [cutoff, limit],
    );
    return rows.length;
  },
};
