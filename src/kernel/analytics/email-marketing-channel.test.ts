import { describe, expect, it } from 'vitest';
import { EMAIL_MARKETING_QUEUE, EmailMarketingChannel } from './email-marketing-channel.ts';

describe('EmailMarketingChannel', () => {
  it('queues tracker commands for browsing, the bag, checkout, orders and signups on the vendor’s global', () => {
    const page: Record<string, unknown> = {};
    const channel = new EmailMarketingChannel(page);
    channel.emit({ event: 'pageView', path: '/uk/en/women' });
    channel.emit({ event: 'addToCart', productId: 'p1', sku: 'p1-m', quantity: 2 });
    channel.emit({ event: 'checkoutStep', step: 'payment' });
    channel.emit({ event: 'purchase', orderReference: 'SF-1', value: 12000, currency: 'GBP' });
    channel.emit({ event: 'emailSignup', email: '[email]' });
    expect(page[EMAIL_MARKETING_QUEUE]).toEqual([
      ['track', 'Viewed Page', { path: '/uk/en/women' }],
      ['track', 'Added to Cart', { productId: 'p1', sku: 'p1-m', quantity: 2 }],
      ['track', 'Checkout Step', { step: 'payment' }],
      ['track', 'Placed Order', { orderReference: 'SF-1', value: 12000, currency: 'GBP' }],
      ['track', 'Subscribed', { email: '[email]' }],
    ]);
  });

  it('hands commands to the vendor’s own queue once its script has replaced the array', () => {
    const taken: unknown[] = [];
    const page: Record<string, unknown> = {
      [EMAIL_MARKETING_QUEUE]: { push: (command: unknown) => taken.push(command) },
    };
    new EmailMarketingChannel(page).emit({ event: 'pageView', path: '/uk/en' });
    expect(taken).toEqual([['track', 'Viewed Page', { path: '/uk/en' }]]);
  });

  it('ignores events the tracker has no use for', () => {
    const page: Record<string, unknown> = {};
    new EmailMarketingChannel(page).emit({ event: 'bannerView', blockType: 'hero' });
    expect(page[EMAIL_MARKETING_QUEUE]).toBeUndefined();
  });
});
