import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useT } from '../../../i18n/index.ts';
import type { ListingProduct, ListingResults } from '../../../kernel/types/index.ts';
import { useStores } from '../../../kernel/stores/index.ts';
import { MobileFiltersPullout } from './mobile-filters-pullout.tsx';
import {
  EmptyListing,
  FilterPanel,
  ListingHeader,
  Pagination,
  ProductGrid,
  SortSelect,
  type FilterChange,
  type ListingCategoriesButton,
} from '../components/index.ts';
import {
  BRAND_FILTER,
  destinationOf,
  listingSettings,
  visibleFilters,
  type ListingState,
} from '../rules/index.ts';
import { Columns, DropdownBar, Failure, Results, Sidebar } from './listing-view.styles.ts';
import { favouriteHearts, useFavourites } from '../../../kernel/session/use-favourites.ts';
import { useShell } from '../../../kernel/content/use-shell.ts';
import { useBadges, usePriceFormatter } from '../../../kernel/content/use-site-content.ts';
import { LISTING_HITS_PER_PAGE, useListingStore, type ListingDefinition } from './listing-context.ts';

/** Props of `ListingView`: the listing's definition and what the page shows around it. */
export interface ListingViewProps extends ListingDefinition {
  /** The heading, or a function of the results (a brand page names the brand as the catalogue spells it). */
  title: ReactNode | ((results: ListingResults | null) => ReactNode);
  /** What an empty listing shows under the no-results copy (a search box). */
  empty?: ReactNode;
  /** Full-width content under an empty listing (the language's empty-search blocks). */
  emptyContent?: ReactNode;
  /** A product card was followed (after it is remembered as recently viewed). */
  onSelect?: (product: ListingProduct) => void;
  /** A category listing's phone Categories button, by the heading. */
  categories?: ListingCategoriesButton;
}

/**
 * A category, brand or search listing wired to its URL: the URL's search string is the listing's state, every
 * change navigates, and the store searches each new URL once (so reload, back and shared links show the same page).
 */
