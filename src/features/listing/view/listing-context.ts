import { useEffect, useState } from 'react';
import { useStores, type ShopStores } from '../../../kernel/stores/index.ts';
import { listingStore, ListingStore, type ListingContext } from '../stores/listing-store.ts';

/** Products per page: divides into rows of 2, 3 and 4 cards. */
export const LISTING_HITS_PER_PAGE = 24;

/** What a page says about its listing: its kind, its route's own filters, what it leads with, its rule contexts. */
export interface ListingDefinition {
  kind: ListingContext['kind'];
  /** The navigation route's (or brand's) own filter string. */
  routeFilters?: string;
  /** The category's own products to show first. */
  prioritizedProductIds?: readonly string[];
  ruleContexts: string[];
}

type ListingStores = Pick<ShopStores, 'site' | 'content'>;

/** Where a page's listing sits: the current site, language and path, with the page's definition. */
export function listingContext(stores: ListingStores, definition: ListingDefinition): ListingContext {
  const { site, content } = stores;
  const siteId = site.site?.siteId ?? '';
  const language = site.language;
  return {
    siteId,
    language,
    currency: site.site?.currency ?? 'GBP',
    path: site.location?.rest ?? '/',
    kind: definition.kind,
    ...(definition.routeFilters ? { routeFilters: definition.routeFilters } : {}),
    ...(definition.prioritizedProductIds ? { prioritizedProductIds: definition.prioritizedProductIds } : {}),
    ruleContexts: definition.ruleContexts,
    sortContent: () => content.loadOptional(siteId, 'sortOptions', language),
    hitsPerPage: LISTING_HITS_PER_PAGE,
  };
}

/** One listing of one URL: everything its search depends on. */
const preparedKey = (context: ListingContext, search: string) =>
  `listing ${JSON.stringify([
    context.siteId,
    context.language,
    context.path,
    context.kind,
    context.routeFilters ?? '',
    context.prioritizedProductIds ?? [],
    context.ruleContexts,
    search,
  ])}`;

/**
 * Search a page's listing before its first render (the server, and the browser hydrating the server's markup) and
 * keep its store for the view, which then shows the results at once. A failed search keeps nothing: the view starts
 * as a skeleton and searches again once on screen.
 */
export async function prepareListing(
  stores: ListingStores & Pick<ShopStores, 'build' | 'prepared'>,
  definition: ListingDefinition,
  search: string,
): Promise<void> {
  const context = listingContext(stores, definition);
  const store = stores.build(listingStore(context));
  await store.setSearch(search);
  if (!store.failed) stores.prepared.keep(preparedKey(context, search), store);
}

/** The listing's store: the one prepared for this URL when there is one, else a new one that searches on screen. */
export function useListingStore(definition: ListingDefinition, search: string): ListingStore {
  const stores = useStores();
  const [{ key, store }] = useState(() => {
    const context = listingContext(stores, definition);
    const key = preparedKey(context, search);
    return { key, store: stores.prepared.find(key, ListingStore) ?? stores.build(listingStore(context)) };
  });
  // Once on screen the view owns it: a later visit to the same URL searches afresh.
  useEffect(() => stores.prepared.release(key), [stores, key]);
  return store;
}
