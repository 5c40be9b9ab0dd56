import type {
  AnalyticsEvent,
  AnalyticsService,
  ContentFetchResult,
  ContentService,
  ErrorReporter,
  KeyValueStorage,
  MarketingService,
  ReportedError,
  SubscribeResult,
} from '../../src/services/types.ts';

/** Content served from an in-memory map of `{siteId}/{path}` to parsed JSON; anything else is missing. */
export class MemoryContentService implements ContentService {
  readonly requested: string[] = [];
  constructor(private readonly files: Record<string, unknown> = {}) {}

  set(path: string, data: unknown): void {
    this.files[path] = data;
  }

  async fetchFile(path: string): Promise<ContentFetchResult> {
    this.requested.push(path);
    if (!(path in this.files)) return { kind: 'missing', status: 404 };
    const data = this.files[path];
    return { kind: 'ok', text: typeof data === 'string' ? data : JSON.stringify(data) };
  }
}

/** Keeps every report so tests can assert file, pointer and rule. */
export class RecordingReporter implements ErrorReporter {
  readonly reports: ReportedError[] = [];
  report(error: ReportedError): void {
    this.reports.push(error);
  }
}

/** Keeps every analytics event so tests can assert what was emitted. */
export class RecordingAnalytics implements AnalyticsService {
  readonly events: AnalyticsEvent[] = [];
  emit(event: AnalyticsEvent): void {
    this.events.push(event);
  }
}

export class MemoryStorage implements KeyValueStorage {
  readonly values = new Map<string, string>();
  get(key: string): string | null {
    return this.values.get(key) ?? null;
  }
  set(key: string, value: string): void {
    this.values.set(key, value);
  }
  remove(key: string): void {
    this.values.delete(key);
  }
}

/** A fresh set of fake services for one test. */
export function createFakeServices(files: Record<string, unknown> = {}) {
  return {
    content: new MemoryContentService(files),
    reporter: new RecordingReporter(),
    analytics: new RecordingAnalytics(),
    storage: new MemoryStorage(),
    marketing: new FakeMarketingService(),
  };
}

/** Answers every signup with a chosen result and records the requests. */
export class FakeMarketingService implements MarketingService {
  readonly requests: Parameters<MarketingService['subscribe']>[0][] = [];
  constructor(public result: SubscribeResult = { ok: true }) {}
  async subscribe(request: Parameters<MarketingService['subscribe']>[0]): Promise<SubscribeResult> {
    this.requests.push(request);
    return this.result;
  }
}
