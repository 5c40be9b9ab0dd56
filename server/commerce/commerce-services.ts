import type { CommerceContext } from '../api/context.ts';
import type { PaymentSettings } from '../api/payment-settings.ts';
import type { SiteDirectory } from '../api/site-directory.ts';
import type { HttpTransport } from '../lib/http-transport.ts';
import type { Queryable } from '../db/database.ts';
import { AddressService } from './addresses/address-service.ts';
import { CartService } from './cart/cart-service.ts';
import { ReferenceData } from './cart/reference-data.ts';
import { CheckoutService } from './checkout/checkout-service.ts';
import { OrderPlacement } from './checkout/order-placement.ts';
import { PaymentGateway } from './checkout/payment-gateway.ts';
import { CustomiseService } from './customise/customise-service.ts';
import { HelpdeskService } from './helpdesk/helpdesk-service.ts';
import { interestsFromContent } from './marketing/interest-groups.ts';
import { MarketingService } from './marketing/marketing-service.ts';
import { OrderService } from './orders/order-service.ts';
import { OutboxService } from './outbox/outbox-service.ts';
import { SavedCardService } from './payment-methods/saved-card-service.ts';
import { ProductService } from './products/product-service.ts';
import { SessionService } from './session/session-service.ts';

/** Every commerce service, built once per app; the area routes read them from `app.commerce`. */
export interface CommerceServices {
  sites: SiteDirectory;
  /** The clock (tests move it). */
  now: () => Date;
  /** Limits an operator may tune, read on each call (tests change them at run time). */
  limits: CommerceContext['limits'];
  /** Where the per-caller limits count (the database), so every server process on it spends one budget. */
  counters: Queryable;
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
  placement: OrderPlacement;
  paymentMethods: SavedCardService;
  /** What the payment routes hand out and check: the provider's client key, captcha and notification keys. */
  payments: Pick<PaymentSettings, 'clientKey' | 'environment' | 'hmacKeyHex'> & {
    captchaSecret: string;
    now: () => Date;
  };
}

/** Build the commerce services over a context: the one place that knows which service needs which dependencies. */
export function createCommerceServices(
  context: CommerceContext,
  /** How the shop reaches the payment provider (HTTP, or the sandbox in this process). */
  providerTransport: HttpTransport,
): CommerceServices {
  const { db, sites, now } = context;
  const reference = new ReferenceData(() => now().getTime());
  const cart = new CartService({ db, now, reference });
  const outbox = new OutboxService(db);
  const gateway = new PaymentGateway(context.payments, providerTransport);
  const paymentMethods = new SavedCardService({
    db,
    now,
    gateway,
    limits: context.limits,
    storefrontOrigin: context.storefrontOrigin,
  });
  return {
    sites,
    now,
    limits: context.limits,
    counters: db,
    sessions: new SessionService({ db, sites, now, secret: context.secrets.session }),
    addresses: new AddressService({ db, sites }),
    cart,
    checkout: new CheckoutService({ db, now, cart, reference }),
    marketing: new MarketingService({
      db,
      now,
      outbox,
      interests: interestsFromContent(context.contentDir),
      unsubscribe: { secret: context.secrets.marketing, origin: context.storefrontOrigin },
    }),
    helpdesk: new HelpdeskService({ db, now, outbox }),
    orders: new OrderService({ db, lookupSecret: context.secrets.orderLookup }),
    products: new ProductService({ db, now, contentDir: context.contentDir }),
    customise: new CustomiseService({ db }),
    outbox,
    placement: new OrderPlacement({
      db,
      now,
      reference,
      outbox,
      gateway,
      savedCards: paymentMethods,
      sites,
      secrets: context.secrets,
      storefrontOrigin: context.storefrontOrigin,
      paymentHold: context.payments,
      limits: context.limits,
    }),
    paymentMethods,
    payments: {
      clientKey: context.payments.clientKey,
      environment: context.payments.environment,
      hmacKeyHex: context.payments.hmacKeyHex,
      captchaSecret: context.secrets.captcha,
      now,
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The commerce services, decorated by the commerce API plugin for the area routes registered inside it. */
    commerce: CommerceServices;
  }
}
