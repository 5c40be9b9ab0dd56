import { resolve } from 'node:path';
import { createCommerceContext } from './api/create-context.ts';
import { buildApp } from './app.ts';
import { readGateSettings } from './gate/index.ts';
import { ensureSeeded } from './catalogue/seed.ts';
import { startHelpdeskRetention } from './commerce/helpdesk/helpdesk-retention.ts';
import { startBackInStockAlerts } from './commerce/marketing/back-in-stock-alerts.ts';
import { readMailSettings } from './commerce/outbox/mail-settings.ts';
import { startOutboxSender } from './commerce/outbox/outbox-sender.ts';
import { startSessionSweep } from './commerce/session/session-sweep.ts';
import { openCliDatabase } from './db/cli-database.ts';
import { databaseLastGoodStore } from './db/content-last-good.ts';
import { startIdentitySweep } from './identity/identity-sweep.ts';
import { contentLog } from './lib/content-file-reader.ts';
import { readDeploymentSettings } from './lib/deployment-settings.ts';
import { setLastGoodStore } from './lib/last-good-store.ts';
import { startPaymentWorker } from './payments/index.ts';
import { startSearch } from './search/index.ts';
import { readSiteOpeningSettings, startSiteOpening } from './sites/site-opening.ts';
import { readPageCacheBytes } from './lib/page-cache.ts';

/**
 * The shop, started by `start.ts` (which makes production the default mode): `npm run serve` runs the compiled
 * `dist-server/start.js`, `npm start` builds first, `npm run dev` runs the TypeScript source in development mode.
 * CONTENT_DIR (default content-fixtures/), PORT (default 3000), DATABASE_URL (a PostgreSQL
 * server; without it the embedded PGlite database under DATA_DIR, default .data/). An empty database gets the demo
 * catalogue (SEED_PRODUCTS, default 2,000). Back-in-stock e-mails are queued every BACK_IN_STOCK_INTERVAL_MS (default
 * 2000) with product links under STOREFRONT_ORIGIN (default http://localhost:PORT). The payment sandbox's webhooks and
 * the sweep of abandoned payments run every PAYMENTS_WORKER_INTERVAL_MS (default 1000); sessions expired for a day are
 * deleted every SESSION_SWEEP_INTERVAL_MS (default hourly), and so are the identity pool's ended sign-in sessions;
 * the payment settings are read by server/api/payment-settings.ts (PAYMENTS_URL, PAYMENTS_API_KEY,
 * PAYMENTS_HMAC_KEY...); the site gate's by server/gate/gate-settings.ts (GATE_SECRET, SITE_GATE_ATTEMPTS_PER_MINUTE);
 * the identity service's by server/identity/identity-settings.ts (IDENTITY_USER_POOL_ID, IDENTITY_ISSUER...).
 * E-mail goes out over SMTP only with SMTP_URL set (MAIL_FROM, MAIL_SEND_INTERVAL_MS, MAIL_MAX_ATTEMPTS, MAIL_LEASE_MS,
 * MAIL_RETRY_BASE_MS: commerce/outbox/mail-settings.ts); without it the outbox only fills.
 * HOST, OUTBOX_PAGE, TRUST_PROXY, HTTPS, HSTS_MAX_AGE, METRICS_TOKEN (/metrics) and SHUTDOWN_DRAIN_MS are read by
 * lib/deployment-settings.ts, and so are the
 * connection deadlines REQUEST_TIMEOUT_MS, HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS and IDLE_TIMEOUT_MS
 * (lib/server-timeouts.ts). Site folders added,
 * changed or removed in the content root are opened or closed every SITE_POLL_MS (default 2000; sites/site-opening.ts).
 * No content file over CONTENT_FILE_MAX_BYTES (default 16 MiB; lib/content-files.ts) is read into memory.
 * A warning that repeats is logged at most once per LOG_REPEAT_INTERVAL_MS (default 60000; lib/repeated-log.ts).
 * Anonymous pages are kept between requests up to PAGE_CACHE_MB (default 64; 0 keeps none; lib/page-cache.ts).
 */
const port = Number(process.env.PORT ?? 3000);
const deployment = readDeploymentSettings(process.env);
const host = deployment.host;
const contentDir = resolve(process.env.CONTENT_DIR ?? 'content-fixtures');
const distDir = resolve('dist');

// A second shop (or a seed still running) on the same PGlite folder: say who holds it and stop.
const db = (await openCliDatabase()) ?? process.exit(1);
// Servers sharing a PostgreSQL database share their last good content versions: one started while a pushed file is
// broken serves what the others serve. One server on PGlite keeps them in memory, as before.
if (process.env.DATABASE_URL)
  setLastGoodStore(
    databaseLastGoodStore(db, { warn: (details, message) => contentLog().warn(details, message) }),
  );
