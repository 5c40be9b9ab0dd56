import type { FastifyPluginAsync } from 'fastify';
import { addressRulesFor, type AddressType } from '../../../shared/address-rules.ts';
import {
  addressRulesSchema,
  territoryQuery,
  territoryResponse,
  validationParams,
  validationQuery,
  validationResponse,
  type TerritoryResponse,
} from '../../../schemas/api/addresses.schema.ts';
import { ApiError } from '../../api/api-error.ts';
import type { CommerceContext } from '../../api/context.ts';
import { shippingCountries } from './address-service.ts';

const errors = { 400: { $ref: 'ErrorBody#' }, 401: { $ref: 'ErrorBody#' }, 404: { $ref: 'ErrorBody#' } };

interface ValidationRequest {
  params: { country: string; language: string };
  query: { type?: AddressType };
}

/** Address rules and territory (spec 2 section 7.5): public data, no session needed. */
export function addressRulesRoutes(context: CommerceContext): FastifyPluginAsync {
  return async (app) => {
    const rules = async (country: string, type: AddressType, language: string) => {
      const found = addressRulesFor(country, type, { language, shipsTo: await shippingCountries(context) });
      if (!found) throw new ApiError(404, 'NOT_FOUND', `No country "${country}"`);
      return found;
    };

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
        const { country, language } = (request as unknown as ValidationRequest).params;
        const delivery = await rules(country, 'DELIVERY', language);
        const billing = await rules(country, 'BILLING', language);
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
      async (request) => {
        const { params, query } = request as unknown as ValidationRequest;
        return rules(params.country, query.type ?? 'DELIVERY', params.language);
      },
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
      async (request): Promise<TerritoryResponse> => {
        const language = (request.query as { lang?: string }).lang ?? 'en';
        const sites = await context.sites.sites();
        const countries = await shippingCountries(context);
        return {
          countries: countries.flatMap((code) => {
            const found = addressRulesFor(code, 'DELIVERY', { language });
            if (!found) return [];
            const ofCountry = sites.filter((site) => site.country === code);
            return [
              {
                code,
                name: found.countryName,
                siteIds: ofCountry.map((site) => site.siteId),
                languages: [...new Set(ofCountry.flatMap((site) => site.languages))],
                ...(found.regions ? { regions: found.regions } : {}),
                territories: found.territories,
              },
            ];
          }),
        };
      },
    );
  };
}
