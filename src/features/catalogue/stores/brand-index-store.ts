import { makeObservable, observable, observableRef, runInAction } from 'mobx';
import { productIndexName } from '../../../../shared/search-indexes.ts';
import type { DiscoveryServices, ErrorReporter } from '../../../kernel/types/index.ts';
import { BRAND_FILTER, BRAND_TAG_ATTRIBUTE } from '../../listing/index.ts';
import type { StoreRecipe } from '../../../kernel/stores/store-services.ts';

/** A brand in the index: its tag (the brand page's path), its name and how many products it has here. */
export interface BrandEntry {
  tag: string;
  name: string;
  count: number;
}

/** One letter of the brand index: A to Z, then `0-9` for names starting with a digit or anything else. */
export interface BrandGroup {
  letter: string;
  brands: BrandEntry[];
}

/** Brand index letters: A-Z, then one group for 0-9 and the rest. */
export const BRAND_LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '0-9'] as const;

/** The letter a brand files under; names that start with a digit (or accented or non-Latin letters) go to `0-9`. */
export function brandLetter(name: string): string {
  const first = name.trim().charAt(0).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : '0-9';
}

/** Brands grouped by letter, each group sorted by name, only the letters that have brands. */
export function groupBrands(brands: readonly BrandEntry[]): BrandGroup[] {
  const groups = new Map<string, BrandEntry[]>();
  for (const brand of brands) {
    const letter = brandLetter(brand.name);
    groups.set(letter, [...(groups.get(letter) ?? []), brand]);
  }
  return BRAND_LETTERS.filter((letter) => groups.has(letter)).map((letter) => ({
    letter,
    brands: [...groups.get(letter)!].sort((a, b) => a.name.localeCompare(b.name)),
  }));
}

/**
 * The brand index (`/{l1?}/brands`): the site's brands from the filter definitions, with counts from one facet-only
 * search under the top level's filters, so a brand with nothing in this department is left out.
 */
export class BrandIndexStore {
  groups: BrandGroup[] = [];
  loading = true;
  failed = false;

  constructor(
    private readonly discovery: () => Promise<DiscoveryServices>,
    private readonly reporter: ErrorReporter,
    readonly context: { siteId: string; language: string; routeFilters?: string },
  ) {
    makeObservable(this, { groups: observableRef, loading: observable, failed: observable });
  }

  async load(): Promise<void> {
    try {
      const services = await this.discovery();
      const [definitions, results] = await Promise.all([
        services.filters(this.context.language),
        services.search.listing({
          indexName: productIndexName(this.context.siteId),
          query: '',
          filters: this.context.routeFilters ?? '',
          disjunctive: [],
          page: 0,
          hitsPerPage: 0,
          facets: [BRAND_TAG_ATTRIBUTE],
          distinct: true,
          clickAnalytics: false,
          ruleContexts: [],
        }),
      ]);
      const counts = results.facets.counts[BRAND_TAG_ATTRIBUTE] ?? {};
      const options = definitions.find((definition) => definition.name === BRAND_FILTER)?.options ?? [];
      const brands = options
        .map((option) => ({ tag: option.tag, name: option.value, count: counts[option.tag] ?? 0 }))
        .filter((brand) => brand.count > 0);
      runInAction(() => {
        this.groups = groupBrands(brands);
        this.loading = false;
      });
    } catch (error) {
      this.reporter.report({ kind: 'network', message: `Brand index failed: ${String(error)}` });
      runInAction(() => {
        this.loading = false;
        this.failed = true;
      });
    }
  }
}

/** Recipe for the brand index page's store, for the root store's `build`. */
export const brandIndexStore =
  (context: BrandIndexStore['context']): StoreRecipe<BrandIndexStore> =>
  (services) =>
    new BrandIndexStore(services.discovery, services.reporter, context);
