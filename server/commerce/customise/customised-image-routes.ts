import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { customisedImageQuery, productImageParams } from '../../../schemas/api/media.schema.ts';
import { renderProductImage, silhouetteOf } from '../../catalogue/product-image.ts';
import type { Queryable } from '../../db/database.ts';
import { sendSvg } from '../../lib/send-svg.ts';
import { sendError } from '../../lib/http-error.ts';
import { composePreview } from './customise-preview.ts';
import { CustomiseService } from './customise-service.ts';

const PRODUCT_ID = /^[A-Za-z0-9_-]{1,64}$/;
const FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/;
/** A day: the picture follows the catalogue colour and the personalisation rules, which a release may change. */
const CACHE_CONTROL = 'public, max-age=86400';

/**
 * `GET /media/customised/:productId/:colour.svg?o=<token>`: the product colour's picture with the personalisation
 * drawn on it. Outside the API (an image tag sends no credentials); the token is checked against the product's rules
 * again, so only a choice the customise call would accept is ever drawn.
 */
export const customisedImagesPlugin: FastifyPluginAsyncJsonSchemaToTs<{
  Options: { db: Queryable };
}> = async (app, { db }) => {
  const customise = new CustomiseService({ db });
  app.get(
    '/media/customised/:productId/:file',
    { schema: { params: productImageParams, querystring: customisedImageQuery } },
    async (request, reply) => {
      const { productId, file } = request.params;
      const match = FILE.exec(file);
      if (!PRODUCT_ID.test(productId) || !match || file.length > 100)
        return sendError(reply, 404, 'NOT_FOUND', 'No such personalised image');
      const token = request.query.o;
      if (typeof token !== 'string')
        return sendError(reply, 400, 'BAD_REQUEST', 'Send the personalisation as the query parameter o');
      const plan = await customise.previewPlan(productId, match[1]!, token);
      if (plan.kind === 'not-found') return sendError(reply, 404, 'NOT_FOUND', 'No such personalised image');
      if (plan.kind === 'invalid')
        return sendError(reply, 400, 'BAD_REQUEST', 'This personalisation is not one the product accepts');
      const picture = renderProductImage({
        silhouette: silhouetteOf(plan.garment.categories),
        hex: plan.garment.hex,
        title: plan.garment.title,
      });
      const svg = composePreview(picture, plan.overlay);
      return sendSvg(request, reply, svg, CACHE_CONTROL);
    },
  );
};
