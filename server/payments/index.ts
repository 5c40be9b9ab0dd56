import type { CommerceContext } from '../api/context.ts';
import { fetchTransport, type HttpTransport } from '../lib/http-transport.ts';
import { RepeatedLog } from '../lib/repeated-log.ts';
import { NotificationDelivery, type DeliveryLogger } from './notification-delivery.ts';
import { SandboxProvider } from './sandbox-provider.ts';

/** The shop's notification endpoint, where the sandbox posts by default. */
export const SHOP_NOTIFICATIONS_PATH = '/api/payments/notifications';

export interface PaymentsSandbox {
  provider: SandboxProvider;
  delivery: NotificationDelivery;
}

/** The sandbox provider and its webhook sender over a commerce context; `inProcess` reaches this app's own routes. */
export function createSandbox(
  context: Pick<CommerceContext, 'db' | 'now' | 'payments'>,
  inProcess: HttpTransport,
): PaymentsSandbox {
  const { payments } = context;
  const transport: HttpTransport = payments.webhookUrl ? fetchTransport() : inProcess;
  return {
    provider: new SandboxProvider({ db: context.db, now: context.now, settings: payments }),
    delivery: new NotificationDelivery({
      db: context.db,
      now: context.now,
      transport,
      webhookUrl: payments.webhookUrl ?? SHOP_NOTIFICATIONS_PATH,
    }),
  };
}

/**
 * Start the webhook sender (and the shop's sweeper of abandoned payments, passed in) beside a running app, stopped
 * by `app.close()`. The server and the browser tests start it the same way.
 */
export function startPaymentWorker(
  app: { addHook(name: 'onClose', hook: () => Promise<void>): unknown; log: DeliveryLogger },
  work: { delivery: NotificationDelivery; sweep?: (log: DeliveryLogger) => Promise<unknown> },
  intervalMs: number,
): void {
  const stopDelivery = work.delivery.start(intervalMs, app.log);
  // A sweep failing every round (the database away) is logged once, then once per LOG_REPEAT_INTERVAL_MS.
  const sweepFailures = new RepeatedLog(app.log);
  let sweeping: Promise<unknown> | undefined;
  const timer = work.sweep
    ? setInterval(
        () => {
          sweeping ??= work.sweep!(app.log)
            .catch((error: unknown) =>
              sweepFailures.error('sweep', { err: error }, 'pending payment sweep failed'),
            )
            .finally(() => (sweeping = undefined));
        },
        Math.max(intervalMs, 1000),
      )
    : undefined;
  timer?.unref();
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await stopDelivery();
    await sweeping;
  });
}
