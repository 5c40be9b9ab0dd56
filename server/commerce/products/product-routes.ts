import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  filtersResponse,
  productParams,
  productQuery,
  productResponse,
} from '../../../schemas/api/product.schema.ts';
import type { CommerceContext } from '../../api/context.ts';
import { requestSite } from '../../api/request-guards.ts';
import { FilterList } from './filter-list.ts';
import { ProductReader, productNotFound } from './product-reader.ts';

const errorBody = { $ref: 'ErrorBody#' };
const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 428: errorBody };

/** The language asked for when the site has it, else the session's, else the site's default. */
function languageOf(request: FastifyRequest): string {
  const site = requestSite(request);
  const asked = (request.query as { lang?: string }).lang;
  if (asked && site.languages.includes(asked)) return asked;
  return request.shopper.session?.language ?? site.defaultLanguage;
}

/** Product by id and the listing filters (spec 2 section 7.8); both work before a session exists. */
export function productRoutes(context: CommerceContext): FastifyPluginAsync {
  return async (app) => {
    const products = new ProductReader(context.db);
    const filters = new FilterList(context.db, context.now, context.contentDir);

    app.get(
      '/api/product/s/:productId',
      {
        attachValidation: true,
        schema: {
          summary:
            'A product in the site currency; 404 PRODUCT_NOT_FOUND with result NOT_FOUND when not sold there',
          params: productParams,
          querystring: productQuery,
          response: { 200: productResponse, ...errors },
        },
      },
      async (request) => {
        const { productId } = request.params as { productId: string };
        const site = requestSite(request);
        // A malformed id names no product: the same not-found the client already handles, not a 400.
        if (request.validationError) {
          if ((request.validationError as { validationContext?: string }).validationContext === 'params')
            throw productNotFound(productId.slice(0, 60));
          throw request.validationError;
        }
        return products.byId(productId, site.currency);
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
      async (request) => ({ hits: await filters.forSite(requestSite(request), languageOf(request)) }),
    );
  };
}
