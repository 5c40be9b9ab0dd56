import type { Database } from '../db/database.ts';
import { RepeatedLog } from '../lib/repeated-log.ts';
import { recheckSiteFolders } from '../lib/last-good-content.ts';
import { positiveSetting } from '../lib/setting-values.ts';
import { readSitesIndex, type SiteSummary, type WarnLogger } from '../lib/sites-index.ts';
import { openSite, type OpenedSite } from './open-site.ts';
import { readSiteCommerceFiles, siteCommerceFilesVersion } from './site-commerce-files.ts';

/** What the watcher tells search: a site to serve (with or without prices yet), or one to stop serving. */
export interface SiteSearch {
  openSite(site: { siteId: string; currency: string }, options: { pricesPending: boolean }): Promise<void>;
  closeSite(siteId: string): void;
}

export interface SiteOpeningSettings {
  /** How often the content root is scanned for site folders added, changed or removed (ms). */
  pollMs: number;
}

/** SITE_POLL_MS (default 2000): how soon a country folder pushed to the content root becomes a shop. */
export function readSiteOpeningSettings(env: NodeJS.ProcessEnv = process.env): SiteOpeningSettings {
  return { pollMs: positiveSetting('SITE_POLL_MS', env.SITE_POLL_MS, 2000) };
}

export interface SiteOpeningOptions {
  db: Database;
  contentDir: string;
  search: SiteSearch;
  log: WarnLogger & { info(details: object, message: string): void };
}

/**
 * Keeps the back end in step with the content root's site folders: a folder that appears (or whose config or commerce
 * files change) is opened, one that disappears is closed; an unchanged one costs a look at its files' stats.
 * Carts, orders and prices of a closed site stay in the database, so pushing the folder back brings them back.
 */
export class SiteOpening {
  private readonly open = new Map<string, { fingerprint: string; opened: OpenedSite }>();
  private timer?: NodeJS.Timeout;
  private scanning?: Promise<void>;
  /** A site that cannot open fails every poll: said once, then once per LOG_REPEAT_INTERVAL_MS with a count. */
  private readonly failures: RepeatedLog;

  constructor(private readonly options: SiteOpeningOptions) {
    this.failures = new RepeatedLog(options.log);
  }

  /** The sites open now, with whether each can sell. */
  sites(): OpenedSite[] {
    return [...this.open.values()].map((entry) => entry.opened);
  }

  /** Look at the content root once; concurrent calls share one scan. */
  scan(): Promise<void> {
    this.scanning ??= this.scanOnce().finally(() => (this.scanning = undefined));
    return this.scanning;
  }

  /** Scan every `pollMs` in the background (skipped while a scan runs). */
  start(pollMs: number): void {
    this.timer = setInterval(() => {
      if (this.scanning) return;
      this.scan().catch((error: unknown) =>
        this.failures.warn('scan', { err: error }, 'scanning the content root for sites failed'),
      );
    }, pollMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private async scanOnce(): Promise<void> {
    const { contentDir, log } = this.options;
    // A site folder whose files changed is checked again first: a new one opens only once it passes.
    await recheckSiteFolders(contentDir, log);
    const sites = await readSitesIndex(contentDir, log);
    const present = new Set(sites.map((site) => site.siteId));
    for (const siteId of [...this.open.keys()].filter((id) => !present.has(id))) {
      this.open.delete(siteId);
      this.options.search.closeSite(siteId);
      log.info({ siteId }, 'site folder removed: site closed');
    }
    for (const site of sites) {
      try {
        await this.openIfChanged(site);
      } catch (error) {
        this.failures.warn(
          `open ${site.siteId}`,
          { siteId: site.siteId, err: error },
          'site could not be opened; retried on the next scan',
        );
      }
    }
  }

  private async openIfChanged(site: SiteSummary): Promise<void> {
    const { contentDir } = this.options;
    const version = await siteCommerceFilesVersion(contentDir, site.siteId);
    const fingerprint = `${JSON.stringify(site)}\u0000${version}`;
    const known = this.open.get(site.siteId);
    // Nothing changed (by the files' stats: they are not read): a site waiting for prices waits for its price list,
    // which changes the fingerprint.
    if (known?.fingerprint === fingerprint) return;
    const files = await readSiteCommerceFiles(contentDir, site.siteId);
    const opened = await openSite(this.options.db, site, files);
    await this.options.search.openSite(site, { pricesPending: !opened.priced });
    this.open.set(site.siteId, { fingerprint, opened });
    const { log } = this.options;
    for (const problem of opened.problems)
      log.warn({ siteId: site.siteId }, `site commerce file not used: ${problem}`);
    log.info(
      { siteId: site.siteId, currency: site.currency, pricesWritten: opened.pricesWritten },
      opened.priced ? 'site open' : 'site open without prices: listings say prices are not available yet',
    );
  }
}

/** Open every site of the content root now, then follow the folder every `pollMs`. */
export async function startSiteOpening(options: SiteOpeningOptions, pollMs: number): Promise<SiteOpening> {
  const opening = new SiteOpening(options);
  await opening.scan();
  opening.start(pollMs);
  return opening;
}
