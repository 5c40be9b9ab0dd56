import { lazyComponent } from '../../renderer/index.ts';

// Screens other than content pages are chunks of their own; the four listing screens share one.
const listingScreens = () => import('./listing-screens.tsx');

/** A category listing, loaded with the listing chunk. */
export const CategoryScreen = lazyComponent(listingScreens, (module) => module.CategoryScreen);
/** The search page, loaded with the listing chunk. */
export const SearchScreen = lazyComponent(listingScreens, (module) => module.SearchScreen);
/** A brand's listing, loaded with the listing chunk. */
export const BrandScreen = lazyComponent(listingScreens, (module) => module.BrandScreen);
/** The brand index, loaded with the listing chunk. */
export const BrandIndexScreen = lazyComponent(listingScreens, (module) => module.BrandIndexScreen);
/** The not-found template. */
export const NotFoundPage = lazyComponent(
  () => import('../../features/content-pages/screens/not-found-page.tsx'),
  (module) => module.NotFoundPage,
);
/** A product page, a chunk of its own. */
export const ProductScreen = lazyComponent(
  () => import('../../features/product/screens/product-page.tsx'),
  (module) => module.ProductScreen,
);
/** A size guide page, a chunk of its own. */
export const SizeGuideScreen = lazyComponent(
  () => import('../../features/size-guide/screens/size-guide-page.tsx'),
  (module) => module.SizeGuideScreen,
);
/** The contact form, a chunk of its own. */
export const ContactUsScreen = lazyComponent(
  () => import('../../features/contact/screens/contact-us-page.tsx'),
  (module) => module.ContactUsScreen,
);
/** The favourites page, a chunk of its own. */
export const FavouritesScreen = lazyComponent(
  () => import('../../features/favourites/screens/favourites-page.tsx'),
  (module) => module.FavouritesScreen,
);
/** The account's pages, one chunk (the identity code loads later still, with an account action). */
export const AccountScreen = lazyComponent(
  () => import('../../features/account/screens/account-pages.tsx'),
  (module) => module.AccountScreen,
);
/** The bag (the checkout's first step), a chunk of its own. */
export const BasketScreen = lazyComponent(
  () => import('../../features/checkout/screens/basket-page.tsx'),
  (module) => module.BasketScreen,
);
/** The checkout's delivery step, a chunk of its own (with the address form's rjsf). */
export const ShippingScreen = lazyComponent(
  () => import('../../features/checkout/screens/shipping-page.tsx'),
  (module) => module.ShippingScreen,
);
/** The address book, a chunk of its own (with the address form's rjsf). */
export const AddressBookScreen = lazyComponent(
  () => import('../../features/address-book/screens/address-book-page.tsx'),
  (module) => module.AddressBookScreen,
);
// The purchase after the bag: a chunk per screen (card encryption
// and the payment service load later still, with the payment store).
const purchaseScreens = {
  payment: () => import('../../features/checkout/screens/checkout-payment-page.tsx'),
  review: () => import('../../features/checkout/screens/checkout-review-page.tsx'),
  complete: () => import('../../features/checkout/screens/complete-page.tsx'),
  paymentReturn: () => import('../../features/payments/screens/payment-return-page.tsx'),
  recreate: () => import('../../features/checkout/screens/recreate-cart-page.tsx'),
};
/** The checkout's payment step. */
export const CheckoutPaymentScreen = lazyComponent(
  purchaseScreens.payment,
  (module) => module.CheckoutPaymentScreen,
);
/** The checkout's review step. */
export const CheckoutReviewScreen = lazyComponent(
  purchaseScreens.review,
  (module) => module.CheckoutReviewScreen,
);
/** Back from the payment provider's page: the payment finished in the shopper's session. */
export const PaymentReturnScreen = lazyComponent(
  purchaseScreens.paymentReturn,
  (module) => module.PaymentReturnScreen,
);
/** The order's completion page. */
export const CompleteScreen = lazyComponent(purchaseScreens.complete, (module) => module.CompleteScreen);
/** The signed-in customer's saved cards, a chunk of its own (with the checkout's card form it reuses). */
export const PaymentMethodsScreen = lazyComponent(
  () => import('../../features/saved-cards/screens/payment-methods-page.tsx'),
  (module) => module.PaymentMethodsScreen,
);
/** Recreating a cart. */
export const RecreateCartScreen = lazyComponent(
  purchaseScreens.recreate,
  (module) => module.RecreateCartScreen,
);
// The order pages: a chunk for the signed-in customer's pages, one for the guest's lookups.
const orderScreens = {
  account: () => import('../../features/orders/screens/orders-page.tsx'),
  lookup: () => import('../../features/orders/screens/order-lookup-pages.tsx'),
};
/** The order history. */
export const OrdersScreen = lazyComponent(orderScreens.account, (module) => module.OrdersScreen);
/** One order of the signed-in customer. */
export const OrderScreen = lazyComponent(orderScreens.account, (module) => module.OrderScreen);
/** A guest's order status. */
export const OrderStatusScreen = lazyComponent(orderScreens.lookup, (module) => module.OrderStatusScreen);
/** A guest's parcel tracking. */
export const TrackingScreen = lazyComponent(orderScreens.lookup, (module) => module.TrackingScreen);
