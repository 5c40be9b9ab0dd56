import type { Database } from '../db/database.ts';
import type { CommerceContext } from './context.ts';
import { loadSecret } from '../db/secrets.ts';
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
    },
    now,
  };
}
