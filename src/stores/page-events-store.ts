import type { AnalyticsService } from '../services/types/index.ts';

/** The page-level analytics events (a page viewed, a page not found), so screens never hold the analytics service. */
export class PageEventsStore {
  constructor(private readonly analytics: AnalyticsService) {}

  /** A page was shown at this path. */
  viewed(path: string): void {
    this.analytics.emit({ event: 'pageView', path });
  }

  /** The path matched no page. */
  notFound(path: string): void {
    this.analytics.emit({ event: 'pageNotFound', path });
  }
}
