import type { TicketFields } from '../../../schemas/api/helpdesk.schema.ts';
import type { Database } from '../../db/database.ts';
import { helpdeskTicketReceived } from '../outbox/email-templates.ts';
import type { MailLogger, OutboxService } from '../outbox/outbox-service.ts';
import { helpdeskRepository as tickets, type TicketAttachment } from './helpdesk-repository.ts';

/** What the helpdesk service uses: the database, the clock and the outbox for the acknowledgement. */
export interface HelpdeskServiceDependencies {
  db: Database;
  now: () => Date;
  outbox: Pick<OutboxService, 'enqueue'>;
}

/** Contact enquiries: a ticket, its files and the acknowledgement e-mail, all or nothing. */
export class HelpdeskService {
  constructor(private readonly deps: HelpdeskServiceDependencies) {}

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
    return this.deps.db.transaction(async (tx) => {
      const id = await tickets.insertTicket(tx, {
        fields,
        // Browsers send form line breaks as CRLF.
        description: fields.description.replace(/\r\n?/g, '\n'),
        customFields,
        createdAt: this.deps.now(),
      });
      for (const attachment of attachments) await tickets.insertAttachment(tx, id, attachment);
      await this.deps.outbox.enqueue(
        tx,
        { ...helpdeskTicketReceived(id), recipient: fields.email, siteId },
        log,
      );
      return id;
    });
  }
}
