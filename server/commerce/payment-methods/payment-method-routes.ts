import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyRequest } from 'fastify';
import { siteTagQuery } from '../../../schemas/api/common.schema.ts';
import type { ErrorCode } from '../../../schemas/api/errors.ts';
import {
  addPaymentMethodBody,
  MAX_SAVED_CARDS,
  paymentMethodListResponse,
  paymentMethodParams,
  savedCard,
} from '../../../schemas/api/payment-methods.schema.ts';
import { ApiError } from '../../api/api-error.ts';
import { requestSite, requireAccount } from '../../api/request-guards.ts';
import { clientKeyOf } from '../../lib/client-key.ts';

const errorBody = { $ref: 'ErrorBody#' };
const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody };

/** Bad input answers the action's own code; an id that is not even a uuid is as missing as any other unknown id. */
function rejectInvalid(request: FastifyRequest, code: ErrorCode): void {
  const error = request.validationError;
  if (!error) return;
  if (error.validationContext === 'params') throw new ApiError(404, code, 'No such payment method');
  throw new ApiError(400, code, error.message, error instanceof ApiError ? error.details : undefined);
}

/** Saved cards of signed-in customers; only the owner reaches a card, anonymous callers get 401. */
export const paymentMethodRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  const { paymentMethods } = app.commerce;

  app.get(
    '/api/v1/payment-methods',
    {
      schema: {
        summary: 'List the saved cards (the default first) and whether another may be added',
        querystring: siteTagQuery,
        response: { 200: paymentMethodListResponse, ...errors },
      },
    },
    async (request) => paymentMethods.list(requireAccount(request).accountId),
  );

  app.post(
    '/api/v1/payment-methods',
    {
      attachValidation: true,
      schema: {
        summary: `Verify a card (fields encrypted in the browser) and save it; 409 ADD beyond ${MAX_SAVED_CARDS}, 422 ADD when refused, 429 TOO_MANY_ATTEMPTS with retry-after`,
        querystring: siteTagQuery,
        body: addPaymentMethodBody,
        response: { 201: savedCard, ...errors, 422: errorBody, 429: errorBody, 502: errorBody },
      },
    },
    async (request, reply) => {
      const { accountId } = requireAccount(request);
      rejectInvalid(request, 'ADD');
      const owner = { accountId, address: clientKeyOf(request), currency: requestSite(request).currency };
      return reply.code(201).send(await paymentMethods.add(owner, request.body));
    },
  );

  app.put(
    '/api/v1/payment-methods/:id/default',
    {
      attachValidation: true,
      schema: {
        summary: 'Make a saved card the default; answers the list',
        params: paymentMethodParams,
        querystring: siteTagQuery,
        response: { 200: paymentMethodListResponse, ...errors },
      },
    },
    async (request) => {
      const { accountId } = requireAccount(request);
      rejectInvalid(request, 'UPDATE');
      await paymentMethods.makeDefault(accountId, request.params.id);
      return paymentMethods.list(accountId);
    },
  );

  app.put(
    '/api/v1/payment-methods/:id/remove',
    {
      attachValidation: true,
      schema: {
        summary: 'Delete a saved card; answers the remaining list',
        params: paymentMethodParams,
        querystring: siteTagQuery,
        response: { 200: paymentMethodListResponse, ...errors, 502: errorBody },
      },
    },
    async (request) => {
      const { accountId } = requireAccount(request);
      rejectInvalid(request, 'UNABLE_TO_DELETE');
      await paymentMethods.remove(accountId, request.params.id);
      return paymentMethods.list(accountId);
    },
  );
};
