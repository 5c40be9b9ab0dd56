import type { Database } from '../db/database.ts';
import type { CommerceContext } from './context.ts';
import { loadSecret } from '../db/secrets.ts';
import { loadPaymentSettings } from './payment-settings.ts';
import { SiteDirectory } from './site-directory.ts';

/** The commerce context over an open database and a content root. */
export async function createCommerceContext(
  db: Database,
  contentDir: string,
  options: { now?: () => Date; env?: NodeJS.ProcessEnv } = {},
): Promise<CommerceContext> {
  const now = options.now ?? (() => new Date());
  return {
    db,
    sites: new SiteDirectory(contentDir, () => now().getTime()),
    contentDir,
    limits: {
      mailPerMinute: Number(options.env?.MAIL_RATE_PER_MINUTE ?? process.env.MAIL_RATE_PER_MINUTE ?? 10),
    },
    secrets: {
      session: await loadSecret(db, 'session_secret', options.env),
      accessToken: await loadSecret(db, 'token_secret', options.env),
      orderLookup: await loadSecret(db, 'order_lookup_secret', options.env),
      captcha: await loadSecret(db, 'captcha_secret', options.env),
      gate: await loadSecret(db, 'gate_secret', options.env),
    },
    payments: await loadPaymentSettings(db, options.env ?? process.env),
    storefrontOrigin:
      options.env?.STOREFRONT_ORIGIN ?? process.env.STOREFRONT_ORIGIN ?? 'http://localhost:3000',
    now,
  };
}
