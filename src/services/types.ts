/** Service interfaces: stores and the content loader depend on these, never on concrete clients. */

/** What a content fetch answered; transport failures are kept apart so they can be reported separately (spec 2 section 8.1). */
export type ContentFetchResult =
  | { kind: 'ok'; text: string }
  | { kind: 'missing'; status: number }
  | { kind: 'blocked'; status: number }
  | { kind: 'http-error'; status: number }
  | { kind: 'timeout' | 'network-error' | 'aborted'; message: string };

/** Reads files from the content root (`/content/{siteId}/{path}`), cache-busted per page load. */
export interface ContentService {
  fetchFile(path: string, options?: { signal?: AbortSignal }): Promise<ContentFetchResult>;
}

/** A problem worth an operator's attention: content that failed, a render crash, a missing translation. */
export interface ReportedError {
  kind: 'content' | 'render' | 'translation' | 'network' | 'fatal';
  message: string;
  file?: string;
  pointer?: string;
  rule?: string;
  severity?: 1 | 2 | 3;
  detail?: unknown;
}

/** Where errors go (console in development, an error-reporting vendor in production). */
export interface ErrorReporter {
  report(error: ReportedError): void;
}

/** One data-layer event; every feature emits through the analytics service, never to a vendor directly. */
export interface AnalyticsEvent {
  event: string;
  [key: string]: unknown;
}

export interface AnalyticsService {
  emit(event: AnalyticsEvent): void;
}

/** Small persistent key-value storage (localStorage in the browser, a map in tests). */
export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/** Browser navigation side effects that stores may trigger (full reloads, scroll), kept out of stores for tests. */
export interface BrowserEnvironment {
  reload(): void;
  scrollToTop(): void;
  setDocumentLanguage(language: string, direction: 'ltr' | 'rtl'): void;
  setTitle(title: string): void;
  readonly isProduction: boolean;
}

/** Outcome of an e-mail signup as the marketing endpoint answers it (spec 2 section 7.7). */
export type SubscribeResult = { ok: true } | { ok: false; status: number };

/** E-mail marketing: newsletter signup with interests per vendor. */
export interface MarketingService {
  subscribe(request: {
    email: string;
    language: string;
    interests: string[];
    consent: boolean;
  }): Promise<SubscribeResult>;
}
