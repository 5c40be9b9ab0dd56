import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import {
  addressRulesSchema,
  territoryQuery,
  territoryResponse,
  validationParams,
  validationQuery,
  validationResponse,
} from '../../../schemas/api/addresses.schema.ts';

const errors = { 400: { $ref: 'ErrorBody#' }, 401: { $ref: 'ErrorBody#' }, 404: { $ref: 'ErrorBody#' } };

/** Address rules and territory: public data, no session needed. */
export const addressRulesRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  const { addresses } = app.commerce;

  app.get(
    '/api/validation/:country/:language',
    {
      schema: {
        summary: 'Address rules of a country for delivery and billing, labelled in a language',
        params: validationParams,
        querystring: validationQuery,
        response: { 200: validationResponse, ...errors },
      },
    },
    async (request) => {
      const { country, language } = request.params;
      const delivery = await addresses.rules(country, 'DELIVERY', language);
      const billing = await addresses.rules(country, 'BILLING', language);
      return { country: delivery.country, language, deliverable: delivery.deliverable, delivery, billing };
    },
  );

  app.get(
    '/api/validation/:country/:language/address',
    {
      schema: {
        summary: 'Address rules of a country for one address type (DELIVERY by default)',
        params: validationParams,
        querystring: validationQuery,
        response: { 200: addressRulesSchema, ...errors },
      },
    },
    async (request) =>
      addresses.rules(request.params.country, request.query.type ?? 'DELIVERY', request.params.language),
  );

  app.get(
    '/api/territory',
    {
      schema: {
        summary: 'The countries the shop ships to, with their regions and territories',
        querystring: territoryQuery,
        response: { 200: territoryResponse, ...errors },
      },
    },
    async (request) => addresses.territory(request.query.lang ?? 'en'),
  );
};
