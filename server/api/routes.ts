import type { FastifyPluginAsync } from 'fastify';
import { addressRoutes } from '../commerce/addresses/address-routes.ts';
import { cartRoutes } from '../commerce/cart/cart-routes.ts';
import { CartService } from '../commerce/cart/cart-service.ts';
import { consumerRoutes } from '../commerce/consumer/consumer-routes.ts';
import { helpdeskRoutes } from '../commerce/helpdesk/helpdesk-routes.ts';
import { marketingRoutes } from '../commerce/marketing/marketing-routes.ts';
import { orderRoutes } from '../commerce/orders/order-routes.ts';
import { outboxRoutes } from '../commerce/outbox/outbox-routes.ts';
import { productRoutes } from '../commerce/products/product-routes.ts';
import { sessionRoutes } from '../commerce/session/session-routes.ts';
import type { SessionService } from '../commerce/session/session-service.ts';
import type { CommerceContext } from './context.ts';

/** Every commerce feature's routes, registered in one place. */
export function commerceRoutes(context: CommerceContext, sessions: SessionService): FastifyPluginAsync {
  return async (app) => {
    const cart = new CartService(context);
    await app.register(sessionRoutes(context, sessions, cart));
    await app.register(addressRoutes(context));
    await app.register(consumerRoutes(context));
    await app.register(cartRoutes(cart));
    await app.register(marketingRoutes(context));
    await app.register(helpdeskRoutes(context));
    await app.register(outboxRoutes(context));
    await app.register(productRoutes(context));
    await app.register(orderRoutes(context));
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  };
}