const seeded = await ensureSeeded(db, {
  contentDir,
  ...(process.env.SEED_PRODUCTS ? { products: Number(process.env.SEED_PRODUCTS) } : {}),
});
if (seeded) {
  console.log(`Demo catalogue: ${seeded.products} products, ${seeded.skus} skus`);
  for (const warning of seeded.warnings) console.warn(`Demo catalogue: ${warning}`);
}

const storefrontOrigin = process.env.STOREFRONT_ORIGIN ?? `http://localhost:${port}`;
const commerce = await createCommerceContext(db, contentDir, {
  env: { ...process.env, STOREFRONT_ORIGIN: storefrontOrigin },
});
const search = await startSearch(db, commerce.sites);
const app = await buildApp({
  contentDir,
  distDir,
  logger: true,
  commerce,
  search,
  deployment,
  siteGate: readGateSettings(process.env),
  pageCacheBytes: readPageCacheBytes(process.env),
});
if (!process.env.STOREFRONT_ORIGIN && !['localhost', '127.0.0.1', '::1'].includes(host))
  console.warn(
    `STOREFRONT_ORIGIN is not set: links in e-mails and payment returns point at ${storefrontOrigin}, and sign-in ` +
      "tokens name it as their issuer, so another server on another port refuses them. Set it to the shop's public " +
      'address, the same on every server.',
  );
if (deployment.outboxPage)
  console.warn(
    'OUTBOX_PAGE=on: every e-mail the shop sends, with its recipient, is readable by anyone at /api/dev/outbox.html. ' +
      'Turn it off on a shop reachable from the internet.',
  );
startBackInStockAlerts(app, {
  db,
  now: commerce.now,
  sites: commerce.sites,
  storefrontOrigin,
  intervalMs: Number(process.env.BACK_IN_STOCK_INTERVAL_MS ?? 2000),
});
// E-mail leaves only with SMTP_URL set (commerce/outbox/mail-settings.ts); without it the outbox only fills.
const mail = readMailSettings(process.env);
if (mail.smtpUrl) {
  if (!mail.fromSet)
    console.warn(
      `MAIL_FROM is not set: e-mails go out from ${mail.from}. Set it to the shop's sender address.`,
    );
  startOutboxSender(app, { db, contentDir, settings: { ...mail, smtpUrl: mail.smtpUrl } });
}
startSessionSweep(
  { db, now: commerce.now, intervalMs: Number(process.env.SESSION_SWEEP_INTERVAL_MS ?? 3_600_000) },
  app.log,
);
startIdentitySweep(
  { db, now: commerce.now, intervalMs: Number(process.env.SESSION_SWEEP_INTERVAL_MS ?? 3_600_000) },
  app.log,
);
startPaymentWorker(
  app,
  { delivery: app.paymentsSandbox.delivery, sweep: (log) => app.commerce.placement.sweepAbandoned(log) },
  Number(process.env.PAYMENTS_WORKER_INTERVAL_MS ?? 1000),
);
startHelpdeskRetention(app);
// Every site present now is opened before the first request, by the same step that opens one pushed later.
const siteOpening = await startSiteOpening(
  { db, contentDir, search: search.service, log: app.log },
  readSiteOpeningSettings(process.env).pollMs,
);
try {
  await app.listen({ port, host });
} catch (error) {
  app.log.error(error);
  process.exit(1);
}
const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
const database = process.env.DATABASE_URL
  ? 'PostgreSQL'
  : `PGlite in ${resolve(process.env.DATA_DIR ?? '.data')}`;
// React, React Router and MobX run their development builds unless NODE_ENV is production (start.ts's default).
const mode = process.env.NODE_ENV === 'production' ? 'production' : 'development';
console.log(
  `Storefront: http://${shownHost}:${port}/  (mode: ${mode}, content: ${contentDir}, build: ${distDir}, database: ${database})`,
);

const stop = () => {
  siteOpening.stop();
  void app
    .close()
    .then(() => search.service.close())
    .then(() => db.close())
    .then(() => process.exit(0));
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // Out of the balancer's rotation first (readyz 503), still serving what it sends meanwhile; then close.
    app.startDraining();
    if (deployment.shutdownDrainMs === 0) return stop();
    console.log(`Stopping: /readyz answers 503 for ${deployment.shutdownDrainMs} ms, then the server closes`);
    setTimeout(stop, deployment.shutdownDrainMs);
  });
}
