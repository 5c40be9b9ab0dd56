import { repeatWork } from '../lib/repeat-work.ts';
import type { Database } from '../db/database.ts';
import type { HttpTransport } from '../lib/http-transport.ts';
import { NOTIFICATION_ACCEPTED } from '../lib/payment-protocol.ts';
import { sandboxRepository as payments } from './sandbox-repository.ts';

/** Notifications sent per round; the rest wait for the next. */
const BATCH = 20;
/** How long a claimed notification is left to one worker before another may retry it. */
const LEASE_MS = 60_000;
/** Retries back off: 2 s, 4 s, 8 s… up to an hour, as webhook senders do. */
export const retryDelayMs = (attempts: number) => Math.min(2 ** attempts * 1000, 3_600_000);

export interface NotificationDeliveryDependencies {
  db: Database;
  now: () => Date;
  /** Posts to the shop's webhook URL (HTTP, or the app in this process). */
  transport: HttpTransport;
  webhookUrl: string;
}

export interface DeliveryLogger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * The provider's webhook sender: posts each stored notification until the shop answers `[accepted]`, retrying with
 * backoff. Stored first, sent after, so a notification survives either side dying.
 */
export class NotificationDelivery {
  constructor(private readonly deps: NotificationDeliveryDependencies) {}

  /** Send every notification that is due; answers how many the shop accepted. */
  async deliverDue(log?: DeliveryLogger): Promise<number> {
    const now = this.deps.now();
    const due = await payments.claimDue(this.deps.db, now, new Date(now.getTime() + LEASE_MS), BATCH);
    let accepted = 0;
    for (const notification of due) {
      let failure: string | undefined;
      try {
        const response = await this.deps.transport({
          method: 'POST',
          url: this.deps.webhookUrl,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(notification.payload),
        });
        if (response.status !== 200 || response.body.trim() !== NOTIFICATION_ACCEPTED)
          failure = `the shop answered ${response.status}`;
      } catch (error) {
        failure = error instanceof Error ? error.message : String(error);
      }
      if (failure === undefined) {
        await payments.markDelivered(this.deps.db, notification.id, this.deps.now());
        accepted++;
      } else {
        const next = new Date(this.deps.now().getTime() + retryDelayMs(notification.attempts));
        await payments.reschedule(this.deps.db, notification.id, next, failure);
        log?.error(
          { pspReference: notification.psp_reference, failure },
          'payment notification not accepted',
        );
      }
    }
    return accepted;
  }

  /** Deliver every `intervalMs` until the returned stop is called (which waits for a round under way). */
  start(intervalMs: number, log?: DeliveryLogger): () => Promise<void> {
    return repeatWork('payment notifications', intervalMs, () => this.deliverDue(log), log);
  }
}
