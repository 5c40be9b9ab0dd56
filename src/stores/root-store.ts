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
import { BrandIndexStore } from './brand-index-store.ts';
import { CampaignsStore } from './campaigns-store.ts';
import type { CartStore } from './cart-store.ts';
import { EmailSignupStore } from './email-signup-store.ts';
import type { FavouritesStore } from './favourites-store.ts';
import { ContentStore } from './content-store.ts';
import { LazyStore } from './lazy-store.ts';
import { ListingStore, type ListingContext } from './listing-store.ts';
import { NavValidityStore } from './nav-validity-store.ts';
import { PageEventsStore } from './page-events-store.ts';
import { ShopperMemoryStore } from './shopper-memory-store.ts';
import { SiteSearchStore, type SiteSearchSettings } from './site-search-store.ts';
import { SiteStore } from './site-store.ts';
import { TrayStore, type TrayOptions } from './tray-store.ts';
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

/**
 * Builds every store, wiring each to the services it needs (MobX "Defining data stores"): the app-wide ones once, the
 * per-screen ones through the `create…` factories, so components get stores from the root and never see services.
 * Factories read the services when called, so a test may swap one (`services.discovery = …`) before a screen renders.
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
    /** One listing (category, brand or search) and its URL state. */
    createListingStore: (context: ListingContext) =>
      new ListingStore(services.discovery, services.analytics, services.reporter, context),
    /** The brand index page's brands, grouped by letter. */
    createBrandIndexStore: (context: ConstructorParameters<typeof BrandIndexStore>[2]) =>
      new BrandIndexStore(services.discovery, services.reporter, context),
    /** Which side-navigation links of a site find no products. */
    createNavValidityStore: (siteId: string) =>
      new NavValidityStore(services.discovery, services.reporter, siteId),
    /** One product tray of a content page. */
    createTrayStore: (trayOptions: TrayOptions) =>
      new TrayStore(services.discovery, services.reporter, trayOptions),
    /** One search box's suggestions. */
    createSiteSearchStore: (settings: () => SiteSearchSettings) =>
      new SiteSearchStore(services.discovery, services.reporter, settings),
    /** One newsletter signup form. */
    createEmailSignupStore: (signup: ConstructorParameters<typeof EmailSignupStore>[2]) =>
      new EmailSignupStore(services.marketing, services.analytics, signup),
    /** The campaign messages of a page, read through a content loader of their own. */
    createCampaignsStore: () => {
      const campaigns = new ContentLoader(services.content, services.reporter);
      return new CampaignsStore(
        (siteId, name) => campaigns.load(siteId, 'campaign', { name }),
        services.clock,
      );
    },
  };
}

/** The root store's shape, for the context and the components that read it. */
export type RootStore = ReturnType<typeof createRootStore>;
