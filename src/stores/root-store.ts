import { ContentLoader } from '../content/index.ts';
import type { SiteSummary } from '../sites/index.ts';
import type { StoreRecipe, StoreServices } from './store-services.ts';
import type { CartStore } from './cart-store.ts';
import type { FavouritesStore } from './favourites-store.ts';
import { ContentStore } from './content-store.ts';
import { LazyStore } from './lazy-store.ts';
import { PageEventsStore } from './page-events-store.ts';
import { ShopperMemoryStore } from './shopper-memory-store.ts';
import { SiteStore } from './site-store.ts';
import { UiStore } from './ui-store.ts';

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
  return {
    memory,
    site: new SiteStore(options.sites, memory, services.clock),
    content: new ContentStore(loader),
    ui: new UiStore(options.preview),
    pageEvents: new PageEventsStore(services.analytics),
    // The cart's code (and the API client behind it) loads with the cart's first use, not with the page.
    cart: new LazyStore<CartStore>(async () => {
      const [{ CartStore }, cart] = await Promise.all([import('./cart-store.ts'), services.cart()]);
      return new CartStore(cart, services.reporter, services.analytics);
    }),
    favourites: new LazyStore<FavouritesStore>(async () => {
      const { FavouritesStore } = await import('./favourites-store.ts');
      return new FavouritesStore(memory);
    }),
    /** Build a per-screen store (listing, tray, search box, signup form…) from its module's recipe. */
    build: <Store>(recipe: StoreRecipe<Store>): Store => recipe(services),
  };
}

/** The root store's shape, for the context and the components that read it. */
export type RootStore = ReturnType<typeof createRootStore>;
