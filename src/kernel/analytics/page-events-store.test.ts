import { describe, expect, it } from 'vitest';
import { RecordingAnalytics } from '../../../tests/helpers/fake-services.ts';
import { products } from '../../../tests/helpers/listing-fixtures.ts';
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

  it('sends a followed search result with its search’s queryID, index and position, and nothing without them', () => {
    const analytics = new RecordingAnalytics();
    const events = new PageEventsStore(analytics);
    const product = { ...products[0]!, productId: 'p1', objectID: 'p1-navy', position: 7 };
    events.searchResultSelected({ ...product, queryID: 'q'.repeat(32), indexName: 'uk_products_newest' });
    events.searchResultSelected(product);
    expect(analytics.events).toEqual([
      {
        event: 'searchResultClick',
        productId: 'p1',
        objectID: 'p1-navy',
        queryID: 'q'.repeat(32),
        indexName: 'uk_products_newest',
        position: 7,
      },
    ]);
  });
});
