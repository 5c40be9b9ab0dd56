import type { Database } from '../db/database.ts';
import type { CommerceContext } from './context.ts';
import { loadSecret } from '../db/secrets.ts';
import { createIdentity } from '../identity/index.ts';
import { positiveSetting } from '../lib/setting-values.ts';
import { loadPaymentSettings } from './payment-settings.ts';
import { SiteDirectory } from './site-directory.ts';

/** The commerce context over an open database and a content root. */
export async function createCommerceContext(
  db: Database,
  contentDir: string,
  options: { now?: () => Date; env?: NodeJS.ProcessEnv } = {},
): Promise<CommerceContext> {
  const now = options.now ?? (() => new Date());
  const setting = (name: string, fallback: number) =>
    positiveSetting(name, options.env?.[name] ?? process.env[name], fallback);
  const storefrontOrigin =
    options.env?.STOREFRONT_ORIGIN ?? process.env.STOREFRONT_ORIGIN ?? 'http://localhost:3000';
  return {
    db,
    sites: new SiteDirectory(contentDir, () => now().getTime()),
    contentDir,
    limits: {
      mailPerMinute: setting('MAIL_RATE_PER_MINUTE', 10),
      voucherAttemptsPerSession: setting('VOUCHER_ATTEMPTS_PER_SESSION', 10),
      voucherAttemptsPerAddress: setting('VOUCHER_ATTEMPTS_PER_ADDRESS', 50),
      helpdeskUploadBytesPerHour: setting('HELPDESK_UPLOAD_MB_PER_HOUR', 100) * 1024 * 1024,
      helpdeskAttachmentRetentionDays: setting('HELPDESK_ATTACHMENT_RETENTION_DAYS', 90),
      savedCardAddsPerAccount: setting('SAVED_CARD_ADDS_PER_ACCOUNT', 5),
      savedCardAddsPerAddress: setting('SAVED_CARD_ADDS_PER_ADDRESS', 20),
      orderLookupsPerAddress: setting('ORDER_LOOKUPS_PER_ADDRESS', 30),
      paymentAttemptsPerAddress: setting('PAYMENT_ATTEMPTS_PER_ADDRESS', 30),
      openOrdersPerSession: setting('OPEN_ORDERS_PER_SESSION', 2),
      openOrdersPerAccount: setting('OPEN_ORDERS_PER_ACCOUNT', 3),
      openOrdersPerAddress: setting('OPEN_ORDERS_PER_ADDRESS', 5),
    },
    secrets: {
      session: await loadSecret(db, 'session_secret', options.env),
      orderLookup: await loadSecret(db, 'order_lookup_secret', options.env),
      captcha: await loadSecret(db, 'captcha_secret', options.env),
      gate: await loadSecret(db, 'gate_secret', options.env),
      marketing: await loadSecret(db, 'marketing_secret', options.env),
    },
    payments: await loadPaymentSettings(db, options.env ?? process.env),
    storefrontOrigin,
    identity: await createIdentity(db, { env: { ...process.env, ...options.env }, now, storefrontOrigin }),
    now,
  };
}
