import type { AnalyticsEvent, AnalyticsService } from '../types/index.ts';

/** The DOM event on `window` that carries the session context to other scripts on the page. */
export const SESSION_CONTEXT_EVENT = 'storefront:session-context';
/** The page global holding the latest context, for a script that loads after it was sent. */
export const SESSION_CONTEXT_GLOBAL = 'storefrontSessionContext';

/** Who and where the shopper is, for widgets (chat, reviews, the email-marketing tracker) to label what they send. */
export interface SessionContext {
  /** The shopping session id (the support code shown on error pages). */
  sessionId: string;
  siteId: string;
  country: string;
  language: string;
  currency: string;
  direction: 'ltr' | 'rtl';
  path: string;
}

/**
 * The session-context emitter: at every page view, the session's context as a `storefront:session-context` event on
 * the page and in `window.storefrontSessionContext`.
 */
export class SessionContextChannel implements AnalyticsService {
  constructor(
    private readonly page: EventTarget & Record<string, unknown>,
    private readonly context: () => Omit<SessionContext, 'path'> | null,
  ) {}

  emit(event: AnalyticsEvent): void {
    if (event.event !== 'pageView') return;
    const context = this.context();
    if (!context) return;
    const detail: SessionContext = { ...context, path: event.path };
    this.page[SESSION_CONTEXT_GLOBAL] = detail;
    this.page.dispatchEvent(new CustomEvent(SESSION_CONTEXT_EVENT, { detail }));
  }
}
