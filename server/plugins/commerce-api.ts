import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { API_LIMITS, SESSION_HEADER } from '../../schemas/api/conventions.ts';
import { errorBodySchema } from '../../schemas/api/errors.ts';
import { ApiError, codeForStatus, sendApiError, unavailableError } from '../api/api-error.ts';
import type { CommerceContext } from '../api/context.ts';
import { identifyShopper } from '../api/identify-shopper.ts';
import { clientKeyOf } from '../lib/client-key.ts';
import { rateStoreFor } from '../db/shared-rate-store.ts';
import { PERSONAL_CACHE_CONTROL } from '../lib/page-caching.ts';
import { validationDetails, validatorCompiler } from '../api/validation.ts';
import { addressRoutes } from '../commerce/addresses/address-routes.ts';
import { cartRoutes } from '../commerce/cart/cart-routes.ts';
import { checkoutRoutes } from '../commerce/checkout/checkout-routes.ts';
import { paymentNotificationRoutes } from '../commerce/checkout/payment-notifications.ts';
import { paymentRoutes } from '../commerce/checkout/payment-routes.ts';
import type { CommerceServices } from '../commerce/commerce-services.ts';
import { refuseLockedSiteCalls } from '../gate/api-hook.ts';
import { customiseRoutes } from '../commerce/customise/customise-routes.ts';
import { helpdeskRoutes } from '../commerce/helpdesk/helpdesk-routes.ts';
import { marketingRoutes } from '../commerce/marketing/marketing-routes.ts';
import { orderRoutes } from '../commerce/orders/order-routes.ts';
import { outboxRoutes } from '../commerce/outbox/outbox-routes.ts';
import { paymentMethodRoutes } from '../commerce/payment-methods/payment-method-routes.ts';
import { productRoutes } from '../commerce/products/product-routes.ts';
import { sessionRoutes } from '../commerce/session/session-routes.ts';

/**
 * The routes whose answers are the same for every caller (the catalogue, address rules, the contract): they keep the
 * caching they set. Every other answer (session, cart, account, addresses, cards, orders, checkout, forms) is one
 * shopper's, and so is any answer that carries a shopping session: `private, no-store`.
 */
export const PUBLIC_ROUTES: ReadonlySet<string> = new Set([
  '/api/product/s/:productId',
  '/api/filters/s/ALL',
  '/api/validation/:country/:language',
  '/api/validation/:country/:language/address',
  '/api/territory',
  '/api/openapi.json',
]);

/**
 * The commerce API under /api (the services are built and decorated by app.ts, so workers beside it reach them): applies the API's conventions (siteTag,
 * authorization, shopping session header and cookie), strict request validation and the JSON error catalogue, then
 * registers every area's routes and the OpenAPI document of them all.
 */
export const commerceApiPlugin: FastifyPluginAsync<{
  context: CommerceContext;
  services: CommerceServices;
}> = async (app, { context, services }) => {
  const { sessions, sites } = services;
  app.decorateRequest('shopper', null as never);
  app.setValidatorCompiler(validatorCompiler);
  app.setSchemaErrorFormatter((errors, dataVar) => {
    const error = new ApiError(
      400,
      'BAD_REQUEST',
      `Invalid ${dataVar}`,
      validationDetails(errors, `/${dataVar}`),
    );
    return error;
  });

  await app.register(fastifyCookie);
  // Only routes that opt in (with `mailRateLimit`) are limited: those that make the shop e-mail an address.
  await app.register(fastifyRateLimit, {
    global: false,
    keyGenerator: clientKeyOf,
    store: rateStoreFor(context.db, 'mail'),
    errorResponseBuilder: (_request, limit) =>
      new ApiError(
        429,
        'TOO_MANY_REQUESTS',
        `Too many requests: try again in ${Math.ceil(limit.ttl / 1000)} s`,
      ),
  });
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: API_LIMITS.maxAttachmentBytes,
      files: API_LIMITS.maxAttachments,
      fields: 30,
      fieldSize: 20_000,
    },
  });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Storefront commerce API',
        version: '1.0.0',
        description:
          'Sessions, cart, addresses, orders, products, marketing and helpdesk. Every path takes the query parameter siteTag; calls carry Authorization (Basic for anonymous shoppers, Bearer when signed in) and the x-shopping-session header.',
      },
    },
  });
  app.addSchema(errorBodySchema);

  // JSON bodies: an empty body with a JSON content type is no body (clients send the header on every call).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: API_LIMITS.maxJsonBodyBytes },
    (_request, body, done) => {
      const text = (body as string).trim();
      if (text === '') return done(null, undefined);
      try {
        done(null, JSON.parse(text));
      } catch {
        done(new ApiError(400, 'BAD_REQUEST', 'The body is not valid JSON'), undefined);
      }
    },
  );

  app.addHook('onRequest', async (request) => {
    await identifyShopper(request, { sites, sessions, accessTokens: context.identity.accessTokens });
  });

  // After validation, so a new session's site (named in its body) is known too.
  app.addHook('preHandler', refuseLockedSiteCalls(app.siteGate, sites));

  app.addHook('onSend', async (request, reply) => {
    const session = request.shopper?.session;
    if (session) {
      // The id the caller sent is already signed for this session: echo it rather than sign again.
      const token =
        request.shopper.sessionToken?.startsWith(`${session.id}.`) === true
          ? request.shopper.sessionToken
          : sessions.token(session.id);
      reply.header(SESSION_HEADER, token);
    }
    // One rule for every route, so a new route is personal until it is named public.
    if (session || !PUBLIC_ROUTES.has(request.routeOptions.url ?? '')) {
      reply.header('cache-control', PERSONAL_CACHE_CONTROL);
    }
  });

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) return sendApiError(reply, error);
    const unavailable = unavailableError(error);
    if (unavailable) {
      request.log.error({ err: error }, 'api request failed: the database is unavailable');
      return sendApiError(reply, unavailable);
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'api request failed');
    const code = codeForStatus(status);
    const details = error.validation
      ? validationDetails(error.validation, `/${error.validationContext}`)
      : undefined;
    return sendApiError(
      reply,
      new ApiError(status, code, status >= 500 ? 'Internal server error' : error.message, details),
    );
  });

  await app.register(sessionRoutes);
  await app.register(addressRoutes);
  await app.register(cartRoutes);
  await app.register(checkoutRoutes);
  await app.register(paymentRoutes);
  await app.register(paymentNotificationRoutes);
  await app.register(marketingRoutes);
  await app.register(helpdeskRoutes);
  await app.register(outboxRoutes);
  await app.register(productRoutes);
  await app.register(customiseRoutes);
  await app.register(orderRoutes);
  await app.register(paymentMethodRoutes);
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
};
