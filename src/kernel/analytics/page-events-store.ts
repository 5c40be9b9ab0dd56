import type { AnalyticsService, ListingProduct } from '../types/index.ts';

/** The page-level analytics events (a page viewed, a page not found), so screens never hold the analytics service. */
export class PageEventsStore {
  constructor(private readonly analytics: AnalyticsService) {}

  /** A page was shown at this path. */
  viewed(path: string): void {
    this.analytics.emit({ event: 'pageView', path });
  }

  /** A step of the checkout was shown (the bag, delivery, payment or review). */
  checkoutStep(step: 'basket' | 'shipping' | 'payment' | 'review'): void {
    this.analytics.emit({ event: 'checkoutStep', step });
  }

  /**
   * A search result was followed: search analytics hears which result of which search (its queryID, index and
   * position); a product from a search without click analytics sends nothing.
   */
  searchResultSelected(product: ListingProduct): void {
    const { queryID, indexName } = product;
    if (!queryID || !indexName) return;
    this.analytics.emit({
      event: 'searchResultClick',
      productId: product.productId,
      objectID: product.objectID,
      queryID,
      indexName,
      position: product.position,
    });
  }

  /** The path matched no page. */
  notFound(path: string): void {
    this.analytics.emit({ event: 'pageNotFound', path });
  }
}
