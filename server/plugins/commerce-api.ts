import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import type { FastifyError, FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  API_LIMITS,
  SESSION_COOKIE,
  SESSION_HEADER,
  SITE_TAG_PARAM,
  STOREFRONT_CLIENT_ID,
  STOREFRONT_CLIENT_KEY,
  SUBFOLDER_HEADER,
} from '../../schemas/api/conventions.ts';
import { errorBodySchema } from '../../schemas/api/errors.ts';
import { verifyAccessToken } from '../identity/access-token.ts';
import { queryParameter } from '../lib/query-string.ts';
import { ApiError, codeForStatus, sendApiError } from '../api/api-error.ts';
import type { CommerceContext } from '../api/context.ts';
import { verifySessionId, signSessionId } from '../api/session-token.ts';
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
import { SessionService } from '../commerce/session/session-service.ts';
import { validationDetails, validatorCompiler } from '../api/validation.ts';

/** Paths under /api that need no siteTag and no credentials: the contract itself and the developer outbox. */
const OPEN_PATHS = [/^\/api\/openapi\.json$/, /^\/api\/dev\//];

const expectedBasic = `Basic ${Buffer.from(`${STOREFRONT_CLIENT_ID}:${STOREFRONT_CLIENT_KEY}`).toString('base64')}`;

/**
 * The commerce API under /api: conventions of spec 2 section 7.1 (siteTag, authorization, shopping session header and
 * cookie), strict request validation, the JSON error catalogue, and the OpenAPI document of every route.
 */
export const commerceApiPlugin: FastifyPluginAsync<{ context: CommerceContext }> = async (
  app,
  { context },
) => {
  const sessions = new SessionService(context);
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
    request.shopper = {};
    if (OPEN_PATHS.some((pattern) => pattern.test(request.url.split('?')[0]!))) return;
    await checkSiteTag(request);
    await authenticate(request);
  });

  app.addHook('onSend', async (request, reply) => {
    const session = request.shopper?.session;
    if (session) {
      // The id the caller sent is already signed for this session: echo it rather than sign again.
      const token =
        request.shopper.sessionToken?.startsWith(`${session.id}.`) === true
          ? request.shopper.sessionToken
          : signSessionId(session.id, context.secrets.session);
      reply.header(SESSION_HEADER, token);
      reply.header('cache-control', 'no-store');
    }
  });

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) return sendApiError(reply, error);
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

  async function checkSiteTag(request: FastifyRequest) {
    const { siteTag } = await context.sites.metadata();
    const given = queryParameter(request.query, SITE_TAG_PARAM);
    if (siteTag && given !== siteTag)
      throw new ApiError(400, 'SITE_TAG_INVALID', `Send the query parameter ${SITE_TAG_PARAM}=${siteTag}`);
  }

  async function authenticate(request: FastifyRequest) {
    const authorization = request.headers.authorization ?? '';
    if (authorization.startsWith('Bearer ')) {
      const claims = await verifyAccessToken(authorization.slice(7).trim(), context.secrets.accessToken);
      if (!claims) throw new ApiError(401, 'SESSION_INVALID', 'The access token is invalid or has expired');
      request.shopper.account = claims;
    } else if (authorization !== expectedBasic) {
      throw new ApiError(401, 'SESSION_INVALID', 'Send Basic client credentials or a Bearer access token');
    }
    const folder = request.headers[SUBFOLDER_HEADER];
    request.shopper.subfolderSite = await context.sites.byFolder(typeof folder === 'string' ? folder : '');

    const header = request.headers[SESSION_HEADER];
    const token = typeof header === 'string' && header ? header : request.cookies?.[SESSION_COOKIE];
    if (!token) return;
    const sessionId = verifySessionId(token, context.secrets.session);
    const session = sessionId ? await sessions.find(sessionId) : undefined;
    // Creating a session must work with a stale id in hand; everything else learns the id is dead.
    if (!session) {
      if (isSessionCreation(request)) return;
      throw new ApiError(401, 'SESSION_INVALID', 'The shopping session has expired or is unknown');
    }
    const account = request.shopper.account;
    if (session.accountId && session.accountId !== account?.accountId) {
      if (isSessionCreation(request)) return;
      throw new ApiError(401, 'SESSION_INVALID', 'The shopping session belongs to a signed-in account');
    }
    request.shopper.session = session;
    request.shopper.sessionToken = token;
  }

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

function isSessionCreation(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0];
  return request.method === 'POST' && (path === '/api/basic-session' || path === '/api/session');
}
