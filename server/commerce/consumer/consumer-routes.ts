import type { FastifyPluginAsync } from 'fastify';
import { consumerBody, consumerResponse, type ConsumerBody } from '../../../schemas/api/addresses.schema.ts';
import { siteTagQuery } from '../../../schemas/api/common.schema.ts';
import type { CommerceContext } from '../../api/context.ts';
import { requireSession } from '../../api/request-guards.ts';
import { ConsumerService } from './consumer-service.ts';

const errorBody = { $ref: 'ErrorBody#' };

/** POST /api/checkout/consumer (spec 2 section 7.4). */
export function consumerRoutes(context: CommerceContext): FastifyPluginAsync {
  return async (app) => {
    const consumers = new ConsumerService(context);
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
      async (request) =>
        consumers.save(requireSession(request), request.shopper.account, request.body as ConsumerBody),
    );
  };
}
