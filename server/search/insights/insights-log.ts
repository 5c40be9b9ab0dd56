import type { InsightsEvent } from './insights-events.ts';

/** How many of the latest events the log keeps for its read route; older ones only count. */
export const RECENT_EVENTS = 200;

/** What the read route answers: totals per event type and index, and the latest events, newest last. */
export interface InsightsSummary {
  received: number;
  counts: Record<string, Record<string, number>>;
  recent: (InsightsEvent & { receivedAt: number })[];
}

/**
 * The events our endpoint accepted, in memory: a count per event type and index (indexes are the endpoint's own, so
 * the table stays small) and a bounded list of the latest ones. Search analytics proper is Algolia's; this is for
 * operators and tests checking that the shop sends what it should.
 */
export class InsightsLog {
  private received = 0;
  private readonly counts = new Map<string, Map<string, number>>();
  private recent: (InsightsEvent & { receivedAt: number })[] = [];

  constructor(private readonly keep = RECENT_EVENTS) {}

  record(events: readonly InsightsEvent[], receivedAt: number): void {
    for (const event of events) {
      this.received += 1;
      let byIndex = this.counts.get(event.eventType);
      if (!byIndex) this.counts.set(event.eventType, (byIndex = new Map()));
      byIndex.set(event.index, (byIndex.get(event.index) ?? 0) + 1);
    }
    this.recent.push(...events.slice(-this.keep).map((event) => ({ ...event, receivedAt })));
    if (this.recent.length > this.keep) this.recent = this.recent.slice(-this.keep);
  }

  summary(): InsightsSummary {
    return {
      received: this.received,
      counts: Object.fromEntries(
        [...this.counts].map(([type, byIndex]) => [type, Object.fromEntries(byIndex)]),
      ),
      recent: [...this.recent],
    };
  }
}
