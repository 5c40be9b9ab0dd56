import { makeAutoObservable, runInAction } from 'mobx';
import type { Campaign } from '../../../content/index.ts';
import type { Clock } from '../../../kernel/types/index.ts';
import type { StoreRecipe } from '../../../kernel/stores/store-services.ts';
import { ContentLoader } from '../../../content/index.ts';

/** Where a campaign's message may show (its `promotionLocations`). */
export type CampaignLocation = NonNullable<Campaign['promotionLocations']>[number];

const time = (iso: string | undefined, fallback: number) => (iso ? Date.parse(iso) : fallback);

/** Running now: not inactive, started, not ended. */
export function isRunning(campaign: Campaign, now: number): boolean {
  return (
    campaign.status !== 'INACTIVE' &&
    time(campaign.start, -Infinity) <= now &&
    now < time(campaign.end, Infinity)
  );
}

/** The next moment the running set changes: the earliest end of a running campaign or start of a coming one. */
export function nextChange(campaigns: readonly Campaign[], now: number): number | undefined {
  const moments = campaigns
    .filter((campaign) => campaign.status !== 'INACTIVE')
    .flatMap((campaign) => [time(campaign.start, -Infinity), time(campaign.end, Infinity)])
    .filter((moment) => moment > now && Number.isFinite(moment));
  return moments.length ? Math.min(...moments) : undefined;
}

/**
 * The site's campaigns (config.json `campaigns`, one content file each), without ended ones. When the earliest end
 * (or a start) passes, they are loaded again, so a campaign leaves the page when it ends, with no reload. A file
 * that fails to load counts as no campaign.
 */
export class CampaignsStore {
  campaigns: Campaign[] = [];
  private key = '';
  private timer: unknown;

  constructor(
    private readonly loadCampaign: (siteId: string, name: string) => Promise<Campaign | null>,
    private readonly clock: Clock,
  ) {
    makeAutoObservable<CampaignsStore, 'loadCampaign' | 'clock' | 'timer' | 'key'>(this, {
      loadCampaign: false,
      clock: false,
      timer: false,
      key: false,
    });
  }

  /** Running campaigns whose message belongs at `location`. */
  at(location: CampaignLocation): Campaign[] {
    return this.campaigns.filter((campaign) => campaign.promotionLocations?.includes(location));
  }

  /** Follow a site's campaigns (called again with the same site, it does nothing). */
  watch(siteId: string, names: readonly string[]): Promise<void> {
    const key = `${siteId}:${names.join(',')}`;
    if (key === this.key) return Promise.resolve();
    this.key = key;
    return this.reload(siteId, names);
  }

  stop(): void {
    this.clock.clearTimeout(this.timer);
    this.key = '';
  }

  private async reload(siteId: string, names: readonly string[]): Promise<void> {
    const key = this.key;
    const loaded = await Promise.all(names.map((name) => this.loadCampaign(siteId, name).catch(() => null)));
    if (key !== this.key) return;
    const all = loaded.filter((campaign): campaign is Campaign => campaign !== null);
    const now = this.clock.now();
    runInAction(() => (this.campaigns = all.filter((campaign) => isRunning(campaign, now))));
    this.clock.clearTimeout(this.timer);
    const next = nextChange(all, now);
    // The clock caps the delay at the browser's maximum timer; a far end simply schedules a harmless early reload.
    if (next !== undefined)
      this.timer = this.clock.setTimeout(() => void this.reload(siteId, names), next - now);
  }
}

/** Recipe for a page's campaign messages, read through a content loader of their own, for the root store's `build`. */
export const campaignsStore: StoreRecipe<CampaignsStore> = (services) => {
  const campaigns = new ContentLoader(services.content, services.reporter);
  return new CampaignsStore((siteId, name) => campaigns.load(siteId, 'campaign', { name }), services.clock);
};
