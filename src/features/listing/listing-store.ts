import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { FilterDefinition } from '../../../schemas/api/product.schema.ts';
import { sortIndexName } from '../../../schemas/search/indexes.ts';
import type {
  AnalyticsService,
  DiscoveryServices,
  ErrorReporter,
  ListingResults,
} from '../../services/types.ts';
import {
  buildSearchFilters,
  DEFAULT_SORT,
  currencyMinorDigits,
  effectiveSort,
  emptyListingState,
  listingSearch,
  parseListingParams,
  visibleSortOptions,
  type ListingState,
  type SortRule,
} from './rules/index.ts';

/** Where a listing sits: its site, its route's own filters and the sort options its path may offer. */
export interface ListingContext {
  siteId: string;
  language: string;
  currency: string;
  /** Path inside the site (`/women/clothing`, `/search`), for sort option path rules. */
  path: string;
  kind: 'category' | 'search' | 'brand';
  routeFilters?: string;
  ruleContexts: string[];
  /** The site's sortOptions.json (loaded alongside the search services, not before them). */
  sortContent: () => Promise<SortContent | null>;
  hitsPerPage: number;
}

export interface SortContent {
  default?: string;
  options: readonly (SortRule & { label: string })[];
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
      setSearch: action,
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
      });
      if (generation !== this.generation) return;
      runInAction(() => {
        this.results = results;
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
