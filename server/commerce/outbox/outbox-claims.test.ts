import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { openDatabase } from '../../db/open-database.ts';
import { startSmtpSink, type SmtpSink } from '../../test-support/smtp-sink.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';
import { helpdeskTicketReceived } from './email-templates.ts';
import { outboxRepository } from './outbox-repository.ts';
import { OutboxSender } from './outbox-sender.ts';
import { OutboxService } from './outbox-service.ts';
import { smtpTransport, type MailTransport } from './smtp-transport.ts';

/**
 * Several senders (on PostgreSQL, each on its own connection pool, as two server processes would be) share one
 * outbox: every mail is delivered exactly once, and a claim whose sender died is delivered by another when its lease
 * runs out.
 */
describe.each(testDatabaseKinds)('outbox claims on $name', (kind) => {
  let db: Database;
  let second: Database;
  let sink: SmtpSink;
  const transports: MailTransport[] = [];

  beforeAll(async () => {
    db = await kind.open();
    second = db;
    if (kind.name === 'postgres') {
      const [{ schema }] = (await db.query<{ schema: string }>('SELECT current_schema() AS schema')) as [
        { schema: string },
      ];
      second = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, searchPath: schema });
    }
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    for (const transport of transports) transport.close();
    await sink.close();
    if (second !== db) await second.close();
    await db.close();
  });

  const senderOn = (database: Database, leaseMs?: number) => {
    const transport = smtpTransport(sink.url);
    transports.push(transport);
    return new OutboxSender({
      db: database,
      transport,
      from: 'shop@maisonnord.test',
      siteName: async () => 'Maison Nord',
      maxAttempts: 5,
      retryBaseMs: 60_000,
      batchSize: 4,
      ...(leaseMs ? { leaseMs } : {}),
    });
  };
  const queue = async (recipients: string[]) => {
    const outbox = new OutboxService(db);
    for (const recipient of recipients)
      await outbox.enqueue(db, { ...helpdeskTicketReceived(1), recipient, siteId: 'uk' });
  };
  const deliveredTo = () => sink.received.flatMap((mail) => mail.to);

  it('delivers each of 36 mails exactly once with two senders working at the same time', async () => {
    const recipients = Array.from({ length: 36 }, (_, index) => `shopper${index}@example.com`);
    await queue(recipients);
    const drain = async (sender: OutboxSender) => {
      let sent = 0;
      for (;;) {
        const round = await sender.sendDue();
        sent += round.sent;
        if (round.sent + round.retried + round.failed === 0) return sent;
      }
    };
    const [first, other] = await Promise.all([drain(senderOn(db)), drain(senderOn(second))]);
    expect(first + other).toBe(36);
    expect(first).toBeGreaterThan(0);
    expect(other).toBeGreaterThan(0);
    await sink.waitFor(36);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(deliveredTo().sort()).toEqual([...recipients].sort());
  });

  it('leaves a live claim alone and delivers it once its lease has run out (the claiming sender died)', async () => {
    const before = sink.received.length;
    await queue(['orphan1@example.com', 'orphan2@example.com']);
    // A sender claims the rows and is killed before sending any.
    const claimed = await outboxRepository.claim(db, { limit: 10, leaseMs: 600, token: 'killed-sender' });
    expect(claimed.map((row) => row.recipient).sort()).toEqual([
      'orphan1@example.com',
      'orphan2@example.com',
    ]);
    const survivor = senderOn(second);
    expect(await survivor.sendDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(await survivor.sendDue()).toEqual({ sent: 2, retried: 0, failed: 0 });
    await sink.waitFor(before + 2);
    expect(
      deliveredTo()
        .filter((to) => to.startsWith('orphan'))
        .sort(),
    ).toEqual(['orphan1@example.com', 'orphan2@example.com']);
    const rows = await db.query<{ status: string; attempts: number }>(
      "SELECT status, attempts FROM outbox WHERE recipient LIKE 'orphan%'",
    );
    expect(rows).toEqual([
      { status: 'sent', attempts: 2 },
      { status: 'sent', attempts: 2 },
    ]);
  });

  it('expires, rather than sends, a mail never tried within a day of being written (a backlog from before SMTP)', async () => {
    await queue(['stale@example.com']);
    await db.query(
      "UPDATE outbox SET created_at = now() - interval '25 hours' WHERE recipient = 'stale@example.com'",
    );
    const before = sink.received.length;
    expect(await senderOn(second).sendDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(await db.query("SELECT status FROM outbox WHERE recipient = 'stale@example.com'")).toEqual([
      { status: 'expired' },
    ]);
    expect(sink.received).toHaveLength(before);
  });
});