export const ListingView = observer(function ListingView(props: ListingViewProps) {
  const { site, memory, ui } = useStores();
  const location = useLocation();
  const navigate = useNavigate();
  const t = useT();
  const { shell } = useShell();
  const settings = listingSettings(shell?.config?.listing);
  const store = useListingStore(props, location.search);
  const formatter = usePriceFormatter();
  const badges = useBadges();
  const favourites = useFavourites();

  useEffect(() => {
    void store.setSearch(location.search);
  }, [store, location.search]);

  // A merchandising rule sends the search elsewhere (userData.redirect), for links and the search box alike.
  const redirect = store.results?.redirect;
  useEffect(() => {
    if (!redirect) return;
    const destination = destinationOf(redirect, site.basePath);
    if (destination.kind === 'external') window.location.assign(destination.url);
    else void navigate(destination.path, { replace: true });
  }, [redirect, navigate, site]);

  const go = (state: ListingState, options: { scroll?: boolean } = {}) => {
    void navigate({ search: store.searchFor(state) });
    // A page change scrolls to the top when the shopper is past one viewport.
    if (options.scroll && window.scrollY > window.innerHeight) window.scrollTo({ top: 0 });
  };
  const change = (filterChange: FilterChange) => go(store.changed(filterChange));
  const openFilters = () => {
    store.openPending();
    ui.openPullout('mobileFilters');
  };
  const applyPending = () => {
    const next = store.pendingState();
    ui.closePullout();
    store.closePending();
    if (next) go(next);
  };

  const { state, results } = store;
  const title = typeof props.title === 'function' ? props.title(results) : props.title;
  const definitions = results
    ? visibleFilters(store.definitions, {
        facets: results.facets.counts,
        facetsStats: results.facets.stats,
        selection: state,
        showBrand: settings.brandDisplay,
        isBrandPage: props.kind === 'brand',
      })
    : [];
  const selectedCount =
    Object.values(state.filters).reduce((sum, tags) => sum + tags.length, 0) +
    Object.keys(state.numeric).length;
  const sort = (
    <SortSelect
      options={store.sortOptions}
      value={state.sortBy}
      defaultSort={store.defaultSort}
      path={store.context.path}
      onChange={(sortBy) => go({ ...state, sortBy, page: 1 })}
    />
  );
  const panel = (mode: 'instant' | 'pending' | 'dropdown') => (
    <FilterPanel
      mode={mode}
      definitions={definitions.filter(
        (definition) => definition.name !== BRAND_FILTER || props.kind !== 'brand',
      )}
      facets={results?.facets ?? { counts: {}, stats: {} }}
      filters={mode === 'pending' ? (store.pending?.filters ?? state.filters) : state.filters}
      numeric={mode === 'pending' ? (store.pending?.numeric ?? state.numeric) : state.numeric}
      formatter={formatter}
      locale={site.locale}
      onChange={mode === 'pending' ? (next) => store.changePending(next) : change}
      canApply={store.canApply}
      onApply={applyPending}
    />
  );
  const empty = results && results.nbHits === 0 && !store.loading;
  if (empty && results.pricesPending) {
    // Filters and a search box cannot help before the site's currency has prices: say so, and nothing else.
    return (
      <>
        <ListingHeader title={title} categories={props.categories} />
        <EmptyListing reason="prices-pending" />
      </>
    );
  }
  if (empty && selectedCount === 0) {
    // Nothing to narrow or sort: the no-results copy and the page's empty content take the whole width.
    return (
      <>
        <ListingHeader title={title} categories={props.categories} />
        <EmptyListing>{props.empty}</EmptyListing>
        {props.emptyContent}
      </>
    );
  }
  return (
    <>
      <ListingHeader
        title={title}
        {...(results && !store.loading ? { count: results.nbHits } : {})}
        sort={empty ? undefined : sort}
        onOpenFilters={empty && selectedCount === 0 ? undefined : openFilters}
        selectedFilterCount={selectedCount}
        categories={props.categories}
      />
      <Columns data-filter-display={settings.filterDisplay}>
        {settings.filterDisplay === 'sidebar' && (
          <Sidebar aria-label={t('WEB.LISTING.FILTER.TITLE')}>{panel('instant')}</Sidebar>
        )}
        {settings.filterDisplay === 'dropdown' && (
          <DropdownBar aria-label={t('WEB.LISTING.FILTER.TITLE')}>{panel('dropdown')}</DropdownBar>
        )}
        <Results data-results-for={store.loading ? undefined : (store.resultsFor ?? undefined)}>
          {store.failed ? (
            <Failure role="alert">
              <p>{t('WEB.LISTING.FAILED')}</p>
              <button type="button" onClick={() => void store.retry()}>
                {t('WEB.LISTING.RETRY')}
              </button>
            </Failure>
          ) : empty ? (
            <>
              <EmptyListing>{props.empty}</EmptyListing>
              {props.emptyContent}
            </>
          ) : (
            <>
              <ProductGrid
                products={results?.products ?? []}
                loading={store.loading || !results}
                skeletonCount={LISTING_HITS_PER_PAGE}
                formatter={formatter}
                badges={badges}
                {...favouriteHearts(favourites)}
                onSelect={(product) => {
                  memory.recordProductView(store.context.siteId, product.productId);
                  props.onSelect?.(product);
                }}
              />
              {results && results.pages > 1 && (
                <Pagination
                  page={state.page}
                  pages={results.pages}
                  hrefFor={(page) => `${location.pathname}${store.searchFor({ ...state, page })}`}
                  onNavigate={(page) => go({ ...state, page }, { scroll: true })}
                />
              )}
            </>
          )}
        </Results>
      </Columns>
      <MobileFiltersPullout title={t('WEB.LISTING.FILTER.TITLE')}>
        {ui.pullout === 'mobileFilters' && panel('pending')}
      </MobileFiltersPullout>
    </>
  );
});
