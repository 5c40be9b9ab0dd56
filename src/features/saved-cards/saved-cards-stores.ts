import { lazyStore, type LazyStore, type StoreKey, type StoreServices } from '../../kernel/stores/index.ts';
import type { SavedCardsStore } from './stores/saved-cards-store.ts';

/** A signed-in customer's saved cards, as the root holds them. */
export const savedCardsStore = 'savedCards' as StoreKey<LazyStore<SavedCardsStore>>;

/** Loaded with the account's payment methods or the payment step. */
export function createSavedCardsStore(services: StoreServices): LazyStore<SavedCardsStore> {
  return lazyStore(
    () => import('./stores/saved-cards-store.ts'),
    () => services.savedCards(),
    (module, service) => new module.SavedCardsStore(service, services.payments, services.clock),
  );
}
