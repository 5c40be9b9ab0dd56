/**
 * Path parameters of the routes outside the commerce API that read one segment of their path: declared, so their
 * handlers are typed from a schema like every other route. Types only: any segment is a string, and each handler
 * answers a value it does not know with its own 404, as before.
 */

/** `GET /sitemaps/:file`, e.g. `uk-en-1.xml`. */
export const sitemapFileParams = {
  type: 'object',
  required: ['file'],
  properties: { file: { type: 'string' } },
} as const;

/** `GET /identity/:poolId/.well-known/jwks.json`: the user pool whose signing keys are asked for. */
export const userPoolParams = {
  type: 'object',
  required: ['poolId'],
  properties: { poolId: { type: 'string' } },
} as const;

/** `GET /content/*`: the path under the content root (still percent-encoded in the URL the route reads). */
export const contentFileParams = {
  type: 'object',
  properties: { '*': { type: 'string' } },
} as const;
