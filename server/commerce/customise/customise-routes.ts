import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { siteTagQuery } from '../../../schemas/api/common.schema.ts';
import {
  customiseBody,
  customiseResponse,
  customiseValidationError,
} from '../../../schemas/api/customise.schema.ts';
import { productParams } from '../../../schemas/api/product.schema.ts';
import { requestSite } from '../../api/request-guards.ts';
import { productNotFound } from './customise-service.ts';

const errorBody = { $ref: 'ErrorBody#' };

/** Checking a personalisation before it goes in the bag; works before a session exists, like the product page. */
export const customiseRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  const { customise } = app.commerce;

  app.post(
    '/atmos/v1/products/:productId/customise',
    {
      attachValidation: true,
      schema: {
        summary:
          'Check a personalisation (monogram, engraving, initials) for a sku and get its preview picture',
        description:
          '404 PRODUCT_NOT_FOUND (result NOT_FOUND) when the product is not customisable on the site, 404 VARIANT_NOT_FOUND for a sku of another product, 400 for a sku in excludeSkus or an unknown option, 422 CUSTOMISATION_INVALID (result VALIDATION_ERROR) with the messages per option.',
        tags: ['products'],
        params: productParams,
        querystring: siteTagQuery,
        body: customiseBody,
        response: {
          200: customiseResponse,
          400: errorBody,
          401: errorBody,
          404: errorBody,
          422: customiseValidationError,
          428: errorBody,
        },
      },
    },
    async (request) => {
      const { productId } = request.params;
      const site = requestSite(request);
      // A malformed id names no product: the not-found of the product route, not a 400.
      if (request.validationError) {
        if (request.validationError.validationContext === 'params')
          throw productNotFound(productId.slice(0, 60));
        throw request.validationError;
      }
      return customise.customise(productId, site.currency, request.body);
    },
  );
};
