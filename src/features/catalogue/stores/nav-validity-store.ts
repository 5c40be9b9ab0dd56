import { makeObservable, observableRef, runInAction } from 'mobx';
import { productIndexName } from '../../../../shared/search-indexes.ts';
import type { DiscoveryServices, ErrorReporter } from '../../../kernel/types/index.ts';
import type { StoreRecipe } from '../../../kernel/stores/store-services.ts';
import { type NavLinkFilters } from '../../listing/index.ts';

/**
 * The side-navigation validity check: one batched search per link with hitsPerPage 1 and the
 * route's filters; links whose listing would be empty are hidden. Until the answer (and if it fails) every link shows.
 */
export class NavValidityStore {
  empty: ReadonlySet<string> = new Set();
  /** The links the shown answer is for: asking again for the same ones (after a prepared check) asks nothing. */
  private checked = '';

  constructor(
    private readonly discovery: () => Promise<DiscoveryServices>,
    private readonly reporter: ErrorReporter,
    private readonly siteId: string,
  ) {
    makeObservable(this, { empty: observableRef });
  }

  async check(links: readonly NavLinkFilters[]): Promise<void> {
    const asked = JSON.stringify(links);
    if (links.length === 0 || asked === this.checked) return;
    try {
      const { search } = await this.discovery();
      const counts = await search.hitCounts(
        productIndexName(this.siteId),
        links.map((link) => link.filters),
      );
      const empty = new Set(links.filter((_, index) => counts[index] === 0).map((link) => link.key));
      this.checked = asked;
      runInAction(() => (this.empty = empty));
    } catch (error) {
      this.reporter.report({ kind: 'network', message: `Navigation check failed: ${String(error)}` });
    }
  }

  isEmpty(key: string): boolean {
    return this.empty.has(key);
  }
}

/** Recipe for a site's side-navigation check, for the root store's `build`. */
export const navValidityStore =
  (siteId: string): StoreRecipe<NavValidityStore> =>
  (services) =>
    new NavValidityStore(services.discovery, services.reporter, siteId);
