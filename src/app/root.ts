import { ContentLoader } from '../content/index.ts';
import type { SiteSummary } from '../sites/index.ts';
import type { StoreRecipe, StoreServices } from '../kernel/stores/store-services.ts';
import { createAccountStores } from '../features/account/index.ts';
import { createAddressBookStore, createAddressRulesStore } from '../features/address-book/index.ts';
import { createCartStore } from '../features/bag/index.ts';
import { createBrandsStore } from '../features/catalogue/index.ts';
import { createCheckoutStore } from '../features/checkout/index.ts';
import { createOrdersStore } from '../features/orders/index.ts';
import { createPaymentStore } from '../features/payments/index.ts';
import { createCatalogueStore } from '../features/product/index.ts';
import { createSavedCardsStore } from '../features/saved-cards/index.ts';
import type { FavouritesStore } from '../kernel/session/favourites-store.ts';
import { storesByKey } from '../kernel/stores/shop-stores.ts';
import { ContentStore } from '../kernel/content/content-store.ts';
import { LazyStore } from '../kernel/stores/lazy-store.ts';
import { PageEventsStore } from '../kernel/analytics/page-events-store.ts';
import { PreparedStores } from '../kernel/stores/prepared-stores.ts';
import { ShopperMemoryStore } from '../kernel/session/shopper-memory-store.ts';
import { SiteStore } from '../kernel/site/site-store.ts';
import { UiStore } from '../kernel/stores/ui-store.ts';

/**
 * Builds every store, wiring each to the services it needs (MobX "Defining data stores"): the app-wide ones once, the
 * per-screen ones through `build` and the recipe each store module exports, so components get stores from the root
 * and never see services. Recipes read the services when run, so a test may swap one before a screen renders.
 */
export function createRootStore(
  services: StoreServices,
  options: { sites: SiteSummary[]; preview: boolean },
) {
  const loader = new ContentLoader(services.content, services.reporter);
  const memory = new ShopperMemoryStore(services.storage);
  const cart = createCartStore(services);
  const site = new SiteStore(options.sites, memory, services.clock, {
    exists: () => memory.hasApiSession(),
    keep: async (language) => {
      try {
        await (await services.cart()).setSessionLanguage(language);
      } catch (error) {
        services.reporter.report({
          kind: 'network',
          message: 'The session did not take the language',
          detail: error,
        });
      }
    },
  });
  const addressBook = createAddressBookStore(services, () => site.locale);
  const savedCards = createSavedCardsStore(services);
  const addressRules = createAddressRulesStore(services);
  const { status: accountStatus, store: account } = createAccountStores(
    services,
    () => cart.ready(),
    () => {
      addressBook.current?.reset();
      savedCards.current?.reset();
    },
  );
  // Each feature's store under the name its key gives; features read them by key (ShopStores.get).
  const featureStores = {
    account,
    accountStatus,
    cart,
    checkout: createCheckoutStore(
      services,
      () => cart.ready(),
      async () => accountStatus.signedIn,
      addressRules,
    ),
    addressBook,
    addressRules,
    payment: createPaymentStore(services),
    savedCards,
    catalogue: createCatalogueStore(services),
    brands: createBrandsStore(services),
    orders: createOrdersStore(services),
  };
  return {
    memory,
    site,
    content: new ContentStore(loader),
    ui: new UiStore(options.preview),
    pageEvents: new PageEventsStore(services.analytics),
    ...featureStores,
    get: storesByKey(featureStores),
    favourites: new LazyStore<FavouritesStore>(async () => {
      const { FavouritesStore } = await import('../kernel/session/favourites-store.ts');
      return new FavouritesStore(memory);
    }),
    /** Per-screen stores a route loaded before the first render, for the screen that renders them. */
    prepared: new PreparedStores(),
    /** Build a per-screen store (listing, tray, search box, signup form…) from its module's recipe. */
    build: <Store>(recipe: StoreRecipe<Store>): Store => recipe(services),
  };
}

/** The root store's shape, for the context and the components that read it. */
export type RootStore = ReturnType<typeof createRootStore>;
