import { LazyStore, type StoreKey, type StoreServices } from '../../kernel/stores/index.ts';
import type { CatalogueStore } from './stores/catalogue-store.ts';

/** The products opened in this visit, as the root holds them. */
export const catalogueStore = 'catalogue' as StoreKey<LazyStore<CatalogueStore>>;

/** Loaded with the first product page or quick buy. */
export function createCatalogueStore(services: StoreServices): LazyStore<CatalogueStore> {
  return new LazyStore<CatalogueStore>(async () => {
    const { CatalogueStore } = await import('./stores/catalogue-store.ts');
    return new CatalogueStore(services.products, services.integrations);
  });
}
