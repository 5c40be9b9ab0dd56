import { makeObservable, observable, runInAction } from 'mobx';
import { BRAND_FILTER } from '../../listing/index.ts';
import type { DiscoveryServices, ErrorReporter } from '../../../kernel/types/index.ts';

/** What the site's catalogue says of a brand page's tag: still asking, a brand with its name, or no such brand. */
export type BrandLookup = { status: 'loading' } | { status: 'known'; name?: string } | { status: 'unknown' };

/**
 * The brands a site sells, by tag, from its filter definitions (the catalogue's brand filter), so a brand page can
 * tell a brand from a mistyped address: the server answers the latter 404 with the not-found page, and the browser
 * shows the same. Where the brands cannot be told (the read failed, or the site's filters list no brands) every
 * brand page is shown, as a listing that may be empty.
 */
export class BrandDirectoryStore {
  /** Name by tag per site and language; null when the site's brands cannot be told. */
  private readonly brands = observable.map<string, ReadonlyMap<string, string> | null>({}, { deep: false });
  private readonly loads = new Map<string, Promise<void>>();

  constructor(
    private readonly discovery: () => Promise<DiscoveryServices>,
    private readonly reporter: ErrorReporter,
  ) {
    makeObservable<BrandDirectoryStore, 'brands'>(this, { brands: observable });
  }

  /** Read the site's brands in a language once (again after a failure, on the next call). */
  load(siteId: string, language: string): Promise<void> {
    const key = `${siteId}:${language}`;
    let loading = this.loads.get(key);
    if (!loading) {
      loading = this.read(key, language);
      this.loads.set(key, loading);
    }
    return loading;
  }

  /** What the site knows of the brand with this tag. */
  brand(siteId: string, language: string, tag: string): BrandLookup {
    const key = `${siteId}:${language}`;
    if (!this.brands.has(key)) return { status: 'loading' };
    const brands = this.brands.get(key);
    if (!brands) return { status: 'known' };
    const name = brands.get(tag);
    return name === undefined ? { status: 'unknown' } : { status: 'known', name };
  }

  private async read(key: string, language: string): Promise<void> {
    let brands: ReadonlyMap<string, string> | null = null;
    try {
      const definitions = await (await this.discovery()).filters(language);
      const options = definitions.find((definition) => definition.name === BRAND_FILTER)?.options ?? [];
      if (options.length > 0) brands = new Map(options.map((option) => [option.tag, option.value]));
    } catch (error) {
      this.loads.delete(key);
      this.reporter.report({ kind: 'network', message: `Brands could not be read: ${String(error)}` });
    }
    runInAction(() => this.brands.set(key, brands));
  }
}
