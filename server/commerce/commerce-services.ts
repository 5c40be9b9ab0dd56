import type { CommerceContext } from '../api/context.ts';
import type { SiteDirectory } from '../api/site-directory.ts';
import { AddressService } from './addresses/address-service.ts';
import { CartService } from './cart/cart-service.ts';
import { ReferenceData } from './cart/reference-data.ts';
import { CheckoutService } from './checkout/checkout-service.ts';
import { CustomiseService } from './customise/customise-service.ts';
import { HelpdeskService } from './helpdesk/helpdesk-service.ts';
import { interestsFromContent } from './marketing/interest-groups.ts';
import { MarketingService } from './marketing/marketing-service.ts';
import { OrderService } from './orders/order-service.ts';
import { OutboxService } from './outbox/outbox-service.ts';
import { ProductService } from './products/product-service.ts';
import { SessionService } from './session/session-service.ts';

/** Every commerce service, built once per app; the area routes read them from `app.commerce`. */
export interface CommerceServices {
  sites: SiteDirectory;
  /** Limits an operator may tune, read on each call (tests change them at run time). */
  limits: CommerceContext['limits'];
  sessions: SessionService;
  addresses: AddressService;
  cart: CartService;
  checkout: CheckoutService;
  marketing: MarketingService;
  helpdesk: HelpdeskService;
  orders: OrderService;
  products: ProductService;
  customise: CustomiseService;
  outbox: OutboxService;
}

/** Build the commerce services over a context: the one place that knows which service needs which dependencies. */
export function createCommerceServices(context: CommerceContext): CommerceServices {
  const { db, sites, now } = context;
  const reference = new ReferenceData(() => now().getTime());
  const cart = new CartService({ db, now, reference });
  const outbox = new OutboxService(db);
  return {
    sites,
    limits: context.limits,
    sessions: new SessionService({ db, sites, now, secret: context.secrets.session }),
    addresses: new AddressService({ db, sites }),
    cart,
    checkout: new CheckoutService({ db, now, cart, reference }),
    marketing: new MarketingService({
      db,
      now,
      outbox,
      interests: interestsFromContent(context.contentDir),
    }),
    helpdesk: new HelpdeskService({ db, now, outbox }),
    orders: new OrderService({ db, lookupSecret: context.secrets.orderLookup }),
    products: new ProductService({ db, now, contentDir: context.contentDir }),
    customise: new CustomiseService({ db }),
    outbox,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The commerce services, decorated by the commerce API plugin for the area routes registered inside it. */
    commerce: CommerceServices;
  }
}
