import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { DiscoveryServices, ErrorReporter, ListingProduct } from '../../../kernel/types/index.ts';
import {
  clampQuery,
  cleanSuggestionText,
  isSubmittable,
  reachesSuggestionThreshold,
} from '../../listing/index.ts';
import { destinationOf, searchPagePath, type SearchDestination } from '../rules/search-destination.ts';
import {
  fallbackPopularSearch,
  popularSearches,
  productSuggestions,
  querySuggestions,
  type SiteSearchSettings,
} from '../rules/suggestion-requests.ts';
import type { StoreRecipe } from '../../../kernel/stores/store-services.ts';

export { DEFAULT_ITEMS_TO_SHOW, type SiteSearchSettings } from '../rules/suggestion-requests.ts';

/** Typed suggestions wait this long after the last keystroke. */
export const SUGGESTION_DEBOUNCE_MS = 300;
/** What a failed query suggestion fetch is reported as. */
export const SUGGESTIONS_FAILED = 'Problem fetching query suggestions, likely no records';

/** One choice of the suggestion list. */
export type SearchOption =
  | { kind: 'query'; text: string; group: 'popular' | 'suggestions' }
  | { kind: 'product'; product: ListingProduct; group: 'products' };

/** The answer to one typed query. */
interface Suggestions {
  query: string;
  queries: string[];
  products: ListingProduct[];
}

/**
 * The site search box: the query as typed, popular searches
 * on focus (the single most popular query when that list is empty), query and product suggestions 300 ms after typing stops once the query reaches the threshold (only the
 * newest query's answer is shown), keyboard choice, and submit to the search page or a rule's redirect, after which
 * the box resets. A failed fetch is reported and only leaves its list empty.
 */
