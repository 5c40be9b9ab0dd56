import { makeAutoObservable, runInAction } from 'mobx';
import type { SiteMetadata } from '../../content/index.ts';
import { failureCode } from '../../kernel/api/fetch-failure.ts';
import type { Clock, ErrorReporter } from '../../kernel/types/index.ts';
import type { MetadataService, PageEnvironment } from './behaviour-services.ts';

/** Site metadata is polled this often (five minutes). */
export const METADATA_POLL_MS = 300000;

/**
 * Site metadata, polled every five minutes for maintenance. When `inMaintenance` turns true the
 * maintenance page shows; when it turns false after having been on, the page reloads into the live shop. A failed
 * first load is reported as fatal ('Problem fetching metadata-v2'), later failures only logged; either way the shop
 * keeps working with what it knows.
 */
export class MaintenanceStore {
  metadata: SiteMetadata | null = null;
  private wasOn = false;
  private timer: unknown;
  private stopped = false;

  constructor(
    private readonly service: MetadataService,
    private readonly reporter: ErrorReporter,
    private readonly clock: Clock,
    private readonly page: Pick<PageEnvironment, 'reload'>,
    /** Runs after each later poll (the newer-build check rides along). */
    private readonly onPoll: () => void = () => {},
  ) {
    makeAutoObservable<MaintenanceStore, 'service' | 'reporter' | 'clock' | 'page' | 'onPoll' | 'timer'>(
      this,
      {
        service: false,
        reporter: false,
        clock: false,
        page: false,
        onPoll: false,
        timer: false,
      },
    );
  }

  get inMaintenance(): boolean {
    return this.metadata?.inMaintenance === true;
  }

  start(): Promise<void> {
    return this.poll(true);
  }

  stop(): void {
    this.stopped = true;
    this.clock.clearTimeout(this.timer);
  }

  private async poll(first: boolean): Promise<void> {
    try {
      const metadata = await this.service.fetch();
      if (this.stopped) return;
      if (!metadata.inMaintenance && this.wasOn) {
        this.page.reload();
        return;
      }
      if (metadata.inMaintenance) this.wasOn = true;
      runInAction(() => (this.metadata = metadata));
    } catch (error) {
      this.reporter.report(
        first
          ? { kind: 'fatal', message: 'Problem fetching metadata-v2', rule: failureCode(error), severity: 2 }
          : {
              kind: 'network',
              message: 'Problem refetching metadata-v2',
              rule: failureCode(error),
              severity: 1,
            },
      );
    }
    if (this.stopped) return;
    if (!first) this.onPoll();
    this.timer = this.clock.setTimeout(() => void this.poll(false), METADATA_POLL_MS);
  }
}
