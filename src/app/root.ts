import { ContentLoader } from '../content/index.ts';
import type { SiteSummary } from '../sites/index.ts';
import type { StoreRecipe, StoreServices } from '../kernel/stores/store-services.ts';
import type { AccountStore } from '../features/account/stores/account-store.ts';
import type { AddressBookStore } from '../features/address-book/stores/address-book-store.ts';
import type { BrandDirectoryStore } from '../features/catalogue/stores/brand-directory-store.ts';
import type { CartStore } from '../features/bag/stores/cart-store.ts';
import type { CatalogueStore } from '../features/product/stores/catalogue-store.ts';
import type { CheckoutStore } from '../features/checkout/stores/checkout-store.ts';
import type { FavouritesStore } from '../kernel/session/favourites-store.ts';
import type { OrdersStore } from '../features/orders/stores/orders-store.ts';
import type { PaymentStore } from '../features/payments/stores/payment-store.ts';
import type { SavedCardsStore } from '../features/saved-cards/stores/saved-cards-store.ts';
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
  // The cart's code (and the API client behind it) loads with the cart's first use, not with the page.
  const cart = new LazyStore<CartStore>(async () => {
    const [{ CartStore }, service] = await Promise.all([import('../features/bag/stores/cart-store.ts'), services.cart()]);
    return new CartStore(service, services.reporter, services.analytics);
  });
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
  // The signed-in customer's saved addresses, loaded with the address book or a signed-in checkout.
  const addressBook = new LazyStore<AddressBookStore>(async () => {
    const [{ AddressBookStore }, service] = await Promise.all([
      import('../features/address-book/stores/address-book-store.ts'),
      services.addresses(),
    ]);
    return new AddressBookStore(service, () => site.locale);
  });
  // A signed-in customer's saved cards, loaded with the account's payment methods or the payment step.
  const savedCards = new LazyStore<SavedCardsStore>(async () => {
    const [{ SavedCardsStore }, service] = await Promise.all([
      import('../features/saved-cards/stores/saved-cards-store.ts'),
      services.savedCards(),
    ]);
    return new SavedCardsStore(service, services.payments, services.clock);
  });
  // The shopper's account, loaded with the header's account icon (the identity code loads later still).
  const account = new LazyStore<AccountStore>(async () => {
    const [{ AccountStore }, { NO_ACCOUNTS }] = await Promise.all([
      import('../features/account/stores/account-store.ts'),
      import('../features/account/rules/no-accounts.ts'),
    ]);
    const store = new AccountStore(services.account ?? NO_ACCOUNTS, () => cart.ready(), services.marketing);
    // What one customer saved must not stay on screen for the next one on this browser.
    store.onSignOut(() => {
      addressBook.current?.reset();
      savedCards.current?.reset();
    });
    return store;
  });
  return {
    memory,
    account,
    site,
    content: new ContentStore(loader),
    ui: new UiStore(options.preview),
    pageEvents: new PageEventsStore(services.analytics),
    cart,
    // The checkout (delivery address, shipping, tax) follows the cart, and loads with the checkout's first use.
    checkout: new LazyStore<CheckoutStore>(async () => {
      const [{ CheckoutStore }, ready, service] = await Promise.all([
        import('../features/checkout/stores/checkout-store.ts'),
        cart.ready(),
        services.cart(),
      ]);
      return new CheckoutStore(ready, service, async () => (await account.ready()).isUserSignedIn);
    }),
    addressBook,
    // Paying and placing the order, loaded with the payment step.
    payment: new LazyStore<PaymentStore>(async () => {
      const [{ PaymentStore }, service] = await Promise.all([
        import('../features/payments/stores/payment-store.ts'),
        services.payments(),
      ]);
      return new PaymentStore(service, services.clock, services.analytics);
    }),
    savedCards,
    // The products opened in this visit, loaded with the first product page or quick buy.
    catalogue: new LazyStore<CatalogueStore>(async () => {
      const { CatalogueStore } = await import('../features/product/stores/catalogue-store.ts');
      return new CatalogueStore(services.products, services.integrations);
    }),
    // The site's brands by tag, loaded with the first brand page: an unknown brand's page is not found.
    brands: new LazyStore<BrandDirectoryStore>(async () => {
      const { BrandDirectoryStore } = await import('../features/catalogue/stores/brand-directory-store.ts');
      return new BrandDirectoryStore(services.discovery, services.reporter);
    }),
    // The customer's orders (history, one order, a guest's lookup), loaded with the first order page.
    orders: new LazyStore<OrdersStore>(async () => {
      const [{ OrdersStore }, service] = await Promise.all([import('../features/orders/stores/orders-store.ts'), services.orders()]);
      return new OrdersStore(service);
    }),
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
