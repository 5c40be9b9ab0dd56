import { createReadStream } from 'node:fs';
import type { TicketFields } from '../../../schemas/api/helpdesk.schema.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { helpdeskTicketReceived } from '../outbox/email-templates.ts';
import type { MailLogger, OutboxService } from '../outbox/outbox-service.ts';
import { helpdeskRepository as tickets } from './helpdesk-repository.ts';
import type { UploadedFile } from './multipart-form.ts';
import { UploadBudget } from './upload-budget.ts';

/** Attachment bytes go to the database in pieces of this size: the most of a file in memory at once. */
const CHUNK_BYTES = 256 * 1024;
/** Attachments deleted per statement by the retention sweep, so one round never holds a long lock. */
const RETENTION_BATCH = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What the helpdesk service uses: the database, the clock and the outbox for the acknowledgement. */
export interface HelpdeskServiceDependencies {
  db: Database;
  now: () => Date;
  outbox: Pick<OutboxService, 'enqueue'>;
}

/** Contact enquiries: a ticket, its files and the acknowledgement e-mail, all or nothing. */
export class HelpdeskService {
  /** Bytes each client address has uploaded this hour (the routes check and charge it). */
  readonly uploads: UploadBudget;

  constructor(private readonly deps: HelpdeskServiceDependencies) {
    this.uploads = new UploadBudget(deps);
  }

  /** Store the ticket, its already checked files (read from disk a piece at a time) and queue the e-mail. */
  async createTicket(
    fields: TicketFields,
    attachments: UploadedFile[],
    siteId: string | null,
    log?: MailLogger,
  ): Promise<number> {
    const customFields = {
      cf_language: fields['custom_fields[cf_language]'],
      ...(fields['custom_fields[cf_country]'] ? { cf_country: fields['custom_fields[cf_country]'] } : {}),
    };
    // Reading the files again is harmless, so the transaction may still be retried after a lost race.
    return this.deps.db.transaction(async (tx) => {
      const id = await tickets.insertTicket(tx, {
        fields,
        // Browsers send form line breaks as CRLF.
        description: fields.description.replace(/\r\n?/g, '\n'),
        customFields,
        createdAt: this.deps.now(),
      });
      for (const attachment of attachments) await insertAttachment(tx, id, attachment);
      await this.deps.outbox.enqueue(
        tx,
        { ...helpdeskTicketReceived(id, customFields.cf_language), recipient: fields.email, siteId },
        log,
      );
      return id;
    });
  }

  /** Delete the attachments of tickets older than `retentionDays` (the tickets stay); answer how many went. */
  async deleteExpiredAttachments(retentionDays: number): Promise<number> {
    const cutoff = new Date(this.deps.now().getTime() - retentionDays * DAY_MS);
    let deleted = 0;
    for (;;) {
      const batch = await tickets.deleteAttachmentsBefore(this.deps.db, cutoff, RETENTION_BATCH);
      deleted += batch;
      if (batch < RETENTION_BATCH) return deleted;
    }
  }
}

async function insertAttachment(tx: Queryable, ticketId: number, file: UploadedFile): Promise<void> {
  const attachmentId = await tickets.insertAttachment(tx, ticketId, file);
  let seq = 0;
  for await (const chunk of createReadStream(file.path, { highWaterMark: CHUNK_BYTES }))
    await tickets.insertAttachmentChunk(tx, attachmentId, seq++, chunk as Buffer);
}
