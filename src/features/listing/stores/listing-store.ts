import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { LocalizedText } from '../../../content/index.ts';
import type { FilterDefinition } from '../../../../schemas/api/product.schema.ts';
import { sortIndexName } from '../../../../shared/search-indexes.ts';
import type {
  AnalyticsService,
  DiscoveryServices,
  ErrorReporter,
  ListingResults,
} from '../../../kernel/types/index.ts';
import type { FilterChange } from '../rules/filter-change.ts';
import {
  buildSearchFilters,
  clearAll,
  DEFAULT_SORT,
  currencyMinorDigits,
  effectiveSort,
  emptyListingState,
  leadingOptionalFilters,
  listingSearch,
  numericDiffers,
  parseListingParams,
  pendingDiffers,
  toggleTag,
  visibleSortOptions,
  withChange,
  type ListingState,
  type NumericSelection,
  type NumericSelections,
  type SortRule,
  type TagSelections,
} from '../rules/index.ts';
import type { StoreRecipe } from '../../../kernel/stores/store-services.ts';

/** The phone drawer's selection, applied only by Apply (pending mode). */
export interface PendingSelection {
  filters: TagSelections;
  numeric: NumericSelections;
}

/** Where a listing sits: its site, its route's own filters and the sort options its path may offer. */
export interface ListingContext {
  siteId: string;
  language: string;
  currency: string;
  /** Path inside the site (`/women/clothing`, `/search`), for sort option path rules. */
  path: string;
  kind: 'category' | 'search' | 'brand';
  routeFilters?: string;
  /** The category's own products to show first (after any a link features). */
  prioritizedProductIds?: readonly string[];
  ruleContexts: string[];
  /** The site's sortOptions.json (loaded alongside the search services, not before them). */
  sortContent: () => Promise<SortContent | null>;
  hitsPerPage: number;
}

export interface SortContent {
  default?: string;
  options: readonly (SortRule & { label: LocalizedText })[];
}

/** Every facet a listing shows counts for (the filter definitions' index attributes). */
const facetsOf = (definitions: readonly FilterDefinition[]) =>
  definitions.map((definition) => definition.metadata.nameInAlgolia);

/**
 * One listing page (category, brand or search): its state comes from the URL and goes back to it as a search
 * string; each state is searched once, the newest answer wins.
 */
export class ListingStore {
  state: ListingState;
  results: ListingResults | null = null;
  definitions: FilterDefinition[] = [];
  sort: SortContent = { options: [] };
  loading = true;
  failed = false;
  /** The URL search string the shown results answer (tests and scripts can tell a finished search by it). */
  resultsFor: string | null = null;
  /** The phone drawer's selection while it is open; null otherwise. */
  pending: PendingSelection | null = null;
  private search = '';
  private generation = 0;

  constructor(
    private readonly discovery: () => Promise<DiscoveryServices>,
    private readonly analytics: AnalyticsService,
    private readonly reporter: ErrorReporter,
    readonly context: ListingContext,
  ) {
    this.state = emptyListingState(DEFAULT_SORT);
    makeObservable<ListingStore>(this, {
      state: observableRef,
      results: observableRef,
      definitions: observableRef,
      sort: observableRef,
      loading: observable,
      failed: observable,
      resultsFor: observable,
      pending: observableRef,
      setSearch: action,
      openPending: action,
      changePending: action,
      closePending: action,
    });
  }

  get defaultSort(): string {
    return this.sort.default ?? DEFAULT_SORT;
  }

  get sortOptions() {
    return visibleSortOptions(this.sort.options, this.context.path);
  }

