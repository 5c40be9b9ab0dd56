import fastifyCompress from '@fastify/compress';
import { join } from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { defaultDeploymentSettings, type DeploymentSettings } from './lib/deployment-settings.ts';
import { setContentLog } from './lib/content-files.ts';
import { sendError } from './lib/http-error.ts';
import { requestLogSerializers } from './lib/log-redaction.ts';
import { addRequestIdHeader, requestIdGenerator } from './lib/request-id.ts';
import { serverTimeoutOptions } from './lib/server-timeouts.ts';
import { addSecurityHeaders } from './lib/security-headers.ts';
import { ERROR_CODES, type ErrorCode } from '../schemas/api/errors.ts';
import { codeForStatus, sendApiError, unavailableError } from './api/api-error.ts';
import type { CommerceContext } from './api/context.ts';
import { createCommerceServices } from './commerce/commerce-services.ts';
import { customisedImagesPlugin } from './commerce/customise/customised-image-routes.ts';
import { fetchTransport, injectTransport } from './lib/http-transport.ts';
import { createSandbox, type PaymentsSandbox } from './payments/index.ts';
import { sandboxPaymentsPlugin } from './payments/sandbox-routes.ts';
import { registerSiteGate, type GateSettings } from './gate/index.ts';
import { apiFallbackPlugin } from './plugins/api-fallback.ts';
import { commerceApiPlugin } from './plugins/commerce-api.ts';
import { contentPlugin } from './plugins/content.ts';
import { geoPlugin } from './plugins/geo.ts';
import { healthPlugin } from './plugins/health.ts';
import { identityPlugin } from './plugins/identity.ts';
import { addRequestMetrics, metricsPlugin } from './plugins/metrics.ts';
import { productImagesPlugin } from './plugins/product-images.ts';
import { searchPlugin, type SearchPluginOptions } from './plugins/search.ts';
import { sitemapsPlugin } from './plugins/sitemaps.ts';
import { storefrontPlugin } from './plugins/storefront.ts';
import { CatalogueVersion } from './lib/catalogue-version.ts';
import { DEFAULT_PAGE_CACHE_BYTES, PageCache } from './lib/page-cache.ts';

/** What the server needs to run: the operator's content root and the Vite build output. */
export interface AppOptions {
  contentDir: string;
  distDir: string;
  /** The built server-render entry; default `dist-ssr/` beside `distDir`. Pages without it render in the browser. */
  serverRenderDir?: string;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: NodeJS.WritableStream;
  /** Proxies, HTTPS, developer pages: the safe defaults unless given (main.ts reads them from the environment). */
  deployment?: DeploymentSettings;
  /** The build date announced to pages; default: the mtime of dist/index.html. */
  buildDate?: string;
  /** The commerce back end; without it `/api` answers an honest 404 (content-only tests). */
  commerce?: CommerceContext;
  /** The Algolia-protocol search endpoint under `/1/`; without it the storefront has no product search. */
  search?: SearchPluginOptions;
  /** The site gate's settings (`readGateSettings`); its secret defaults to the commerce database's `gate_secret`. */
  siteGate?: Partial<GateSettings>;
  /** Bytes of anonymous pages kept between requests (PAGE_CACHE_MB); 0 makes every page per request. Default 64 MiB. */
  pageCacheBytes?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Say the server is stopping: `/readyz` answers 503 from now on, while requests are still served (main.ts). */
    startDraining(): void;
    /** The sandbox payment provider and its webhook sender (main.ts and tests drive the sender). */
    paymentsSandbox: PaymentsSandbox;
    /** How this shop is deployed (routes read whether developer pages are on and whether cookies are Secure). */
    deployment: DeploymentSettings;
  }
}

/** Types worth compressing: the shell, scripts, styles, JSON content and SVG. */
const compressibleTypes =
  /^(?:text\/(?:html|css|javascript|plain)|application\/(?:json|javascript|manifest\+json)|image\/svg\+xml)(?:;|$)/;

