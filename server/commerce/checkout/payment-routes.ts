import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import {
  CAPTCHA_HEADER,
  CAPTCHA_TYPES,
  captchaResponse,
  completeParameters,
  paymentSessionResponse,
  placeOrderBody,
  placeOrderResponse,
} from '../../../schemas/api/checkout.schema.ts';
import { siteTagQuery } from '../../../schemas/api/common.schema.ts';
import { orderReferencePattern } from '../../../schemas/api/orders.schema.ts';
import { basePath } from '../../../shared/site-paths.ts';
import { addressLimit } from '../../api/address-limit.ts';
import { ApiError } from '../../api/api-error.ts';
import { requireSession } from '../../api/request-guards.ts';
import { clientKeyOf } from '../../lib/client-key.ts';
import { ordersRefused } from '../../lib/metrics.ts';
import { issueCaptchaToken } from './captcha-token.ts';
import { unwrap } from './order-placement.ts';
import { paymentMethodsFor } from './payment-methods.ts';
import type { Settlement } from './payment-outcome.ts';
import { logLateAuthorisation } from './payment-voids.ts';
import { paymentReturnRetryPage, returnPageLanguage, RETURN_RETRY_SECONDS } from './payment-return-page.ts';

const errorBody = { $ref: 'ErrorBody#' };
const errors = {
  400: errorBody,
  401: errorBody,
  402: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  422: errorBody,
  428: errorBody,
  429: errorBody,
  502: errorBody,
};
/** Payment attempts are counted over this window. */
export const PAYMENT_ATTEMPT_WINDOW_MS = 15 * 60_000;
/** The provider's device-fingerprint script, served by the sandbox on this origin. */
export const FINGERPRINT_SCRIPT = '/payments-sandbox/df.js';

const placeOrderHeaders = {
  type: 'object',
  required: ['idempotency-key'],
  properties: {
    'idempotency-key': { type: 'string', minLength: 1, maxLength: 100 },
    [CAPTCHA_HEADER]: { type: 'string', enum: CAPTCHA_TYPES },
  },
} as const;
const orderRefParams = {
  type: 'object',
  required: ['ref'],
  properties: { ref: { type: 'string', pattern: orderReferencePattern } },
} as const;
const redirectResult = { type: 'string', minLength: 1, maxLength: 500 } as const;

/**
 * The payment step: the payment session (methods, the provider's client key, a captcha), captcha refresh, placing
 * the order, and coming back from the provider's page (as a browser redirect, or as JSON).
 */
