import { ContentLoader } from '../content/index.ts';
import type { SiteSummary } from '../sites/index.ts';
import type {
  AnalyticsService,
  CartService,
  Clock,
  ContentService,
  DiscoveryServices,
  ErrorReporter,
  KeyValueStorage,
  MarketingService,
} from '../services/types/index.ts';
import type { CartStore } from './cart-store.ts';
import type { FavouritesStore } from './favourites-store.ts';
import { ContentStore } from './content-store.ts';
import { LazyStore } from './lazy-store.ts';
import { SiteStore } from './site-store.ts';
import { UiStore } from './ui-store.ts';

/** Everything the stores need from the outside world; tests pass fakes. */
export interface StoreServices {
  content: ContentService;
  reporter: ErrorReporter;
  analytics: AnalyticsService;
  storage: KeyValueStorage;
  marketing: MarketingService;
  /** The cart service, loaded with the cart's first use (its client is a chunk of its own). */
  cart: () => Promise<CartService>;
  /** Search and filter definitions, loaded with the first listing (the search client is a chunk of its own). */
  discovery: () => Promise<DiscoveryServices>;
  clock: Clock;
}

/** Builds every domain store once, wiring each to the services it needs (MobX "Defining data stores"). */
export function createRootStore(
  services: StoreServices,
  options: { sites: SiteSummary[]; preview: boolean },
) {
  const loader = new ContentLoader(services.content, services.reporter);
  return {
    services,
    site: new SiteStore(options.sites, services.storage),
    content: new ContentStore(loader),
    ui: new UiStore(options.preview),
    // The cart's code (and the API client behind it) loads with the cart's first use, not with the page.
    cart: new LazyStore<CartStore>(async () => {
      const [{ CartStore }, cart] = await Promise.all([import('./cart-store.ts'), services.cart()]);
      return new CartStore(cart, services.reporter, services.analytics);
    }),
    favourites: new LazyStore<FavouritesStore>(async () => {
      const { FavouritesStore } = await import('./favourites-store.ts');
      return new FavouritesStore(services.storage);
    }),
  };
}

export type RootStore = ReturnType<typeof createRootStore>;