/** Believe forwarding headers from the nearest `hops` proxies only (a hop count in TRUST_PROXY). */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/**
 * Build the storefront server without listening, so tests drive it with `app.inject` and main.ts only adds a port.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const deployment = options.deployment ?? defaultDeploymentSettings();
  const logging = options.logger || options.logStream;
  const app = Fastify({
    // Logged URLs keep their shape but lose keys, tokens and e-mail addresses (see log-redaction.ts).
    logger: logging
      ? { serializers: requestLogSerializers, ...(options.logStream ? { stream: options.logStream } : {}) }
      : false,
    // Behind a CDN or load balancer, limits must key on the shopper, not on the proxy every shopper shares.
    trustProxy:
      typeof deployment.trustProxy === 'number' ? trustHops(deployment.trustProxy) : deployment.trustProxy,
    // One id per request, in its log lines, its answer's X-Request-Id and its error body (lib/request-id.ts).
    genReqId: requestIdGenerator(deployment.trustProxy),
    // A client that trickles its request, or holds a connection doing nothing, is cut off (main.ts and tests alike).
    ...serverTimeoutOptions(deployment.timeouts),
    // Router-level failures (bad URL encoding, over-long path parameters) answer in the shared error body too.
    frameworkErrors: (error, _request, reply) =>
      sendError(reply, error.statusCode ?? 400, 'BAD_REQUEST', error.message),
  });
  app.decorate('deployment', deployment);
  addRequestIdHeader(app);
  addRequestMetrics(app);
  // Content files failing their checks are logged here too when the reader (the site gate...) has no log of its own.
  if (logging) setContentLog(app.log);
  addSecurityHeaders(app, deployment.https ? { hstsMaxAgeSeconds: deployment.hstsMaxAgeSeconds } : {});
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    customTypes: compressibleTypes,
  });

  app.setNotFoundHandler((request, reply) =>
    sendError(reply, 404, 'NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0]}`),
  );
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const unavailable = unavailableError(error);
    if (unavailable) {
      request.log.error({ err: error }, 'request failed: the database is unavailable');
      return sendApiError(reply, unavailable);
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const message = status >= 500 ? 'Internal server error' : error.message;
    return sendError(
      reply,
      status,
      // Framework errors (FST_*) and system errors (ENOENT...) are named by their status: every answer carries a
      // catalogue code, and a system's own codes say nothing a caller can act on.
      isErrorCode(error.code) ? error.code : codeForStatus(status),
      message,
    );
  });

  let draining = false;
  app.decorate('startDraining', () => {
    draining = true;
  });
  await app.register(healthPlugin, {
    draining: () => draining,
    db: options.commerce?.db,
    contentDir: options.contentDir,
    search: options.search?.service,
  });
  await app.register(metricsPlugin, { token: deployment.metricsToken });
  // Before every other route: a gated site's content, search and pages are closed to visitors without a pass.
  await registerSiteGate(app, {
    contentDir: options.contentDir,
    counters: options.commerce?.db,
    settings: {
      // Served over HTTPS by setting, or else by the request's own scheme.
      ...(deployment.https ? { secureCookies: true } : {}),
      ...options.siteGate,
      secret: options.siteGate?.secret ?? options.commerce?.secrets.gate,
    },
  });
  await app.register(contentPlugin, { contentDir: options.contentDir });
  // Before the commerce API and its /api/* fallback: the country hint answers in both set-ups, without credentials.
  await app.register(geoPlugin);
  if (options.commerce) {
    const context = options.commerce;
    // Without a provider URL the shop pays through the sandbox in this process, through its real routes.
    const inProcess = injectTransport(app);
    const services = createCommerceServices(
      context,
      context.payments.providerUrl ? fetchTransport() : inProcess,
    );
    app.decorate('commerce', services);
    const sandbox = createSandbox(context, inProcess);
    app.decorate('paymentsSandbox', sandbox);
    await app.register(sandboxPaymentsPlugin, {
      provider: sandbox.provider,
      apiKey: context.payments.apiKey,
    });
    await app.register(commerceApiPlugin, { context, services });
    await app.register(identityPlugin, {
      identity: context.identity,
      outbox: services.outbox,
      sites: context.sites,
    });
    await app.register(productImagesPlugin, { db: options.commerce.db });
    await app.register(customisedImagesPlugin, { db: options.commerce.db });
  } else await app.register(apiFallbackPlugin);
  if (options.search)
    await app.register(searchPlugin, { counters: options.commerce?.db, ...options.search, prefix: '/1' });
  await app.register(sitemapsPlugin, { contentDir: options.contentDir, db: options.commerce?.db });
  await app.register(storefrontPlugin, {
    contentDir: options.contentDir,
    distDir: options.distDir,
    serverRenderDir: options.serverRenderDir ?? join(options.distDir, '..', 'dist-ssr'),
    buildDate: options.buildDate,
    pageCache: createPageCache(app, options),
  });
  return app;
}

/** The anonymous pages' cache, following the catalogue's version where there is a catalogue; none when turned off. */
function createPageCache(app: FastifyInstance, options: AppOptions): PageCache | undefined {
  const maxBytes = options.pageCacheBytes ?? DEFAULT_PAGE_CACHE_BYTES;
  if (maxBytes <= 0) return undefined;
  const db = options.commerce?.db;
  const catalogue = db ? new CatalogueVersion(db) : undefined;
  if (catalogue) app.addHook('onClose', async () => catalogue.close());
  return new PageCache({ maxBytes, ...(catalogue ? { catalogueVersion: () => catalogue.current() } : {}) });
}

const isErrorCode = (code: string | undefined): code is ErrorCode =>
  (ERROR_CODES as readonly string[]).includes(code ?? '');
