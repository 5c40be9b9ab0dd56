import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import {
  addToCartBody,
  cartItemParams,
  cartQuery,
  cartResponse,
  recreateCartBody,
  updateCartItemBody,
  voucherBody,
} from '../../../schemas/api/cart.schema.ts';
import { ApiError } from '../../api/api-error.ts';
import { requireSession } from '../../api/request-guards.ts';
import { VoucherAttempts } from '../../api/voucher-attempts.ts';

const error = { $ref: 'ErrorBody#' };

/** The answers of every call that returns the cart. */
export const cartAnswers = { 200: cartResponse, 400: error, 401: error, 404: error, 422: error, 428: error };
const voucherAnswers = { ...cartAnswers, 429: error };

/** Cart calls (lines, quantities, vouchers); all need a shopping session and act on the caller's own cart only. */
export const cartRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  const { cart, limits, now, counters } = app.commerce;
  const voucherAttempts = new VoucherAttempts({ db: counters, limits, now });

  app.get(
    '/api/cart',
    { schema: { summary: 'Load the cart', tags: ['cart'], querystring: cartQuery, response: cartAnswers } },
    async (request) => cart.load(requireSession(request)),
  );
  app.post(
    '/api/cart',
    {
      schema: {
        summary: 'Add a line, or raise the line of the same sku and customisation',
        tags: ['cart'],
        body: addToCartBody,
        response: cartAnswers,
      },
    },
    async (request) => cart.add(requireSession(request), request.body),
  );
  app.put(
    '/api/cart/:itemId',
    {
      schema: {
        summary: 'Change a line quantity (0 removes it)',
        tags: ['cart'],
        params: cartItemParams,
        body: updateCartItemBody,
        response: cartAnswers,
      },
    },
    async (request) => cart.updateItem(requireSession(request), request.params.itemId, request.body.quantity),
  );
  app.post(
    '/api/cart/recreateCart',
    {
      schema: {
        summary: 'Recreate a cart from an earlier one',
        tags: ['cart'],
        body: recreateCartBody,
        response: cartAnswers,
      },
    },
    async (request) => cart.recreate(requireSession(request), request.body.cartPublicId),
  );
  app.put(
    '/api/cart/voucher',
    {
      schema: {
        summary: 'Apply or remove a voucher',
        tags: ['cart'],
        body: voucherBody,
        response: voucherAnswers,
      },
    },
    async (request) => {
      const session = requireSession(request);
      if (request.body.action === 'delete') return cart.voucher(session, request.body);
      const refund = await voucherAttempts.reserve(request, session.id);
      try {
        const applied = await cart.voucher(session, request.body);
        await refund();
        return applied;
      } catch (error) {
        if (!(error instanceof ApiError && error.code.startsWith('VOUCHER_'))) await refund();
        throw error;
      }
    },
  );
  app.get(
    '/api/cart/promotions',
    {
      schema: {
        summary: 'Campaigns running for the cart',
        tags: ['cart'],
        response: {
          200: { type: 'object', properties: { promotions: cartResponse.properties.promotions } },
          428: error,
        },
      },
    },
    async (request) => ({ promotions: (await cart.load(requireSession(request))).promotions ?? [] }),
  );
};
