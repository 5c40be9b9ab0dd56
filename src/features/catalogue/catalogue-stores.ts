import { LazyStore, type StoreKey, type StoreServices } from '../../kernel/stores/index.ts';
import type { BrandDirectoryStore } from './stores/brand-directory-store.ts';

/** The site's brands by tag, as the root holds them. */
export const brandsStore = 'brands' as StoreKey<LazyStore<BrandDirectoryStore>>;

/** Loaded with the first brand page: an unknown brand's page is not found. */
export function createBrandsStore(services: StoreServices): LazyStore<BrandDirectoryStore> {
  return new LazyStore<BrandDirectoryStore>(async () => {
    const { BrandDirectoryStore } = await import('./stores/brand-directory-store.ts');
    return new BrandDirectoryStore(services.discovery, services.reporter);
  });
}
