import { repeatWork } from '../../lib/repeat-work.ts';
import { productPath } from '../../../shared/product-url.ts';
import { basePath } from '../../../shared/site-paths.ts';
import type { CommerceSite, SiteDirectory } from '../../api/site-directory.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { backInStockAvailable } from '../outbox/email-templates.ts';
import { OutboxService, type MailLogger } from '../outbox/outbox-service.ts';
import { marketingRepository as marketing, type CatalogueVariant } from './marketing-repository.ts';

/** Returns taken per transaction: a restock of thousands of skus becomes many short transactions, not one long one. */
const RETURNS_PER_BATCH = 100;

/** What the alerts use: the database, the clock, the sites (for the link), the outbox and the shop's address. */
export interface BackInStockAlertsDependencies {
  db: Database;
  now: () => Date;
  sites: Pick<SiteDirectory, 'sites'>;
  outbox: Pick<OutboxService, 'enqueue'>;
  /** Scheme and host the e-mailed product links start with, e.g. `https://www.maisonnord.com`. */
  storefrontOrigin: string;
  /** Returns taken per transaction (default 100); tests take one so two workers share a sku's returns. */
  returnsPerBatch?: number;
}

/** A logger for the background run: queued mails as the outbox logs them, and failures. */
export interface AlertsLogger extends MailLogger {
  error(details: object, message: string): void;
}

/**
 * Tells shoppers a variant they asked about is available again. The database notes each return to stock
 * (migration 003); draining those notes queues one `back-in-stock-available` e-mail per pending request of the sku
 * and marks it notified, in the transaction that deletes the note, so each request is mailed once per return however
 * many workers drain at the same time.
 */
export class BackInStockAlerts {
  constructor(private readonly deps: BackInStockAlertsDependencies) {}

  /** Turn every noted return into its e-mails; answers how many were queued. */
  async drainStockReturns(log?: MailLogger): Promise<number> {
    // Read once, outside the transactions: the directory may read files, which a retried transaction would repeat.
    const sites = new Map((await this.deps.sites.sites()).map((site) => [site.siteId, site]));
    const limit = this.deps.returnsPerBatch ?? RETURNS_PER_BATCH;
    let queued = 0;
    for (;;) {
      const batch = await this.deps.db.transaction((tx) => this.drainBatch(tx, limit, sites, log));
      queued += batch.mails;
      if (batch.returns < limit) return queued;
    }
  }

  /**
   * Drain every `intervalMs` until the returned stop is called; stop waits for a drain under way, so the database
   * can be closed right after. The timer does not keep the process alive.
   */
  start(intervalMs: number, log?: AlertsLogger): () => Promise<void> {
    return repeatWork('back-in-stock alerts', intervalMs, () => this.drainStockReturns(log), log);
  }

  private async drainBatch(
    tx: Queryable,
    limit: number,
    sites: ReadonlyMap<string, CommerceSite>,
    log?: MailLogger,
  ): Promise<{ returns: number; mails: number }> {
    const returned = await marketing.takeStockReturns(tx, limit);
    let mails = 0;
    // One sku at a time in a fixed order, so two workers claiming the same requests wait rather than deadlock.
    for (const sku of [...new Set(returned)].sort()) {
      // Named once per language its requests were made in.
      const named = new Map<string, CatalogueVariant | undefined>();
      const variantIn = async (language: string) => {
        if (!named.has(language)) named.set(language, await marketing.describeVariant(tx, sku, language));
        return named.get(language);
      };
      if (!(await variantIn('en'))) continue;
      // Requests of a site no longer configured stay pending: without the site there is no link to send.
      const requests = await marketing.claimPendingRequests(tx, sku, [...sites.keys()], this.deps.now());
      for (const request of requests) {
        const site = sites.get(request.siteId)!;
        const variant = (await variantIn(request.language))!;
        const productUrl = this.productUrl(site, request.language, sku, variant);
        await this.deps.outbox.enqueue(
          tx,
          {
            ...backInStockAvailable({ ...variant, productUrl }, request.language),
            recipient: request.email,
            siteId: site.siteId,
          },
          log,
        );
        mails++;
      }
    }
    return { returns: returned.length, mails };
  }

  /** The variant's page on the shopper's site and language, with the size they asked about chosen. */
  private productUrl(site: CommerceSite, language: string, sku: string, variant: CatalogueVariant): string {
    // A language the site has since dropped would lead to a page that no longer exists.
    const base = basePath(site, site.languages.includes(language) ? language : site.defaultLanguage);
    const path = productPath({ slug: variant.slug, productId: variant.productId, sku });
    return `${this.deps.storefrontOrigin.replace(/\/+$/, '')}${base}${path}`;
  }
}

/**
 * Start the alerts beside a running app, stopped by `app.close()` before the database closes. The server and the
 * browser tests start them the same way.
 */
export function startBackInStockAlerts(
  app: { addHook(name: 'onClose', hook: () => Promise<void>): unknown; log: AlertsLogger },
  deps: Omit<BackInStockAlertsDependencies, 'outbox'> & { intervalMs: number },
): BackInStockAlerts {
  const alerts = new BackInStockAlerts({ ...deps, outbox: new OutboxService(deps.db) });
  app.addHook('onClose', alerts.start(deps.intervalMs, app.log));
  return alerts;
}
