import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';
import { repeatWork } from '../../lib/repeat-work.ts';
import { emailsFailed, emailsPending, emailsSent } from './email-metrics.ts';
import { outboxRepository, type ClaimedMail } from './outbox-repository.ts';
import { maskEmail } from './outbox-service.ts';
import type { MailSettings } from './mail-settings.ts';
import { siteName } from './site-names.ts';
import { isPermanentSmtpError, smtpTransport, type MailTransport } from './smtp-transport.ts';

/** Where the sender reports: deliveries at info, retries at warn, mails given up at error. */
export interface SenderLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** What the sender uses; the numbers beyond the settings have defaults the tests shorten. */
export interface OutboxSenderDependencies {
  db: Queryable;
  transport: MailTransport;
  /** The sender address (MAIL_FROM). */
  from: string;
  /** The name mails of a site go out under; none: the address alone. */
  siteName(siteId: string): Promise<string | undefined>;
  maxAttempts: number;
  retryBaseMs: number;
  /** Rows claimed per round (default 20). */
  batchSize?: number;
  /** How long a claim holds (default 5 min); a sender stops sending its batch at half of it and gives the rest back. */
  leaseMs?: number;
  /** Pending mails never tried this long after being written are expired, not sent (default one day). */
  maxAgeMs?: number;
  /** 0 to 1, for the jitter of retries (default Math.random). */
  random?: () => number;
  log?: SenderLogger;
}

/** The longest wait between two attempts at one mail. */
const MAX_RETRY_DELAY_MS = 3_600_000;

/**
 * The wait before attempt `attempts + 1`: the base doubled after each failed attempt, capped at an hour, of which a
 * random half or more is kept (jitter) so mails that failed together do not come back together.
 */
export function retryDelayMs(attempts: number, baseMs: number, random: () => number = Math.random): number {
  const ceiling = Math.min(Math.max(MAX_RETRY_DELAY_MS, baseMs), baseMs * 2 ** Math.min(attempts - 1, 30));
  return Math.round(ceiling * (0.5 + random() / 2));
}

/** What one round did. */
export interface SendRound {
  sent: number;
  retried: number;
  failed: number;
}

/**
 * Delivers the outbox: each round claims a bounded batch of due mails under a lease (so any number of server
 * processes share the work and none sends a row another holds), sends each over the transport, and records it sent,
 * due again after a backoff, or given up. A sender killed mid-batch leaves its rows to be claimed again when the
 * lease runs out; each attempt is counted when claimed, so even a mail that kills its sender is tried only so often.
 */
export class OutboxSender {
  private readonly domain: string;

  constructor(private readonly deps: OutboxSenderDependencies) {
    this.domain = deps.from.split('@')[1] ?? 'localhost';
  }

  /** One round: expire the untried backlog, claim a batch, send it; answers what happened. */
  async sendDue(): Promise<SendRound> {
    const { db, log } = this.deps;
    const expired = await outboxRepository.expireUntried(db, this.deps.maxAgeMs ?? 86_400_000);
    if (expired) {
      emailsFailed.inc({ error: 'expired', gave_up: 'true' }, expired);
      log?.warn({ expired }, 'e-mails never tried within a day of being written were expired, not sent');
    }
    const leaseMs = this.deps.leaseMs ?? 300_000;
    const token = randomUUID();
    const claimedAt = Date.now();
    const batch = await outboxRepository.claim(db, { limit: this.deps.batchSize ?? 20, leaseMs, token });
    const round: SendRound = { sent: 0, retried: 0, failed: 0 };
    const names = new Map<string, Promise<string | undefined>>();
    for (const [index, mail] of batch.entries()) {
      if (Date.now() - claimedAt > leaseMs / 2) {
        // Too close to the end of the lease: another sender could take these rows while this one still sends.
        await outboxRepository.release(
          db,
          batch.slice(index).map((row) => Number(row.id)),
          token,
        );
        break;
      }
      const siteId = mail.site_id;
      if (siteId && !names.has(siteId))
        names.set(
          siteId,
          this.deps.siteName(siteId).catch(() => undefined),
        );
      const name = siteId ? await names.get(siteId) : undefined;
      round[await this.deliver(mail, token, name)]++;
    }
    emailsPending.set(await outboxRepository.countPending(db));
    return round;
  }

