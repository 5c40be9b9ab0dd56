import { readContentJson } from '../lib/content-files.ts';
import { readSitesIndex } from '../lib/sites-index.ts';

/** What the commerce API needs of a site: read from its content config.json, so operators configure it there. */
export interface CommerceSite {
  siteId: string;
  sitePublicId: string;
  country: string;
  countryFolder: string;
  currency: string;
  languages: string[];
  defaultLanguage: string;
  locales: Record<string, string>;
  maxCartItems: number;
  maxQuantityPerItem: number;
}

export interface ShopMetadata {
  siteTag: string;
}

/** Defaults for sites whose config sets no limits (a cart still needs a ceiling). */
export const DEFAULT_LIMITS = { maxCartItems: 50, maxQuantityPerItem: 10 };

/** Re-read content at most this often: an operator's edit shows within seconds, a busy API reads no files. */
const REFRESH_MS = 2000;

/** The sites of the content root, as the API sees them. */
export class SiteDirectory {
  private cached?: { at: number; sites: CommerceSite[]; metadata: ShopMetadata };

  constructor(
    private readonly contentDir: string,
    private readonly now: () => number = Date.now,
  ) {}

  async sites(): Promise<CommerceSite[]> {
    return (await this.load()).sites;
  }

  async metadata(): Promise<ShopMetadata> {
    return (await this.load()).metadata;
  }

  async bySiteId(siteId: string): Promise<CommerceSite | undefined> {
    return (await this.sites()).find((site) => site.siteId === siteId);
  }

  async byPublicId(sitePublicId: string): Promise<CommerceSite | undefined> {
    return (await this.sites()).find((site) => site.sitePublicId === sitePublicId);
  }

  async byFolder(countryFolder: string): Promise<CommerceSite | undefined> {
    return (await this.sites()).find((site) => site.countryFolder === countryFolder);
  }

  private async load() {
    if (this.cached && this.now() - this.cached.at < REFRESH_MS) return this.cached;
    const summaries = await readSitesIndex(this.contentDir);
    const sites = await Promise.all(
      summaries.map(async (summary): Promise<CommerceSite> => {
        // Read a moment ago by the sites index (and not read again unless it changed since).
        const config =
          (await readContentJson<{
            sitePublicId?: string;
            limits?: { maxCartItems?: number; maxQuantityPerItem?: number };
          } | null>(this.contentDir, `${summary.siteId}/config.json`)) ?? {};
        return {
          siteId: summary.siteId,
          sitePublicId: config.sitePublicId ?? summary.siteId,
          country: summary.country,
          countryFolder: summary.countryFolder,
          currency: summary.currency,
          languages: summary.languages,
          defaultLanguage: summary.defaultLanguage,
          locales: summary.locales,
          maxCartItems: positiveOr(config.limits?.maxCartItems, DEFAULT_LIMITS.maxCartItems),
          maxQuantityPerItem: positiveOr(
            config.limits?.maxQuantityPerItem,
            DEFAULT_LIMITS.maxQuantityPerItem,
          ),
        };
      }),
    );
    // No metadata: siteTag is not checked.
    const metadata = await readContentJson<{ siteTag?: unknown } | null>(this.contentDir, 'metadata-v2.json');
    const siteTag = typeof metadata?.siteTag === 'string' ? metadata.siteTag : '';
    this.cached = { at: this.now(), sites, metadata: { siteTag } };
    return this.cached;
  }
}

/** A site limit as configured: a non-number falls back to the default, a negative one counts as unlimited. */
function positiveOr(value: unknown, fallback: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return fallback;
  return value < 0 ? Number.MAX_SAFE_INTEGER : value;
}
