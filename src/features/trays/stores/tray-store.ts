import { makeObservable, observable, observableRef, runInAction } from 'mobx';
import { productIndexName } from '../../../../shared/search-indexes.ts';
import type {
  DiscoveryServices,
  ErrorReporter,
  ListingProduct,
  SearchService,
} from '../../../kernel/types/index.ts';
import { groupTagFilter, productIdFilter } from '../../listing/index.ts';
import {
  CART_ANCHORS,
  TRAY_DEBOUNCE_MS,
  interleave,
  relaxFilters,
  tooFewHits,
  uniqueProducts,
} from '../rules/tray-rules.ts';
import type { StoreRecipe } from '../../../kernel/stores/store-services.ts';

/** The recommendation models that start from one product. */
export type AnchoredModel = 'related-products' | 'bought-together';

/** Where a tray's products come from. */
export type TraySource =
  /** A search with the content's filters, relaxed once when it finds too few. */
  | { kind: 'search'; filters: string }
  /** Known products in a given order (recently viewed): a productId list with distinct on. */
  | { kind: 'products'; productIds: () => readonly string[] }
  /** A recommendation model from one product; no product (nothing viewed yet) means an empty tray. */
  | { kind: 'recommend'; model: AnchoredModel; productId: () => string | undefined }
  | { kind: 'trending' }
  /** Products related to what is in the bag, fetched as a productId list with distinct on. */
  | { kind: 'cart'; productIds: () => Promise<readonly string[]> };

/** What a tray shows: nothing yet, skeleton, products, nothing found (or nothing to look for), or a failure. */
export type TrayStatus = 'idle' | 'loading' | 'ready' | 'empty' | 'failed';

/** One tray's settings. */
export interface TrayOptions {
  siteId: string;
  source: TraySource;
  hitsPerPage: number;
  /** The widget name and content file, for reports. */
  widget: string;
  file?: string;
}

type Timers = {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: never) => void;
};

/**
 * One product tray: fetches its products once it is wanted (the widget calls `load` when the tray nears the
 * viewport), keeps the newest answer, and reports two failures by name: 'No product found' when nothing came back,
 * 'No group product found' for a colour-group member that could not be found either way.
 */
export class TrayStore {
  status: TrayStatus = 'idle';
  products: ListingProduct[] = [];
  private generation = 0;
  private timer: unknown;

  constructor(
    private readonly discovery: () => Promise<DiscoveryServices>,
    private readonly reporter: ErrorReporter,
    readonly options: TrayOptions,
    private readonly timers: Timers = globalThis as unknown as Timers,
  ) {
    makeObservable<TrayStore>(this, { status: observable, products: observableRef });
  }

  /** Fetch the products now; a newer load makes an older answer count for nothing. */
  async load(): Promise<void> {
    const generation = ++this.generation;
    runInAction(() => (this.status = 'loading'));
    try {
      const { search } = await this.discovery();
      const found = await this.fetch(search);
      if (generation !== this.generation) return;
      const products = found === 'nothing-to-show' ? [] : uniqueProducts(found, this.options.hitsPerPage);
      if (found !== 'nothing-to-show' && products.length === 0) this.report('No product found');
      runInAction(() => {
        this.products = products;
        this.status = products.length ? 'ready' : 'empty';
      });
    } catch (error) {
      if (generation !== this.generation) return;
      this.reporter.report({
        kind: 'network',
        message: `Tray search failed: ${error instanceof Error ? error.message : String(error)}`,
        severity: 3,
        ...(this.options.file ? { file: this.options.file } : {}),
        detail: { widget: this.options.widget, source: this.options.source.kind },
      });
      runInAction(() => (this.status = 'failed'));
    }
  }

  /** Load again once changes (the bag's lines) have settled for 300 ms. */
  scheduleLoad(): void {
    this.dispose();
    this.timer = this.timers.setTimeout(() => void this.load(), TRAY_DEBOUNCE_MS);
  }

  /** Forget a scheduled load (the tray left the page). */
  dispose(): void {
    if (this.timer !== undefined) this.timers.clearTimeout(this.timer as never);
    this.timer = undefined;
  }

