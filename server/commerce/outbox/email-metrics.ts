import { Counter, Gauge, register } from 'prom-client';

/**
 * A metric of prom-client's default registry, made once per process: tests build several apps in one process, and
 * registering a name twice throws. Whoever serves the registry (`/metrics`) shows these with the rest.
 */
function once<T>(name: string, make: () => T): T {
  return (register.getSingleMetric(name) as T | undefined) ?? make();
}

/** E-mails written to the outbox, by kind (counted when written: a transaction rolled back after may have counted). */
export const emailsQueued = once(
  'storefront_emails_queued_total',
  () =>
    new Counter({
      name: 'storefront_emails_queued_total',
      help: 'E-mails written to the outbox, by kind',
      labelNames: ['kind'] as const,
    }),
);

/** E-mails the SMTP server accepted. */
export const emailsSent = once(
  'storefront_emails_sent_total',
  () =>
    new Counter({
      name: 'storefront_emails_sent_total',
      help: 'E-mails accepted by the SMTP server',
      labelNames: ['kind'] as const,
    }),
);

/**
 * Failed attempts: `error` is transient (4xx, connection, timeout: tried again) or permanent (5xx refusal); `gave_up`
 * is true when the message will not be tried again (permanent, or out of attempts, or never tried within a day).
 */
export const emailsFailed = once(
  'storefront_emails_failed_total',
  () =>
    new Counter({
      name: 'storefront_emails_failed_total',
      help: 'Failed e-mail deliveries, by error kind and whether the message was given up',
      labelNames: ['error', 'gave_up'] as const,
    }),
);

/** E-mails waiting to be sent, as the sender last counted them. */
export const emailsPending = once(
  'storefront_emails_pending',
  () => new Gauge({ name: 'storefront_emails_pending', help: 'E-mails waiting in the outbox to be sent' }),
);
