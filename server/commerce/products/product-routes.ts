import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyRequest } from 'fastify';
import {
  filtersResponse,
  productParams,
  productQuery,
  productReadQuery,
  productResponse,
} from '../../../schemas/api/product.schema.ts';
import { requestSite } from '../../api/request-guards.ts';
import { productNotFound } from './product-service.ts';

const errorBody = { $ref: 'ErrorBody#' };
const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 428: errorBody };

/** The language asked for when the site has it, else the session's, else the site's default. */
function languageOf(request: FastifyRequest, asked: string | undefined): string {
  const site = requestSite(request);
  if (asked && site.languages.includes(asked)) return asked;
  return request.shopper.session?.language ?? site.defaultLanguage;
}

/** Product by id and the listing filters; both work before a session exists. */
export const productRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  const { products } = app.commerce;

  app.get(
    '/api/product/s/:productId',
    {
      attachValidation: true,
      schema: {
        summary:
          'A product in the site currency; 404 PRODUCT_NOT_FOUND with result NOT_FOUND when not sold there',
        params: productParams,
        querystring: productReadQuery,
        response: { 200: productResponse, ...errors },
      },
    },
    async (request) => {
      const { productId } = request.params;
      const site = requestSite(request);
      // A malformed id names no product: the same not-found the client already handles, not a 400.
      if (request.validationError) {
        if (request.validationError.validationContext === 'params')
          throw productNotFound(productId.slice(0, 60));
        throw request.validationError;
      }
      const language = languageOf(request, request.query.lang);
      return request.query.by === 'slug'
        ? products.bySlug(productId, site.currency, language)
        : products.byId(productId, site.currency, language);
    },
  );

  app.get(
    '/api/filters/s/ALL',
    {
      schema: {
        summary: 'The listing filter definitions with the options the site sells (cached for a minute)',
        querystring: productQuery,
        response: { 200: filtersResponse, ...errors },
      },
    },
    async (request) => ({
      hits: await products.filters(requestSite(request), languageOf(request, request.query.lang)),
    }),
  );
};
