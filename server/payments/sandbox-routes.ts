import { sameText } from '../lib/same-text.ts';
import type {
  FastifyPluginAsyncJsonSchemaToTs,
  JsonSchemaToTsProvider,
} from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyError, FastifyReply } from 'fastify';
import { FRAUD_TOKEN_COOKIE, FRAUD_TOKEN_DAYS } from '../../schemas/api/checkout.schema.ts';
import {
  cancelRequest,
  cancelResponse,
  paymentDetailsRequest,
  paymentRequest,
  paymentResponse,
} from '../lib/payment-protocol.ts';
import { approvalPage, challengePage, deviceFingerprintScript, expiredPage } from './sandbox-pages.ts';
import { ProviderRequestError } from './provider-request-error.ts';
import { SANDBOX_PREFIX, type SandboxProvider } from './sandbox-provider.ts';

export const SANDBOX_API_PREFIX = `${SANDBOX_PREFIX}/v71`;
export const FINGERPRINT_SCRIPT_PATH = `${SANDBOX_PREFIX}/df.js`;

const tokenParams = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string', maxLength: 200 } },
} as const;

/**
 * What the approval and challenge pages post: a decision or a one-time code, as form fields. Either may be missing
 * (read as a refusal or an empty code), and a post with no body at all is read the same way.
 */
const pageForm = {
  type: 'object',
  nullable: true,
  properties: { decision: { type: 'string' }, code: { type: 'string' } },
} as const;

/** The API's largest body is a card payment: four JWE fields of at most 4 KiB each and a little more. */
const API_BODY_LIMIT = 64 * 1024;
/** The pages post one short field (a decision, or a one-time code). */
const FORM_BODY_LIMIT = 4096;

const pspReferenceParams = {
  type: 'object',
  required: ['pspReference'],
  properties: { pspReference: { type: 'string', maxLength: 100 } },
} as const;
const standaloneCancelRequest = {
  ...cancelRequest,
  required: ['merchantAccount', 'paymentReference'],
} as const;

const storedMethodParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', maxLength: 100 } },
} as const;
const storedMethodQuery = {
  type: 'object',
  required: ['shopperReference', 'merchantAccount'],
  properties: {
    shopperReference: { type: 'string', maxLength: 200 },
    merchantAccount: { type: 'string', maxLength: 100 },
  },
} as const;

/** Adyen's error body. */
const providerError = (
  reply: FastifyReply,
  status: number,
  errorCode: string,
  message: string,
  errorType: string,
) => reply.code(status).send({ status, errorCode, message, errorType });

/**
 * The sandbox payment provider's HTTP face: the Adyen-shaped API under /payments-sandbox/v71 (with the shop's
 * x-api-key), the shopper's approval and 3-D Secure pages, and the device-fingerprint script.
 */
export const sandboxPaymentsPlugin: FastifyPluginAsyncJsonSchemaToTs<{
  Options: { provider: SandboxProvider; apiKey: string };
}> = async (app, { provider, apiKey }) => {
  // The provider's pages post plain HTML forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ProviderRequestError)
      return providerError(reply, 422, '14_002', error.message, 'validation');
    if (error.validation) return providerError(reply, 422, '702', error.message, 'validation');
    // The body parsers' own refusals (too large, malformed, unsupported type) are the caller's, not the sandbox's.
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500)
      return providerError(reply, status, '702', error.message, 'validation');
    request.log.error({ err: error }, 'payment sandbox failed');
    return providerError(reply, 500, '905', 'Internal error', 'internal');
  });

  await app.register(async (scope) => {
    // An inner scope takes the plain type provider: the API's routes are typed from their schemas too.
    const api = scope.withTypeProvider<JsonSchemaToTsProvider>();
    api.addHook('onRequest', async (request, reply) => {
      const given = request.headers['x-api-key'];
      if (typeof given !== 'string' || !sameText(given, apiKey))
        return providerError(reply, 401, '000', 'HTTP Status Response - Unauthorized', 'security');
    });
    api.post(
      `${SANDBOX_API_PREFIX}/payments`,
      { bodyLimit: API_BODY_LIMIT, schema: { body: paymentRequest, response: { 200: paymentResponse } } },
      async (request) => provider.createPayment(request.body),
    );
    api.delete(
      `${SANDBOX_API_PREFIX}/storedPaymentMethods/:id`,
      { schema: { params: storedMethodParams, querystring: storedMethodQuery } },
      async (request, reply) => {
        const { merchantAccount, shopperReference } = request.query;
        await provider.disableStoredMethod(merchantAccount, shopperReference, request.params.id);
        return reply.code(204).send();
      },
    );
    api.post(
      `${SANDBOX_API_PREFIX}/payments/details`,
      {
        bodyLimit: API_BODY_LIMIT,
        schema: { body: paymentDetailsRequest, response: { 200: paymentResponse } },
      },
      async (request) => provider.paymentDetails(request.body.details.redirectResult),
    );
    // Voids, as Adyen takes them: by the payment's pspReference, or by its merchant reference. 201 `received`.
    api.post(
      `${SANDBOX_API_PREFIX}/payments/:pspReference/cancels`,
      {
        bodyLimit: API_BODY_LIMIT,
        schema: { params: pspReferenceParams, body: cancelRequest, response: { 201: cancelResponse } },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await provider.cancelPayment({ ...request.body, pspReference: request.params.pspReference })),
    );
    api.post(
      `${SANDBOX_API_PREFIX}/cancels`,
      {
        bodyLimit: API_BODY_LIMIT,
        schema: { body: standaloneCancelRequest, response: { 201: cancelResponse } },
      },
      async (request, reply) => reply.code(201).send(await provider.cancelPayment(request.body)),
    );
  });

  for (const kind of ['approve', 'challenge'] as const) {
    app.get(
      `${SANDBOX_PREFIX}/${kind}/:token`,
      { schema: { params: tokenParams } },
      async (request, reply) => {
        const payment = await provider.waitingPayment(kind, request.params.token);
        reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
        if (!payment) return reply.code(404).send(expiredPage());
        const action = `${SANDBOX_PREFIX}/${kind}/${encodeURIComponent(request.params.token)}`;
        const method = payment.card_summary
          ? `${payment.card_summary.brand} ending ${payment.card_summary.last4}`
          : payment.method;
        return kind === 'approve' ? approvalPage(payment, action) : challengePage(payment, action, method);
      },
    );
    app.post(
      `${SANDBOX_PREFIX}/${kind}/:token`,
      { bodyLimit: FORM_BODY_LIMIT, schema: { params: tokenParams, body: pageForm } },
      async (request, reply) => {
        const form = request.body ?? {};
        const outcome =
          kind === 'approve'
            ? { approved: form.decision === 'approve' }
            : { code: String(form.code ?? '').slice(0, 20) };
        const returnTo = await provider.complete(kind, request.params.token, outcome);
        if (!returnTo) return reply.code(404).type('text/html; charset=utf-8').send(expiredPage());
        return reply.code(303).header('cache-control', 'no-store').redirect(returnTo, 303);
      },
    );
  }

  const script = deviceFingerprintScript(FRAUD_TOKEN_COOKIE, FRAUD_TOKEN_DAYS * 24 * 60 * 60);
  app.get(FINGERPRINT_SCRIPT_PATH, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      // Small and stable: a day in caches, revalidated after.
      .header('cache-control', 'public, max-age=86400')
      .send(script),
  );
};
