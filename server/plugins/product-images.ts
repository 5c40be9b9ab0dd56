import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { productImageParams } from '../../schemas/api/media.schema.ts';
import type { Queryable } from '../db/database.ts';
import { sendSvg } from '../lib/send-svg.ts';
import { sendError } from '../lib/http-error.ts';
import { renderProductImage, silhouetteOf } from '../catalogue/product-image.ts';
import { productRepository } from '../commerce/products/product-repository.ts';

const PRODUCT_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** `{colourSlug}.svg` for the front, `{colourSlug}-back.svg` for the back. */
const FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*?)(-back)?\.svg$/;
/** The image of a product colour only changes when the catalogue is regenerated. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * `GET /media/products/:productId/:file`: product images drawn on request from the catalogue (category and colour),
 * never stored. Unknown products, colours and file names answer the JSON 404 of the rest of the server.
 */
export const productImagesPlugin: FastifyPluginAsyncJsonSchemaToTs<{ Options: { db: Queryable } }> = async (
  app,
  { db },
) => {
  app.get(
    '/media/products/:productId/:file',
    { schema: { params: productImageParams } },
    async (request, reply) => {
      const { productId, file } = request.params;
      const match = FILE.exec(file);
      if (!PRODUCT_ID.test(productId) || !match || file.length > 100) {
        return sendError(reply, 404, 'NOT_FOUND', 'No such product image');
      }
      const [, colourSlug, back] = match as unknown as [string, string, string | undefined];
      const row = await productRepository.colourImage(db, productId, colourSlug);
      if (!row) return sendError(reply, 404, 'NOT_FOUND', 'No such product image');
      const svg = renderProductImage({
        silhouette: silhouetteOf(row.categories),
        hex: row.colour_hex,
        title: `${row.name} in ${row.colour_name}${back ? ', back view' : ''}`,
        back: Boolean(back),
      });
      return sendSvg(request, reply, svg, CACHE_CONTROL);
    },
  );
};
