import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { calculateTaxBody, cartAddressBody } from '../../../schemas/api/address.schema.ts';
import { consumerBody, consumerResponse } from '../../../schemas/api/addresses.schema.ts';
import { shippingSelectionBody } from '../../../schemas/api/cart.schema.ts';
import { siteTagQuery } from '../../../schemas/api/common.schema.ts';
import { requireSession } from '../../api/request-guards.ts';
import { cartAnswers } from '../cart/cart-routes.ts';

const errorBody = { $ref: 'ErrorBody#' };

/**
 * Checkout calls on the caller's own cart: the delivery address, tax for an address and the delivery option (each
 * answers the cart), and the consumer's details. All need a shopping session.
 */
export const checkoutRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  const { checkout } = app.commerce;

  app.post(
    '/api/cart/address',
    {
      schema: {
        summary: 'Save the delivery address to the cart',
        tags: ['cart'],
        body: cartAddressBody,
        response: cartAnswers,
      },
    },
    async (request) =>
      checkout.setAddress(requireSession(request), request.body.address, request.body.reference),
  );
  app.post(
    '/api/cart/calculate-tax',
    {
      schema: {
        summary: 'Calculate tax for an address',
        tags: ['cart'],
        body: calculateTaxBody,
        response: cartAnswers,
      },
    },
    async (request) => checkout.calculateTax(requireSession(request), request.body.address),
  );
  app.post(
    '/api/shipping',
    {
      schema: {
        summary: 'Choose the delivery option',
        tags: ['cart'],
        body: shippingSelectionBody,
        response: cartAnswers,
      },
    },
    async (request) => checkout.selectShipping(requireSession(request), request.body.id),
  );
  app.post(
    '/api/checkout/consumer',
    {
      schema: {
        summary: "Store the consumer's details: on the guest's cart, or on the signed-in account",
        querystring: siteTagQuery,
        body: consumerBody,
        response: { 200: consumerResponse, 400: errorBody, 401: errorBody, 404: errorBody, 428: errorBody },
      },
    },
    async (request) => checkout.saveConsumer(requireSession(request), request.shopper.account, request.body),
  );
};