export const paymentRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  const { placement, payments, sites, limits, counters } = app.commerce;
  // Each attempt reaches the payment provider: unlimited, the checkout would let anyone test stolen cards. One count
  // for placing and finishing, per client address (new sessions from one address are still that address).
  const paymentLimit = addressLimit({
    db: counters,
    name: 'payment-attempts',
    what: 'payment attempts',
    limit: () => limits.paymentAttemptsPerAddress,
    windowMs: PAYMENT_ATTEMPT_WINDOW_MS,
    now: payments.now,
  });
  const captcha = (sessionId: string) => ({
    type: 'invisible' as const,
    token: issueCaptchaToken(sessionId, payments.captchaSecret, payments.now()),
  });

  app.get(
    '/api/checkout/paymentSession',
    {
      schema: {
        summary: 'The payment session',
        querystring: siteTagQuery,
        response: { 200: paymentSessionResponse, 428: errorBody },
      },
    },
    async (request) => {
      const session = requireSession(request);
      return {
        clientKey: payments.clientKey,
        environment: payments.environment,
        methods: paymentMethodsFor(session.site),
        captcha: captcha(session.id),
        fingerprintScript: FINGERPRINT_SCRIPT,
      };
    },
  );
  app.get(
    '/api/checkout/captcha',
    {
      schema: {
        summary: 'A new captcha token',
        querystring: siteTagQuery,
        response: { 200: captchaResponse, 428: errorBody },
      },
    },
    async (request) => captcha(requireSession(request).id),
  );
  app.post(
    '/api/checkout/payment',
    {
      preHandler: paymentLimit,
      schema: {
        summary: 'Place the order and pay for it',
        querystring: siteTagQuery,
        headers: placeOrderHeaders,
        body: placeOrderBody,
        response: { 200: placeOrderResponse, ...errors },
      },
    },
    async (request) =>
      placement
        .place(
          requireSession(request),
          request.headers['idempotency-key'],
          request.body,
          clientKeyOf(request),
        )
        .catch((error: unknown) => {
          // A refusal (captcha, stock, caps, a declined card) counted by its catalogue code for /metrics.
          if (error instanceof ApiError) ordersRefused.inc({ code: error.code });
          throw error;
        }),
  );
  app.put(
    '/api/checkout/payment/:ref',
    {
      preHandler: paymentLimit,
      schema: {
        summary: "Finish a payment after the provider's page",
        querystring: siteTagQuery,
        params: orderRefParams,
        body: {
          type: 'object',
          required: ['redirectResult'],
          additionalProperties: false,
          properties: { redirectResult },
        },
        response: { 200: placeOrderResponse, ...errors },
      },
    },
    async (request) => {
      const settled = await placement.finalise(
        request.params.ref,
        request.body.redirectResult,
        requireSession(request),
      );
      logLateAuthorisation(request.log, settled.lateAuthorisation);
      if (!settled.answer) throw new ApiError(409, 'PENDING', 'The payment is still being confirmed');
      return unwrap(settled.answer);
    },
  );
  // The browser return: the storefront's return page sends a browser here when it holds no session that owns the order
  // (the shopper came back in another browser), without the API's credentials: the signed redirectResult, bound to
  // this order by the provider, is what lets it through. Without it every answer is what an unknown order gets.
  app.get(
    `/api/checkout/payment/return/:ref`,
    {
      // Each return asks the provider: counted with the other payment attempts of the client.
      preHandler: paymentLimit,
      schema: {
        hide: true,
        params: orderRefParams,
        querystring: {
          type: 'object',
          required: ['redirectResult'],
          properties: { redirectResult, siteTag: siteTagQuery.properties.siteTag },
        },
      },
    },
    async (request, reply) => {
      let settled: Settlement;
      try {
        settled = await placement.finalise(request.params.ref, request.query.redirectResult);
      } catch (error) {
        // The provider cannot confirm the payment now: a browser page that retries, not an API error body.
        if (!(error instanceof ApiError && error.status === 502)) throw error;
        return reply
          .code(502)
          .header('cache-control', 'no-store')
          .header('retry-after', String(RETURN_RETRY_SECONDS))
          .type('text/html; charset=utf-8')
          .send(paymentReturnRetryPage(returnPageLanguage(request.headers['accept-language'])));
      }
      logLateAuthorisation(request.log, settled.lateAuthorisation);
      const { order } = settled;
      const site = await sites.bySiteId(order.site_id);
      if (!site) throw new ApiError(404, 'ORDER_NOT_FOUND', 'No such order');
      const base = basePath(
        site,
        site.languages.includes(order.language) ? order.language : site.defaultLanguage,
      );
      return reply.code(303).header('cache-control', 'no-store').redirect(returnLocation(base, settled), 303);
    },
  );
};

/**
 * Where the browser goes after the provider: /complete with its parameters, or back to payment with the status
 * (PENDING while the payment is still being confirmed).
 */
function returnLocation(base: string, { order, answer }: Settlement): string {
  if (answer?.ok) {
    const complete = (answer.body as { complete?: Record<string, string> }).complete;
    // In the contract's order: the stored answer went through jsonb, which keeps no key order.
    if (complete)
      return `${base}/complete?${new URLSearchParams(completeParameters.required.map((name) => [name, complete[name] ?? '']))}`;
  }
  const pgTransactionId =
    answer && !answer.ok
      ? answer.details?.find((detail) => detail.pointer === '/pgTransactionId')?.message
      : order.payment.pspReference;
  const parameters = new URLSearchParams({
    statusCode: answer && !answer.ok ? answer.code : 'PENDING',
    paymentMethod: order.payment.method,
    utr: order.reference,
    ...(pgTransactionId ? { pgTransactionId } : {}),
  });
  return `${base}/checkout/payment?${parameters}`;
}
