import { createAccountServices } from '../features/account/index.ts';
import { loadAddressBookApi } from '../features/address-book/index.ts';
import { loadHelpdeskApi } from '../features/contact/index.ts';
import { loadOrdersApi } from '../features/orders/index.ts';
import { loadPaymentServices } from '../features/payments/index.ts';
import { loadCustomiseApi, loadProductReads } from '../features/product/index.ts';
import type { CommerceServices } from '../kernel/api/index.ts';
import { shopIntegrations } from '../kernel/api/shop-metadata.ts';
import { systemClock } from '../kernel/browser/index.ts';
import type { StoreServices } from '../kernel/stores/index.ts';
import type { AddressBookService } from '../kernel/types/address-book.ts';
import type {
  AnalyticsService,
  ContentService,
  DiscoveryServices,
  ErrorReporter,
  HelpdeskService,
  KeyValueStorage,
  MarketingService,
} from '../kernel/types/index.ts';
import type { OrderService } from '../kernel/types/orders.ts';
import type { PaymentService } from '../kernel/types/payment.ts';
import type { CustomiseService, ProductService } from '../kernel/types/product.ts';
import type { RootStore } from './root.ts';

/** What the browser's services are built from: the page's content, storage and reporting, and the stores to read. */
export interface BrowserServiceDeps {
  content: ContentService;
  storage: KeyValueStorage;
  reporter: ErrorReporter;
  analytics: AnalyticsService;
  /** The root store, read when a call needs the site (never while the services are built). */
  stores: () => RootStore;
  /** The API answers the server read while rendering this page, to answer the first reads without a request. */
  serverAnswers: () => Record<string, string>;
}

/**
 * The services the stores use in the browser, each loading with its first use (the commerce client, discovery,
 * product reads, payments, addresses, orders, the contact enquiry), so none of their code is in the first load.
 */
export function createBrowserServices(deps: BrowserServiceDeps): StoreServices {
  const { content, storage, reporter, analytics } = deps;
  // The commerce API client (cart, signup) loads with its first use, not with the page.
  let commerce: Promise<CommerceServices> | undefined;
  const loadCommerce = () =>
    (commerce ??= Promise.all([import('./services/commerce.ts'), import('../kernel/site/api-site.ts')]).then(
      ([{ createCommerceServices }, { createApiSite }]) =>
        createCommerceServices({ content, storage, site: createApiSite(deps.stores, content), tokens }),
    ));
  // Accounts: the signed-in shopper's tokens go with every API call; the identity code loads with an account action.
  const { account, tokens } = createAccountServices({
    content,
    storage,
    commerce: loadCommerce,
    origin: window.location.origin,
  });
  const marketing: MarketingService = {
    subscribe: (request) => loadCommerce().then((services) => services.marketing.subscribe(request)),
    requestBackInStock: (request) =>
      loadCommerce().then((services) => services.marketing.requestBackInStock(request)),
  };
  const cart = () => loadCommerce().then((services) => services.cart);
  let discoveryServices: Promise<DiscoveryServices> | undefined;
  const discovery = () =>
    (discoveryServices ??= import('./services/discovery.ts').then(({ createBrowserDiscoveryServices }) =>
      createBrowserDiscoveryServices({
        content,
        stores: deps.stores,
        origin: window.location,
        serverAnswers: deps.serverAnswers(),
      }),
    ));
  let productService: Promise<ProductService> | undefined;
  const products = () =>
    (productService ??= loadProductReads().then(({ createProductService }) =>
      createProductService({
        stores: deps.stores,
        content,
        serverAnswers: deps.serverAnswers(),
      }),
    ));
  // Personalisation checks are sessionless calls, loaded when a shopper first personalises a product.
  let customiseService: Promise<CustomiseService> | undefined;
  const customise = () =>
    (customiseService ??= Promise.all([loadCustomiseApi(), import('../kernel/site/api-site.ts')]).then(
      ([{ HttpCustomiseService }, { createApiSite }]) =>
        new HttpCustomiseService(createApiSite(deps.stores, content)),
    ));
  // Payment calls and card encryption load with the payment step.
  let paymentService: Promise<PaymentService> | undefined;
  const payments = () =>
    (paymentService ??= Promise.all([loadCommerce(), loadPaymentServices()]).then(
      ([commerce, { createPaymentService }]) => createPaymentService(commerce.client),
    ));
  // Saved addresses load with the address book or a signed-in checkout.
  let addressService: Promise<AddressBookService> | undefined;
  const addresses = () =>
    (addressService ??= Promise.all([loadCommerce(), loadAddressBookApi()]).then(
      ([commerce, { HttpAddressBookService }]) =>
        new HttpAddressBookService(commerce.client, commerce.tokens),
    ));
  const savedCards = () => loadCommerce().then((commerce) => commerce.savedCards);
  // Order reads load with the first order page, over the shop's one client (a signed-in shopper's bearer).
  let orderService: Promise<OrderService> | undefined;
  const orders = () =>
    (orderService ??= Promise.all([loadCommerce(), loadOrdersApi()]).then(
      ([commerce, { HttpOrderService }]) => new HttpOrderService(commerce.client, commerce.tokens),
    ));
  // The contact enquiry loads with its first send.
  let helpdeskService: Promise<HelpdeskService> | undefined;
  const helpdesk = () =>
    (helpdeskService ??= Promise.all([loadCommerce(), loadHelpdeskApi()]).then(
      ([commerce, { HttpHelpdeskService }]) => new HttpHelpdeskService(commerce.client),
    ));
  return {
    content,
    reporter,
    analytics,
    storage,
    marketing,
    cart,
    discovery,
    products,
    integrations: () => shopIntegrations(content),
    customise,
    payments,
    addresses,
    savedCards,
    orders,
    helpdesk,
    clock: systemClock,
    account,
  };
}
