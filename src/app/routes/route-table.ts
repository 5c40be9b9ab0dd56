import { accountRoute } from './account.route.tsx';
import { addressBookRoute } from './address-book.route.tsx';
import { brandIndexRoute } from './brand-index.route.tsx';
import { brandRoute } from './brand.route.tsx';
import { categoryRoute } from './category.route.tsx';
import { checkoutRoute, checkoutShippingRoute } from './checkout.route.tsx';
import { contactUsRoute } from './contact-us.route.tsx';
import { contentRoute } from './content.route.tsx';
import { favouritesRoute } from './favourites.route.tsx';
import { homeRoute } from './home.route.tsx';
import { notFoundRoute } from './not-found.route.tsx';
import { paymentMethodsRoute } from './payment-methods.route.tsx';
import { orderRoute, ordersRoute, orderStatusRoute, trackingRoute } from './orders.route.tsx';
import { productRoute } from './product.route.tsx';
import {
  completeRoute,
  paymentReturnRoute,
  paymentStepRoute,
  recreateCartRoute,
  reviewStepRoute,
} from './purchase.route.tsx';
import { redirectRoute } from './redirect.route.tsx';
import type { ResolvedRoute, RouteContext, SiteRouteDefinition } from '../../routing/route-types.ts';
import { searchRoute } from './search.route.tsx';
import { sizeGuideRoute } from './size-guide.route.tsx';

/**
 * Every route of a site, in the order they are tried: the first that matches a path renders it. The browser's
 * router, the route preparation and the server renderer all read this one table.
 */
export const routeTable: readonly SiteRouteDefinition[] = [
  homeRoute,
  contentRoute,
  searchRoute,
  productRoute,
  sizeGuideRoute,
  contactUsRoute,
  favouritesRoute,
  accountRoute,
  checkoutRoute,
  checkoutShippingRoute,
  addressBookRoute,
  paymentStepRoute,
  paymentMethodsRoute,
  reviewStepRoute,
  paymentReturnRoute,
  completeRoute,
  ordersRoute,
  orderStatusRoute,
  orderRoute,
  trackingRoute,
  recreateCartRoute,
  categoryRoute,
  brandRoute,
  brandIndexRoute,
  redirectRoute,
  notFoundRoute,
];

/** The route that renders a path inside a site (the not-found route when no other does). */
export function resolveRoute(context: RouteContext, table = routeTable): ResolvedRoute {
  for (const route of table) {
    const resolved = route.resolve(context);
    if (resolved) return resolved;
  }
  throw new Error(`No route for ${context.rest}: the table must end with a route that matches every path`);
}
