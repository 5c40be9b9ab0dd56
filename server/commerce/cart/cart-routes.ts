import type { FastifyPluginAsync } from 'fastify';
import {
  cartAddressBody,
  calculateTaxBody,
  type CartAddressBody,
} from '../../../schemas/api/address.schema.ts';
import {
  addToCartBody,
  cartItemParams,
  cartQuery,
  cartResponse,
  recreateCartBody,
  shippingSelectionBody,
  updateCartItemBody,
  voucherBody,
  type AddToCartBody,
  type VoucherBody,
} from '../../../schemas/api/cart.schema.ts';
import type { AddressBody } from '../../../schemas/api/address.schema.ts';
import { requireSession } from '../../api/request-guards.ts';
import type { CartService } from './cart-service.ts';

const error = { $ref: 'ErrorBody#' };
const answers = { 200: cartResponse, 400: error, 401: error, 404: error, 422: error, 428: error };

/** Cart calls of spec 2 section 7.3; all need a shopping session and act on the caller's own cart only. */
export function cartRoutes(service: CartService): FastifyPluginAsync {
  return async (app) => {
    app.get(
      '/api/cart',
      { schema: { summary: 'Load the cart', tags: ['cart'], querystring: cartQuery, response: answers } },
      async (request) => service.load(requireSession(request)),
    );
    app.post(
      '/api/cart',
      {
        schema: {
          summary: 'Add a line, or raise the line of the same sku and customisation',
          tags: ['cart'],
          body: addToCartBody,
          response: answers,
        },
      },
      async (request) => service.add(requireSession(request), request.body as AddToCartBody),
    );
    app.put(
      '/api/cart/:itemId',
      {
        schema: {
          summary: 'Change a line quantity (0 removes it)',
          tags: ['cart'],
          params: cartItemParams,
          body: updateCartItemBody,
          response: answers,
        },
      },
      async (request) =>
        service.updateItem(
          requireSession(request),
          (request.params as { itemId: string }).itemId,
          (request.body as { quantity: number }).quantity,
        ),
    );
    app.post(
      '/api/cart/recreateCart',
      {
        schema: {
          summary: 'Recreate a cart from an earlier one',
          tags: ['cart'],
          body: recreateCartBody,
          response: answers,
        },
      },
      async (request) =>
        service.recreate(requireSession(request), (request.body as { cartPublicId: string }).cartPublicId),
    );
    app.put(
      '/api/cart/voucher',
      {
        schema: {
          summary: 'Apply or remove a voucher',
          tags: ['cart'],
          body: voucherBody,
          response: answers,
        },
      },
      async (request) => service.voucher(requireSession(request), request.body as VoucherBody),
    );
    app.post(
      '/api/cart/address',
      {
        schema: {
          summary: 'Save the delivery address to the cart',
          tags: ['cart'],
          body: cartAddressBody,
          response: answers,
        },
      },
      async (request) => {
        const body = request.body as CartAddressBody;
        return service.setAddress(requireSession(request), body.address, body.reference);
      },
    );
    app.post(
      '/api/cart/calculate-tax',
      {
        schema: {
          summary: 'Calculate tax for an address',
          tags: ['cart'],
          body: calculateTaxBody,
          response: answers,
        },
      },
      async (request) =>
        service.calculateTax(requireSession(request), (request.body as { address: AddressBody }).address),
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
      async (request) => ({ promotions: (await service.load(requireSession(request))).promotions ?? [] }),
    );
    app.post(
      '/api/shipping',
      {
        schema: {
          summary: 'Choose the delivery option',
          tags: ['cart'],
          body: shippingSelectionBody,
          response: answers,
        },
      },
      async (request) => service.selectShipping(requireSession(request), (request.body as { id: string }).id),
    );
  };
}
