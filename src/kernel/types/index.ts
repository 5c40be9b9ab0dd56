/** Service interfaces and the shop's own types: stores and the content loader depend on these, never on clients. */
export type { ContentFetchResult, ContentService, MetadataService } from './content.ts';
export type {
  AnalyticsChannel,
  AnalyticsEvent,
  AnalyticsService,
  ErrorReporter,
  ReportedError,
} from './diagnostics.ts';
export {
  type BrowserEnvironment,
  type BuildService,
  type Clock,
  type GateOutcome,
  type GateService,
  type GeoService,
  type KeyValueStorage,
  type ScriptLoader,
} from './browser.ts';
export type { MarketingService, SubscribeResult } from './marketing.ts';
export type { AuthTokens, PreconditionRequired, ServiceFailure } from './session.ts';
export type { AddressBook, AddressBookService, AddressKind } from './address-book.ts';
export type {
  Address,
  Availability,
  Cart,
  CartAddition,
  CartAddress,
  CartLine,
  CartNotice,
  CartPromotion,
  CartService,
  CartTotals,
  Consumer,
  CustomisationInput,
  ShippingOption,
  TaxState,
} from './cart.ts';
export type {
  DiscoveryServices,
  ListingFacets,
  ListingProduct,
  ListingQuery,
  ListingResults,
  SearchService,
} from './search.ts';
export type {
  AccountServices,
  AccountSession,
  EditableAttributes,
  IdentityFailure,
  IdentityService,
  IdentitySettings,
  IdentityUser,
  SignUpDetails,
} from './identity.ts';
export type { ContactEnquiry, EnquiryRefusal, HelpdeskService } from './helpdesk.ts';
