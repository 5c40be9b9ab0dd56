import type { AnalyticsChannel, AnalyticsEvent, AnalyticsService, ErrorReporter } from '../types/index.ts';
import { maskEmails } from './data-layer-analytics.ts';

/** Events held while the site metadata (which says which channels are on) has not arrived; later ones are dropped. */
export const MAX_WAITING_EVENTS = 100;

/**
 * The shop's one analytics service: masks e-mail addresses once, hands every event to the always-on destinations (the
 * tag manager's data layer) and fans it out to each optional channel that the site metadata switches on. Until the
 * metadata says which are on, events wait (a bounded number); a channel's code loads with the first event it wants,
 * so a page that never sends one never downloads it.
 */
export class AnalyticsDispatcher implements AnalyticsService {
  private integrations: Readonly<Record<string, boolean>> | null = null;
  private waiting: AnalyticsEvent[] = [];
  private readonly loaded = new Map<AnalyticsChannel, Promise<AnalyticsService | null>>();

  constructor(
    private readonly always: readonly AnalyticsService[],
    private readonly channels: readonly AnalyticsChannel[],
    private readonly reporter: ErrorReporter,
  ) {}

  emit(event: AnalyticsEvent): void {
    const masked = maskEmails(event);
    for (const destination of this.always) destination.emit(masked);
    if (this.integrations) this.fanOut(masked);
    else if (this.waiting.length < MAX_WAITING_EVENTS) this.waiting.push(masked);
  }

  /** The site metadata's `integrations` (again after each refetch): from now on only the channels it switches on. */
  configure(integrations: Readonly<Record<string, boolean>> | undefined): void {
    this.integrations = integrations ?? {};
    const waiting = this.waiting;
    this.waiting = [];
    for (const event of waiting) this.fanOut(event);
  }

  private fanOut(event: AnalyticsEvent): void {
    for (const channel of this.channels) {
      if (this.integrations?.[channel.integration] !== true || !channel.wants(event)) continue;
      // Events reach a channel in the order they were emitted: each waits on the same load.
      void this.channel(channel).then((service) => service?.emit(event));
    }
  }

  private channel(channel: AnalyticsChannel): Promise<AnalyticsService | null> {
    let service = this.loaded.get(channel);
    if (!service) {
      service = channel.load().catch((error: unknown) => {
        this.reporter.report({
          kind: 'network',
          message: `Problem loading the ${channel.integration} analytics channel`,
          severity: 3,
          detail: String(error),
        });
        return null;
      });
      this.loaded.set(channel, service);
    }
    return service;
  }
}