  private get indexName(): string {
    return productIndexName(this.options.siteId);
  }

  /** The products in tray order, or 'nothing-to-show' when there was nothing to look for. */
  private async fetch(search: SearchService): Promise<ListingProduct[] | 'nothing-to-show'> {
    const { source, hitsPerPage } = this.options;
    switch (source.kind) {
      case 'search':
        return this.searchRelaxed(search, source.filters);
      case 'products': {
        const ids = source.productIds().slice(0, hitsPerPage);
        return ids.length ? this.byProductIds(search, ids) : 'nothing-to-show';
      }
      case 'recommend': {
        const anchor = source.productId();
        if (!anchor) return 'nothing-to-show';
        const found = await search.recommend(this.indexName, source.model, anchor, hitsPerPage + 1);
        return found.filter((product) => product.productId !== anchor);
      }
      case 'trending':
        return search.recommend(this.indexName, 'trending-items', undefined, hitsPerPage);
      case 'cart':
        return this.relatedToBag(search, await source.productIds());
    }
  }

  /** The content's filters; with too few hits, once more without the narrowest clause, the first hits kept first. */
  private async searchRelaxed(search: SearchService, filters: string): Promise<ListingProduct[]> {
    const { hitsPerPage } = this.options;
    const params = { hitsPerPage, distinct: true };
    const first = await search.products(this.indexName, { ...params, ...(filters ? { filters } : {}) });
    const relaxed = filters ? relaxFilters(filters) : undefined;
    if (!tooFewHits(first.length, hitsPerPage) || relaxed === undefined) return first;
    const more = await search.products(this.indexName, { ...params, filters: relaxed });
    return [...first, ...more];
  }

  /**
   * Known products in the given order: one productId search with distinct on; an id it did not find may be a
   * colour-group member, looked up by its group tag (`_tags:_grp_{productId}`).
   */
  private async byProductIds(search: SearchService, ids: readonly string[]): Promise<ListingProduct[]> {
    const hits = await search.products(this.indexName, {
      filters: productIdFilter(ids),
      hitsPerPage: ids.length,
      distinct: true,
    });
    const found = new Map(hits.map((product) => [product.productId, product]));
    const missing = ids.filter((id) => !found.has(id));
    const groups = await Promise.all(
      missing.map(async (id) => {
        const [member] = await search.products(this.indexName, {
          filters: groupTagFilter(id),
          hitsPerPage: 1,
          distinct: true,
        });
        if (!member) this.report('No group product found', { productId: id });
        return [id, member] as const;
      }),
    );
    for (const [id, member] of groups) if (member) found.set(id, member);
    return ids.flatMap((id) => found.get(id) ?? []);
  }

  /** Related products of the newest bag lines, taken in turns, without what is already in the bag. */
  private async relatedToBag(
    search: SearchService,
    bag: readonly string[],
  ): Promise<ListingProduct[] | 'nothing-to-show'> {
    const anchors = [...new Set(bag)].slice(0, CART_ANCHORS);
    if (anchors.length === 0) return 'nothing-to-show';
    const { hitsPerPage } = this.options;
    const lists = await Promise.all(
      anchors.map((id) => search.recommend(this.indexName, 'related-products', id, hitsPerPage)),
    );
    const inBag = new Set(bag);
    const ids = [
      ...new Set(
        interleave(lists)
          .map((product) => product.productId)
          .filter((id) => !inBag.has(id)),
      ),
    ].slice(0, hitsPerPage);
    return ids.length ? this.byProductIds(search, ids) : [];
  }

  private report(message: string, detail: Record<string, unknown> = {}): void {
    const { source, widget, file } = this.options;
    this.reporter.report({
      kind: 'content',
      message,
      severity: 3,
      ...(file ? { file } : {}),
      detail: {
        widget,
        source: source.kind,
        ...(source.kind === 'search' ? { filters: source.filters } : {}),
        ...detail,
      },
    });
  }
}

/** Recipe for one product tray's store, for the root store's `build`. */
export const trayStore =
  (options: TrayOptions): StoreRecipe<TrayStore> =>
  (services) =>
    new TrayStore(services.discovery, services.reporter, options);