  /**
   * Send every `intervalMs` until the returned stop is called; stop waits for the round under way, so the transport
   * and the database can be closed right after.
   */
  start(intervalMs: number): () => Promise<void> {
    return repeatWork('e-mail sender', intervalMs, () => this.sendDue(), this.deps.log);
  }

  private async deliver(
    mail: ClaimedMail,
    token: string,
    name: string | undefined,
  ): Promise<keyof SendRound> {
    const { db, log } = this.deps;
    const id = Number(mail.id);
    const messageId = `<outbox-${id}.${new Date(mail.created_at).getTime()}@${this.domain}>`;
    const about = {
      outboxId: id,
      kind: mail.kind,
      recipient: maskEmail(mail.recipient),
      attempt: mail.attempts,
    };
    try {
      await this.deps.transport.send({
        from: { name: name ?? '', address: this.deps.from },
        to: mail.recipient,
        subject: mail.subject,
        text: mail.body_text,
        html: mail.body_html,
        language: mail.language ?? 'en',
        messageId,
      });
    } catch (error) {
      const permanent = isPermanentSmtpError(error);
      const retryInMs =
        permanent || mail.attempts >= this.deps.maxAttempts
          ? null
          : retryDelayMs(mail.attempts, this.deps.retryBaseMs, this.deps.random);
      const { responseCode, code, message } = error as {
        responseCode?: number;
        code?: string;
        message?: string;
      };
      const reason = `${responseCode ?? code ?? 'error'}: ${message ?? String(error)}`;
      await outboxRepository.markFailed(db, id, token, reason, retryInMs);
      emailsFailed.inc({ error: permanent ? 'permanent' : 'transient', gave_up: String(retryInMs === null) });
      if (retryInMs === null) log?.error({ ...about, error: reason, permanent }, 'e-mail given up');
      else log?.warn({ ...about, error: reason, retryInMs }, 'e-mail not sent, will try again');
      return retryInMs === null ? 'failed' : 'retried';
    }
    // Sent: if the lease ran out meanwhile and another sender took the row, it is that sender's to record.
    await outboxRepository.markSent(db, id, token, messageId);
    emailsSent.inc({ kind: mail.kind });
    log?.info(about, 'e-mail sent');
    return 'sent';
  }
}

/**
 * Deliver the outbox over SMTP beside a running app (main.ts does when SMTP_URL is set; the tests the same way):
 * stopped by `app.close()` before the database closes, the round under way finished first, then the SMTP pool closed.
 */
export function startOutboxSender(
  app: { addHook(name: 'onClose', hook: () => Promise<void>): unknown; log: SenderLogger },
  options: { db: Queryable; contentDir: string; settings: MailSettings & { smtpUrl: string } } & Pick<
    OutboxSenderDependencies,
    'leaseMs' | 'batchSize'
  >,
): OutboxSender {
  const { db, contentDir, settings } = options;
  const transport = smtpTransport(settings.smtpUrl);
  const sender = new OutboxSender({
    db,
    transport,
    from: settings.from,
    siteName: (siteId) => siteName(contentDir, siteId),
    maxAttempts: settings.maxAttempts,
    retryBaseMs: settings.retryBaseMs,
    ...((options.leaseMs ?? settings.leaseMs) ? { leaseMs: options.leaseMs ?? settings.leaseMs } : {}),
    ...(options.batchSize ? { batchSize: options.batchSize } : {}),
    log: app.log,
  });
  const stop = sender.start(settings.sendIntervalMs);
  app.addHook('onClose', async () => {
    await stop();
    transport.close();
  });
  return sender;
}
