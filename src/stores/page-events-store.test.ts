import { describe, expect, it } from 'vitest';
import { RecordingAnalytics } from '../../tests/helpers/fake-services.ts';
import { PageEventsStore } from './page-events-store.ts';

describe('PageEventsStore', () => {
  it('sends page views, not-found pages and checkout steps as data-layer events', () => {
    const analytics = new RecordingAnalytics();
    const events = new PageEventsStore(analytics);
    events.viewed('/uk/en');
    events.notFound('/uk/en/nope');
    events.checkoutStep('review');
    expect(analytics.events).toEqual([
      { event: 'pageView', path: '/uk/en' },
      { event: 'pageNotFound', path: '/uk/en/nope' },
      { event: 'checkoutStep', step: 'review' },
    ]);
  });
});
