/** Where the shop tells the outside world what happened: error reports and analytics events. */

/** A problem worth an operator's attention: content that failed, a render crash, a missing translation. */
export interface ReportedError {
  /** `form`: a shopper's form refused (the e-mail signup reports each refusal, with its status and message key). */
  kind: 'content' | 'render' | 'translation' | 'network' | 'fatal' | 'form';
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

/**
 * Every data-layer event the shop sends, by name: features emit only these, through the one
 * analytics service, which masks e-mail addresses before anything leaves the page. `checkoutStep` and `purchase` are
 * for the checkout, which emits them when it is built.
 */
export type AnalyticsEvent =
  | { event: 'pageView'; path: string }
  | { event: 'pageNotFound'; path: string }
  | { event: 'emptySearch'; query: string; path: string }
  | {
      event: 'searchResultClick';
      productId: string;
      objectID: string;
      queryID: string;
      indexName: string;
      position: number;
    }
  | { event: 'addToCart'; productId: string; sku?: string; quantity: number }
  | { event: 'addToCartFailed'; code: string; productId: string; sku?: string; quantity: number }
  | { event: 'bannerView'; blockType: string; blockId?: string; name?: string }
  | { event: 'emailSignup'; email: string }
  | { event: 'checkoutStep'; step: 'basket' | 'shipping' | 'payment' | 'review' }
  | { event: 'purchase'; orderReference: string; value: number; currency: string };

/** The one way features send analytics events, so masking happens in one place. */
export interface AnalyticsService {
  emit(event: AnalyticsEvent): void;
}

/**
 * One place events go beyond the data layer (search analytics, an email-marketing tracker, a session-context
 * emitter): switched on by the site metadata's `integrations`, its code loaded with the first event it wants.
 */
export interface AnalyticsChannel {
  /** The `integrations` key in site metadata that switches it on. */
  integration: string;
  wants(event: AnalyticsEvent): boolean;
  load(): Promise<AnalyticsService>;
}