export class SiteSearchStore {
  query = '';
  /** The shopper is in the box (focused); the list shows when there is something in it. */
  active = false;
  popular: string[] = [];
  suggestions: Suggestions | null = null;
  /** Index into `options` of the highlighted choice, -1 for none. */
  activeIndex = -1;
  private popularRequested = false;
  private generation = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly discovery: () => Promise<DiscoveryServices>,
    private readonly reporter: ErrorReporter,
    private readonly settings: () => SiteSearchSettings,
  ) {
    makeObservable<SiteSearchStore>(this, {
      query: observable,
      active: observable,
      popular: observableRef,
      suggestions: observableRef,
      activeIndex: observable,
      options: computed,
      expanded: computed,
      activeOption: computed,
      focus: action,
      blur: action,
      setQuery: action,
      move: action,
      collapse: action,
      reset: action,
    });
  }

  /** What the list offers now: popular searches for an empty box, else the newest answer's queries and products. */
  get options(): SearchOption[] {
    if (this.query.trim() === '')
      return this.popular.map((text) => ({ kind: 'query', text, group: 'popular' }));
    if (!this.suggestions) return [];
    return [
      ...this.suggestions.queries.map((text): SearchOption => ({
        kind: 'query',
        text,
        group: 'suggestions',
      })),
      ...this.suggestions.products.map((product): SearchOption => ({
        kind: 'product',
        product,
        group: 'products',
      })),
    ];
  }

  /** The list is open: the box is in use and has something to offer. */
  get expanded(): boolean {
    return this.active && this.options.length > 0;
  }

  get activeOption(): SearchOption | undefined {
    return this.expanded ? this.options[this.activeIndex] : undefined;
  }

  /** The box got focus: open the list, asking for the popular searches the first time. */
  focus(): void {
    this.active = true;
    if (this.popularRequested) return;
    this.popularRequested = true;
    void this.loadPopular();
  }

  /** Focus left the box: the list closes, what was typed stays. */
  blur(): void {
    this.active = false;
    this.activeIndex = -1;
  }

  /** The shopper typed: keep the text (at most 50 characters) and ask for suggestions once typing pauses. */
  setQuery(text: string): void {
    const query = clampQuery(text);
    if (query === this.query) return;
    this.query = query;
    this.active = true;
    this.activeIndex = -1;
    const generation = ++this.generation;
    clearTimeout(this.timer);
    this.timer = undefined;
    const asked = cleanSuggestionText(query);
    if (!reachesSuggestionThreshold(asked, this.settings().threshold)) {
      this.suggestions = null;
      return;
    }
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.loadSuggestions(asked, generation);
    }, SUGGESTION_DEBOUNCE_MS);
  }

  /** Arrow keys: move the highlight through the list, wrapping at both ends; the first press opens a closed list. */
  move(step: 1 | -1): void {
    if (!this.active) {
      this.active = true;
      return;
    }
    const count = this.options.length;
    if (count === 0) return;
    const from = this.activeIndex < 0 ? (step === 1 ? -1 : count) : this.activeIndex;
    this.activeIndex = (from + step + count) % count;
  }

  /** Escape: close the list and keep the text. */
  collapse(): void {
    this.active = false;
    this.activeIndex = -1;
  }

  /**
   * Submit the typed query or a chosen query suggestion: a blank query does nothing (null); otherwise the search
   * page with the query and the default sort, whose listing follows a merchandising rule's redirect. The box
   * resets; the caller navigates.
   */
  submit(text: string = this.query): SearchDestination | null {
    const query = clampQuery(text).trim();
    if (!isSubmittable(query)) return null;
    const { basePath } = this.settings();
    this.reset();
    return { kind: 'internal', path: searchPagePath(basePath, query) };
  }

  /** Choose a list entry: a query suggestion is submitted, a product opens its page. */
  choose(option: SearchOption): SearchDestination | null {
    if (option.kind === 'query') return this.submit(option.text);
    const { basePath } = this.settings();
    this.reset();
    return destinationOf(option.product.url, basePath);
  }

  /** Back to an empty box: no text, no pending answer, list closed (popular searches are kept for next time). */
  reset(): void {
    this.cancelPending();
    this.query = '';
    this.suggestions = null;
    this.activeIndex = -1;
    this.active = false;
  }

  /** Stop timers (the box left the page). */
  dispose(): void {
    this.cancelPending();
  }

  private cancelPending(): void {
    this.generation += 1;
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private async loadPopular(): Promise<void> {
    try {
      const { search } = await this.discovery();
      const { siteId } = this.settings();
      let popular = await popularSearches(search, siteId);
      if (popular.length === 0) popular = await fallbackPopularSearch(search, siteId);
      runInAction(() => (this.popular = popular));
    } catch (error) {
      this.reportSuggestionFailure(error);
    }
  }

  /** Query and product suggestions together; an answer for an older query (or after a reset) is dropped. */
  private async loadSuggestions(query: string, generation: number): Promise<void> {
    const settings = this.settings();
    let search: DiscoveryServices['search'];
    try {
      search = (await this.discovery()).search;
    } catch (error) {
      this.reportSuggestionFailure(error);
      return;
    }
    const [queries, products] = await Promise.allSettled([
      querySuggestions(search, settings.siteId, query),
      productSuggestions(search, settings, query),
    ]);
    if (queries.status === 'rejected') this.reportSuggestionFailure(queries.reason);
    if (products.status === 'rejected')
      this.reporter.report({
        kind: 'network',
        message: `Problem fetching product suggestions: ${String(products.reason)}`,
        severity: 3,
      });
    if (generation !== this.generation) return;
    runInAction(() => {
      this.suggestions = {
        query,
        queries: queries.status === 'fulfilled' ? queries.value : [],
        products: products.status === 'fulfilled' ? products.value : [],
      };
      this.activeIndex = -1;
    });
  }

  private reportSuggestionFailure(error: unknown): void {
    this.reporter.report({
      kind: 'network',
      message: SUGGESTIONS_FAILED,
      severity: 3,
      detail: String(error),
    });
  }
}

/** Recipe for one search box's store, for the root store's `build`. */
export const siteSearchStore =
  (settings: () => SiteSearchSettings): StoreRecipe<SiteSearchStore> =>
  (services) =>
    new SiteSearchStore(services.discovery, services.reporter, settings);
