import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyRequest } from 'fastify';
import { siteTagQuery } from '../../../schemas/api/common.schema.ts';
import {
  guestOrderQueryBody,
  orderDetails,
  orderHistoryQuery,
  orderHistoryResponse,
  completeOrderQuery,
  orderParams,
} from '../../../schemas/api/orders.schema.ts';
import { addressLimit } from '../../api/address-limit.ts';
import { ApiError } from '../../api/api-error.ts';
import { requireAccount, requireSession } from '../../api/request-guards.ts';

const errorBody = { $ref: 'ErrorBody#' };
const errors = { 400: errorBody, 401: errorBody, 404: errorBody };

/** Sign-in is checked before the query is: an anonymous caller learns it must sign in, whatever it sent. */
const signedIn = async (request: Parameters<typeof requireAccount>[0]) => {
  requireAccount(request);
};

/** The caller's session's language: an order reads in it, or without a session in the language it was placed in. */
const callerLanguage = (request: FastifyRequest) => request.shopper.session?.language;

/** Guest lookups are counted over this window. */
export const ORDER_LOOKUP_WINDOW_MS = 15 * 60_000;

/** Orders: history and details for signed-in customers, lookup by link for guests. */
export const orderRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  const { orders, limits, now, counters } = app.commerce;
  // A guest lookup answers "found" or "not found" for a reference and an e-mail or phone: unlimited, it would let
  // anyone try references against an address until one fits.
  const lookupLimit = addressLimit({
    db: counters,
    name: 'order-lookups',
    what: 'order lookups',
    limit: () => limits.orderLookupsPerAddress,
    windowMs: ORDER_LOOKUP_WINDOW_MS,
    now,
  });

  app.get(
    '/api/order/history',
    {
      preValidation: signedIn,
      schema: {
        summary: 'The signed-in customer’s orders, newest first, in keyset pages (lastKey, lastKeyTs)',
        querystring: orderHistoryQuery,
        response: { 200: orderHistoryResponse, ...errors },
      },
    },
    async (request) => orders.history(requireAccount(request).accountId, request.query),
  );

  app.get(
    '/api/order/:ref',
    {
      preValidation: signedIn,
      attachValidation: true,
      schema: {
        summary: 'One of the signed-in customer’s orders; any other reference is 404 ORDER_NOT_FOUND',
        params: orderParams,
        querystring: siteTagQuery,
        response: { 200: orderDetails, ...errors },
      },
    },
    async (request) => {
      const { accountId } = requireAccount(request);
      // A reference that cannot exist is as missing as any other.
      if (request.validationError) throw new ApiError(404, 'ORDER_NOT_FOUND', 'No such order');
      return orders.forAccount(accountId, request.params.ref, callerLanguage(request));
    },
  );

  app.get(
    '/api/order/complete/:ref',
    {
      attachValidation: true,
      schema: {
        summary: 'The order just placed in this shopping session, for the /complete page (utr and uat)',
        params: orderParams,
        querystring: completeOrderQuery,
        response: { 200: orderDetails, ...errors, 428: errorBody },
      },
    },
    async (request) => {
      const session = requireSession(request);
      if (request.validationError) throw new ApiError(404, 'ORDER_NOT_FOUND', 'No such order');
      return orders.forCompletion(
        { sessionId: session.id, accountId: session.accountId },
        request.params.ref,
        request.query.uat,
        session.language,
      );
    },
  );

  app.post(
    '/api/order/s/query',
    {
      preHandler: lookupLimit,
      schema: {
        summary: 'A guest’s order by reference, e-mail or phone, and the link hash; any mismatch is 404',
        querystring: siteTagQuery,
        body: guestOrderQueryBody,
        response: { 200: orderDetails, ...errors, 429: errorBody },
      },
    },
    async (request) => orders.forGuest(request.body, callerLanguage(request)),
  );
};
