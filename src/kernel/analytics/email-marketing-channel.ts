import type { AnalyticsEvent, AnalyticsService } from '../types/index.ts';

/**
 * The page global the email-marketing vendor's script reads its commands from: an array the shop pushes onto before
 * the script has loaded, which the script drains and then replaces with its own `push`.
 */
export const EMAIL_MARKETING_QUEUE = '_emailMarketingQueue';

/** One tracker command: `['track', name, properties]`. */
export type EmailMarketingCommand = ['track', string, Record<string, unknown>];

/** The shopper's actions the email-marketing vendor builds its journeys on (browse, basket, checkout, order, signup). */
export function emailMarketingCommand(event: AnalyticsEvent): EmailMarketingCommand | null {
  switch (event.event) {
    case 'pageView':
      return ['track', 'Viewed Page', { path: event.path }];
    case 'addToCart':
      return [
        'track',
        'Added to Cart',
        { productId: event.productId, sku: event.sku, quantity: event.quantity },
      ];
    case 'checkoutStep':
      return ['track', 'Checkout Step', { step: event.step }];
    case 'purchase':
      return [
        'track',
        'Placed Order',
        { orderReference: event.orderReference, value: event.value, currency: event.currency },
      ];
    case 'emailSignup':
      return ['track', 'Subscribed', { email: event.email }];
    default:
      return null;
  }
}

/** Pushes tracker commands onto the vendor's queue global (the events arrive already e-mail masked). */
export class EmailMarketingChannel implements AnalyticsService {
  constructor(private readonly page: Record<string, unknown>) {}

  emit(event: AnalyticsEvent): void {
    const command = emailMarketingCommand(event);
    if (!command) return;
    const existing = this.page[EMAIL_MARKETING_QUEUE];
    const queue = existing && typeof existing === 'object' && 'push' in existing ? existing : [];
    this.page[EMAIL_MARKETING_QUEUE] = queue;
    (queue as { push(command: EmailMarketingCommand): void }).push(command);
  }
}
