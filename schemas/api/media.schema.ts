/**
 * Path and query of the picture routes (`/media/products/...`, `/media/customised/...`). Only types are declared: the
 * routes check the id and file name themselves and answer a malformed one with the same 404 as an unknown one, since
 * an image tag gains nothing from telling the two apart.
 */

/** `:productId/:file`, e.g. `MN100234/navy.svg`. */
export const productImageParams = {
  type: 'object',
  required: ['productId', 'file'],
  properties: { productId: { type: 'string' }, file: { type: 'string' } },
} as const;

/**
 * `?o=<token>`: the personalisation, signed. Left untyped (`unknown`): the route answers a missing or repeated `o`
 * with a 400 of its own wording.
 */
export const customisedImageQuery = {
  type: 'object',
  properties: { o: {} },
} as const;