  /** The URL's search string changed (navigation, reload, back): read it and search. */
  async setSearch(search: string): Promise<void> {
    // Prepared before the first render (server, hydration): its results already answer this URL.
    if (search === this.resultsFor && search === this.search && !this.loading && !this.failed) return;
    this.search = search;
    this.loading = true;
    const generation = ++this.generation;
    try {
      const [services, sort] = await Promise.all([
        this.discovery(),
        this.context.sortContent().catch(() => null),
      ]);
      if (sort) runInAction(() => (this.sort = sort));
      const definitions = this.definitions.length
        ? this.definitions
        : await services.filters(this.context.language).catch((error: unknown) => {
            this.reporter.report({ kind: 'network', message: `Listing filters failed: ${String(error)}` });
            return [];
          });
      const state = this.readState(search, definitions);
      runInAction(() => {
        this.definitions = definitions;
        this.state = state;
      });
      const { filters, disjunctive } = buildSearchFilters({
        ...(this.context.routeFilters ? { routeFilters: this.context.routeFilters } : {}),
        state,
        definitions,
        fractionDigits: currencyMinorDigits(this.context.currency),
      });
      const optionalFilters = leadingOptionalFilters({
        featuredProductIds: state.featuredProductIds,
        featuredCollections: state.featuredCollections,
        ...(this.context.prioritizedProductIds
          ? { prioritizedProductIds: this.context.prioritizedProductIds }
          : {}),
      });
      const results = await services.search.listing({
        indexName: sortIndexName(this.context.siteId, state.sortBy),
        query: state.query,
        filters,
        disjunctive,
        page: state.page - 1,
        hitsPerPage: this.context.hitsPerPage,
        facets: facetsOf(definitions),
        distinct: true,
        clickAnalytics: this.context.kind === 'search',
        ruleContexts: this.context.ruleContexts,
        ...(optionalFilters.length ? { optionalFilters } : {}),
      });
      if (generation !== this.generation) return;
      runInAction(() => {
        this.results = results;
        this.resultsFor = search;
        this.loading = false;
        this.failed = false;
      });
      if (results.nbHits === 0)
        this.analytics.emit({ event: 'emptySearch', query: state.query, path: this.context.path });
    } catch (error) {
      if (generation !== this.generation) return;
      this.reporter.report({ kind: 'network', message: `Listing search failed: ${String(error)}` });
      runInAction(() => {
        this.loading = false;
        this.failed = true;
      });
    }
  }

  /** The search string of a changed state (filters, sort or page), for the page to navigate to. */
  searchFor(state: ListingState): string {
    return listingSearch(state, this.defaultSort);
  }

  /** The state after a filter change (instant mode): the page drops back to 1. */
  changed(change: FilterChange): ListingState {
    const state = this.state;
    switch (change.kind) {
      case 'toggle':
        return withChange(state, { filters: toggleTag(state.filters, change.name, change.tag) });
      case 'numeric':
        return withChange(state, { numeric: withNumeric(state.numeric, change.name, change.selection) });
      case 'clear':
        return clearAll(state);
    }
  }

  /** Open the phone drawer with the applied selection as the starting pending one. */
  openPending(): void {
    this.pending = { filters: this.state.filters, numeric: this.state.numeric };
  }

  /** A change in the drawer stays pending until Apply. */
  changePending(change: FilterChange): void {
    const pending = this.pending ?? { filters: this.state.filters, numeric: this.state.numeric };
    if (change.kind === 'clear') this.pending = { filters: {}, numeric: {} };
    else if (change.kind === 'toggle')
      this.pending = { ...pending, filters: toggleTag(pending.filters, change.name, change.tag) };
    else this.pending = { ...pending, numeric: withNumeric(pending.numeric, change.name, change.selection) };
  }

  /** Apply is enabled only when the pending selection differs from the applied one as sets. */
  get canApply(): boolean {
    const pending = this.pending;
    if (!pending) return false;
    return (
      pendingDiffers(this.state.filters, pending.filters) ||
      numericDiffers(this.state.numeric, pending.numeric)
    );
  }

  /** The state Apply commits (page back to 1), or null when there is nothing to apply. */
  pendingState(): ListingState | null {
    const pending = this.pending;
    if (!pending || !this.canApply) return null;
    return withChange(this.state, { filters: pending.filters, numeric: pending.numeric });
  }

  closePending(): void {
    this.pending = null;
  }

  /** Search again with the same URL (after a failure). */
  retry(): Promise<void> {
    return this.setSearch(this.search);
  }

  private readState(search: string, definitions: readonly FilterDefinition[]): ListingState {
    const state = parseListingParams(new URLSearchParams(search), definitions, this.defaultSort);
    const sortBy = effectiveSort(state.sortBy, this.sortOptions, this.defaultSort);
    return sortBy === state.sortBy ? state : { ...state, sortBy };
  }
}

function withNumeric(
  numeric: NumericSelections,
  name: string,
  selection: NumericSelection | undefined,
): NumericSelections {
  const { [name]: _dropped, ...others } = numeric;
  return selection ? { ...others, [name]: selection } : others;
}

/** Recipe for one listing's store (category, brand or search page), for the root store's `build`. */
export const listingStore =
  (context: ListingContext): StoreRecipe<ListingStore> =>
  (services) =>
    new ListingStore(services.discovery, services.analytics, services.reporter, context);
